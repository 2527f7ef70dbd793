import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { currentMonthIndex, monthIndex, MONTH_YEAR_PATTERN } from './residence';
import { englishMessage } from '@/lib/i18n/english-validation';
import { described, patternBody } from './input-facts';
import { parseUsDate, US_DATE_PATTERN } from './us-date';
import {
  carry,
  say,
  validationErrorMap,
  type FieldName,
  type MessageKey,
  type ValidationMessage,
} from './validation-message';

/**
 * Field-level building blocks for the applicant schema: lib/applicant/field-rules.ts picks one per kind of field
 * declared (lib/applicant/steps), so that a rule is written once and the form (client) and the API (server) cannot
 * disagree. The messages are those of docs/specification.md §5; each names its field by the field's own name, which
 * the catalogs turn into words (`Fields.<name>`, lib/applicant/validation-message.ts).
 *
 * Written with `zod/mini`: the same validation core as classic zod (the same checks, issues and messages),
 * without the chainable methods that keep all of classic zod in the browser's bundle. A rule names its message by
 * a key of the catalogs (lib/applicant/validation-message.ts); configured here, English is what every parse gives
 * unless it asks for another language. mini ships no messages of its own; the few this schema does not set itself
 * (a value of the wrong type sent to the API) come from zod's English locale, as classic zod would give them.
 */
z.config({ ...en(), customError: validationErrorMap(englishMessage) });

/**
 * A custom check with a catalog message (lib/applicant/validation-message.ts). Text lengths are custom checks too,
 * not zod's `maxLength`: a check of zod's own cannot carry its message into an issue that is passed on
 * (`reissue`), and the rules' messages must survive that to be shown in the applicant's language.
 */
const check = <T>(isValid: (value: T) => boolean, key: MessageKey, values?: ValidationMessage['values']) =>
  z.refine<T>(isValid, { params: say(key, values) });
const isFilled = (text: string) => text.length > 0;

/** A text's length limit, with its message. */
function lengthLimit(max: number, message: ValidationMessage) {
  return z.refine<string>((text) => text.length <= max, { params: carry(message) });
}
const tooLong = (field: FieldName, max: number) => lengthLimit(max, { key: 'tooLong', values: { field, max: String(max) } });
const required = (field: FieldName) => check(isFilled, 'required', { field });
/** The required check first, when the field is required where this rule is used. */
const requiredIf = (isRequired: boolean, field: FieldName) => (isRequired ? [required(field)] : []);

/** `z.preprocess` of classic zod: the same pipe (a transform, then the schema), spelled the mini way. */
export function preprocess<Out extends z.core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: Out,
): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, Out> {
  // mini's `pipe` types the second schema's input as the transform's output (unknown); a preprocessing step is
  // exactly where that is not so, as classic zod's `preprocess` types it.
  return z.pipe(z.transform(fn), schema as z.core.$ZodType<unknown, unknown>) as z.ZodMiniPipe<
    z.ZodMiniTransform<unknown, unknown>,
    Out
  >;
}

type Values = Record<string, unknown>;
export type RuleContext = z.core.$RefinementCtx;

/** An answer as text: trimmed, or '' when it is not text at all. */
export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Where a field sits in the values being checked: `['earlierJobs', 2, 'earlierFrom1']` in the wizard's list,
 * `['earlierFrom3']` in the flat payload.
 */
export type FieldPath = (field: string) => (string | number)[];

/** `schema.superRefine(rule)` of classic zod. */
export const refined = <Schema extends z.ZodMiniObject>(
  schema: Schema,
  rule: (values: z.output<Schema>, context: RuleContext) => void,
) => schema.check(z.superRefine(rule));

/** The original client sent `null` for untouched inputs; treat it like an empty string. */
const blankable = (value: unknown) => (value === null || value === undefined ? '' : value);

const trimmed = (value: unknown) => {
  const text = blankable(value);
  return typeof text === 'string' ? text.trim() : text;
};

/**
 * One rule per distinct set of arguments, however many fields use it (accident rows, experience rows, …): a rule
 * is immutable, and a phone builds the schema when the wizard starts, so every object saved is start-up time saved.
 */
function shared<Args extends unknown[], Rule>(build: (...args: Args) => Rule): (...args: Args) => Rule {
  const rules = new Map<string, Rule>();
  return (...args) => {
    const key = JSON.stringify(args);
    let rule = rules.get(key);
    if (rule === undefined) rules.set(key, (rule = build(...args)));
    return rule;
  };
}

/** An optional free-text field: may be empty, at most `max` characters. */
export const optionalText = shared((field: FieldName, max: number) =>
  described(preprocess(trimmed, z.string().check(tooLong(field, max))), { maxLength: max, optional: true }),
);

/** Text with more than spaces in it (what is left once trimmed is not empty). */
const NOT_BLANK = /^\S[\s\S]*$/;

/** A required free-text field: the docs/specification.md §5 message "{field} Required.", then its length. */
export const requiredText = shared((field: FieldName, max: number) =>
  described(preprocess(trimmed, z.string().check(required(field), tooLong(field, max))), {
    maxLength: max,
    pattern: NOT_BLANK,
    optional: false,
  }),
);

/** An mm/dd/yyyy date, which may be left empty unless required (masked inputs keep the slashes, docs/specification.md §5). */
export const usDate = shared((field: FieldName, max: number, isRequired: boolean = false) =>
  described(
    preprocess(
      trimmed,
      z.string().check(
        ...requiredIf(isRequired, field),
        tooLong(field, max),
        check((text: string) => text === '' || parseUsDate(text) !== null, 'realDate', { field }),
      ),
    ),
    { pattern: US_DATE_PATTERN, optional: !isRequired },
  ),
);

/** Today's date at UTC midnight in the applicant's sense; a birth date must be before it. */
function startOfTodayUtc(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/**
 * No one younger can hold a commercial driver's license (49 CFR 383.71; interstate driving needs 21, 391.11, which
 * the office checks against the license): a younger date of birth is a typing slip, such as this year for 1990.
 */
export const MINIMUM_AGE = 18;

/** The date `years` years before today (29 February → 28 February when that year has none). */
function yearsBeforeToday(years: number): Date {
  const today = startOfTodayUtc();
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  if (date.getUTCMonth() !== today.getUTCMonth()) date.setUTCDate(0);
  return date;
}

/** A date of birth: mm/dd/yyyy, in the past, of someone at least MINIMUM_AGE years old. */
export const dateOfBirth = shared((field: FieldName, isRequired: boolean = true) =>
  described(
    preprocess(
      trimmed,
      z.string().check(
        ...requiredIf(isRequired, field),
        tooLong(field, 10),
        z.superRefine((text: string, context) => {
          if (text === '') return;
          const date = parseUsDate(text);
          if (!date) {
            context.addIssue({ code: 'custom', params: say('realDate', { field }) });
          } else if (date >= startOfTodayUtc()) {
            context.addIssue({ code: 'custom', params: say('dateOfBirthInPast') });
          } else if (date > yearsBeforeToday(MINIMUM_AGE)) {
            context.addIssue({ code: 'custom', params: say('minimumAge', { age: String(MINIMUM_AGE) }) });
          }
        }),
      ),
    ),
    { pattern: US_DATE_PATTERN, optional: !isRequired },
  ),
);

export const SSN_PATTERN = /^\d{3}-\d{2}-\d{4}$/;

export const socialSecurityNumber = shared((field: FieldName, isRequired: boolean = true) =>
  described(
    preprocess(
      trimmed,
      z.string().check(
        ...requiredIf(isRequired, field),
        tooLong(field, 11),
        check((text: string) => text === '' || SSN_PATTERN.test(text), 'ssnFormat'),
        check((text: string) => !SSN_PATTERN.test(text) || !NEVER_ISSUED_SSN.test(text), 'ssnNeverIssued'),
      ),
    ),
    { pattern: SSN_PATTERN, optional: !isRequired },
  ),
);

/**
 * Numbers the Social Security Administration never issues: area 000, 666 or 900-999, group 00, serial 0000
 * (what a slip of the thumb or a made-up number often looks like).
 */
const NEVER_ISSUED_SSN = /^(?:000|666|9\d\d)-|-00-|-0000$/;

export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const phoneNumber = shared((field: FieldName, isRequired: boolean = false) =>
  described(
    preprocess(
      trimmed,
      z.string().check(
        ...requiredIf(isRequired, field),
        tooLong(field, 15),
        check((text: string) => text === '' || PHONE_PATTERN.test(text), 'phoneFormat'),
      ),
    ),
    { pattern: PHONE_PATTERN, optional: !isRequired },
  ),
);

/** mm/dd/yyyy or NONE in any case (the rule upper-cases the word). */
const DATE_OR_NONE_PATTERN = new RegExp(`^(?:${patternBody(US_DATE_PATTERN)}|[Nn][Oo][Nn][Ee])$`);

/** A license expiration: a real mm/dd/yyyy date or the word NONE (docs/specification.md §5 "Expiration Date or NONE"). */
export const dateOrNone = shared((field: FieldName, isRequired: boolean = true) =>
  described(
    preprocess(
      (value) => {
        const text = trimmed(value);
        return typeof text === 'string' && text.toUpperCase() === 'NONE' ? 'NONE' : text;
      },
      z.string().check(
        ...requiredIf(isRequired, field),
        lengthLimit(10, { key: 'required', values: { field } }),
        check((text: string) => text === '' || text === 'NONE' || parseUsDate(text) !== null, 'expirationFormat'),
      ),
    ),
    { pattern: DATE_OR_NONE_PATTERN, optional: !isRequired },
  ),
);

/**
 * A select whose value is one of `options`, or empty when not chosen (or `required`). A refined string rather
 * than an enum: an enum failure stops zod from running the object's cross-field rules, and every message
 * should reach the applicant at once.
 */
export const choice = shared(
  (options: readonly string[], message: ValidationMessage, { required = false } = {}) =>
    described(
      preprocess(
        trimmed,
        z.string().check(check((value: string) => (value === '' ? !required : options.includes(value)), message.key, message.values)),
      ),
      { choices: options, optional: !required },
    ),
);

export function chooseOne(field: FieldName, options: readonly string[], { required = false } = {}) {
  return choice(options, { key: 'chooseOne', values: { field, options: options.join(', ') } }, { required });
}

export const YES_NO = ['Y', 'N'] as const;
/** "Please answer Yes or No." in English, for tests. */
export const YES_NO_MESSAGE = englishMessage({ key: 'yesNo' });
/** A Yes/No answer (Y or N); empty only when not `required` (the wizard may require it apart, lib/applicant/field-rules.ts). */
export const yesNo = ({ required = false } = {}) => choice(YES_NO, { key: 'yesNo' }, { required });

/** A field's input: absent or null is empty, text is trimmed, anything else (true, 42) goes on to be refused. */
const fieldInput = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value);

/** A month/year (MM/YYYY), which may be empty unless required; a value must be a real month, not in the future. */
export const monthYear = shared((field: FieldName, isRequired: boolean = false) =>
  described(
    preprocess(
      fieldInput,
      z.string().check(
        ...requiredIf(isRequired, field),
        tooLong(field, 7),
        z.superRefine((value: string, context) => {
          if (value === '') return;
          const index = monthIndex(value);
          if (index === null) context.addIssue({ code: 'custom', params: say('monthYear', { field }) });
          else if (index > currentMonthIndex()) context.addIssue({ code: 'custom', params: say('notInFuture', { field }) });
        }),
      ),
    ),
    { pattern: MONTH_YEAR_PATTERN, optional: !isRequired },
  ),
);

const STATE_PATTERN = /^[A-Z]{2}$/;
/** A state as sent: the rule upper-cases it first. */
const TYPED_STATE_PATTERN = /^[A-Za-z]{2}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A US state as its 2-letter code, upper-cased as typed; may be empty unless required. */
export const stateCode = shared((field: FieldName, isRequired: boolean = false) =>
  described(
    preprocess(
      (value) => {
        const input = fieldInput(value);
        return typeof input === 'string' ? input.toUpperCase() : input;
      },
      z.string().check(
        ...requiredIf(isRequired, field),
        check((value: string) => value === '' || STATE_PATTERN.test(value), 'stateCode', { field }),
      ),
    ),
    { pattern: TYPED_STATE_PATTERN, optional: !isRequired },
  ),
);

export const zipCode = shared((field: FieldName, isRequired: boolean = false) =>
  described(
    preprocess(
      fieldInput,
      z.string().check(
        ...requiredIf(isRequired, field),
        check((value: string) => value === '' || ZIP_PATTERN.test(value), 'zipFormat'),
      ),
    ),
    { pattern: ZIP_PATTERN, optional: !isRequired },
  ),
);

export const emailAddress = shared((field: FieldName, max: number, isRequired: boolean = false) =>
  described(
    preprocess(
      fieldInput,
      z.string().check(
        ...requiredIf(isRequired, field),
        tooLong(field, max),
        check((value: string) => value === '' || EMAIL_PATTERN.test(value), 'emailFormat'),
      ),
    ),
    { maxLength: max, pattern: EMAIL_PATTERN, optional: !isRequired },
  ),
);

export const PERIOD_ORDER_MESSAGE = englishMessage({ key: 'periodOrder' });

/** A period given by two mm/dd/yyyy dates ends on or after its start (a swapped pair is a typing slip). */
export function periodRule(values: Values, context: RuleContext, from: string, to: string) {
  const [start, end] = [parseUsDate(text(values[from])), parseUsDate(text(values[to]))];
  if (start && end && end < start) context.addIssue({ code: 'custom', path: [to], params: say('periodOrder') });
}
