import * as z from 'zod/mini';
import { apiFieldRule, groupFieldRule, requireDeclared, requireEntry, requireFirstRow } from './field-rules';
import { FMCSA_FORM_VERSION } from './form-version';
import { described } from './input-facts';
import { choice, preprocess, text, type RuleContext } from './rules';
import { groupSlots, isSent } from './steps/field-facts';
import { fieldsOf, ORDERED_STEPS } from './steps';
import { STEP_RULES } from './steps/step-rules';
import type { StepSpec } from './steps/types';
import type { PayloadName } from './steps/value-types';
import { say } from './validation-message';

/**
 * The one applicant schema of POST /api/drivers: the whole flat payload, derived from the steps' declarations
 * (lib/applicant/steps, which the wizard validates step by step, ./step-schemas.ts) and their cross-field rules.
 * Field names are the ones of docs/specification.md §3, as the original client sent them.
 */

export { PNG_DATA_URL_PREFIX } from './field-rules';

export const DEFAULT_COMPANY_CODE = 'TSKIS';

type Shape = Record<string, z.core.$ZodType>;
type Values = Record<string, unknown>;

export const companyCode = described(
  preprocess(
    (value) => {
      // Absent or empty means the default company; anything but text (a number, an object) is refused below.
      if (value !== undefined && value !== null && typeof value !== 'string') return value;
      const code = (value ?? '').trim().toUpperCase();
      return code === '' ? DEFAULT_COMPANY_CODE : code;
    },
    z.string().check(z.refine((code: string) => /^[A-Z0-9_-]{1,20}$/.test(code), { params: say('companyCode') })),
  ),
  // As sent: in any case, upper-cased by the rule; empty for the default company.
  { pattern: /^[A-Za-z0-9_-]{1,20}$/, optional: true },
).register(z.globalRegistry, {
  description: `The carrier applied to, by its company code (the wizard's address /application/{code}); empty: ${DEFAULT_COMPANY_CODE}.`,
});

/** A step's answers in the flat payload, in payload order: its single fields, then each group's numbered slots. */
function stepShape(step: StepSpec): Shape {
  const shape: Shape = {};
  for (const [name, spec] of fieldsOf(step)) if (isSent(spec)) shape[name] = apiFieldRule(name, spec);
  for (const group of Object.values(step.groups ?? {})) {
    for (const { name, base, spec } of groupSlots(group)) shape[name] = groupFieldRule(base, spec);
  }
  return shape;
}

const sent = (values: Values, names: readonly string[]) => names.some((name) => text(values[name]) !== '');

/**
 * A step's rules over the flat payload: its declared requirements (a table's first row unless NONE, an entry of a
 * list given whole, a field asked after another answer), then its own rules.
 */
export function stepRule(step: StepSpec, values: Values, context: RuleContext) {
  requireDeclared(step.fields ?? {}, values, context, 'api');
  const rules = STEP_RULES[step.id];
  for (const [groupName, group] of Object.entries(step.groups ?? {})) {
    requireFirstRow(group, values, context);
    if (group.held !== 'list') continue;
    const bases = Object.keys(group.fields);
    for (const n of group.numbers) {
      const names = { nameOf: (base: string) => `${base}${n}`, pathOf: (name: string) => [name] };
      // An entry given at all is given whole; with `atLeastOne`, the first always counts as given.
      if (!(n === 1 && group.atLeastOne) && !sent(values, bases.map(names.nameOf))) continue;
      requireEntry(group.fields, values, context, { side: 'api', ...names });
      rules?.entry?.[groupName]?.(values, context, names);
    }
  }
  rules?.both?.(values, context);
}

export const formVersionRule = choice([FMCSA_FORM_VERSION], { key: 'formVersion' }).register(z.globalRegistry, {
  description: 'Sent by a client that asks every 49 CFR 391.21 item (this wizard); the original client sends none.',
});

const applicantShape = {
  compCode: companyCode,
  ...Object.assign({}, ...ORDERED_STEPS.map(stepShape)),
  formVersion: formVersionRule,
} as Shape;

/** Every answer of the flat payload, by name: what is stored, and what the applicant's signature covers. */
export const APPLICANT_FIELDS = Object.keys(applicantShape) as PayloadName[];

/** The flat answers as sent, with every step's rules; `applicantSchema` also gives them the shape they are stored in. */
export const applicantAnswers = z.object(applicantShape).check(
  z.superRefine((values: Values, context) => {
    for (const step of ORDERED_STEPS) stepRule(step, values, context);
  }),
);

/** The answers in the form they are stored in: each step's `stored` rule applied (./steps/*.rules.ts). */
export const toStoredAnswers = (values: Values) =>
  ORDERED_STEPS.reduce((stored, step) => STEP_RULES[step.id]?.stored?.(stored) ?? stored, values) as Applicant;

export const applicantSchema = z.pipe(applicantAnswers, z.transform(toStoredAnswers));

/** The validated applicant as stored: every field of docs/specification.md §3 but numberId/creationDate, all strings. */
export type Applicant = Record<PayloadName, string>;
export type ApplicantInput = Partial<Record<keyof Applicant, unknown>>;

/** What `fieldMessages` reads of a zod error: classic zod's and zod/mini's alike. */
export type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** `{ field: message }` for the first issue on each field, the shape both the API and the form report. */
export function fieldMessages(error: IssueList): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    messages[field] ??= issue.message;
  }
  return messages;
}
