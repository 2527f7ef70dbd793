import type * as z from 'zod/mini';
import { createTranslator, type Messages } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { declaredKey } from '@/lib/i18n/declared-key';
import { fieldNameInMessage } from '@/lib/i18n/field-texts';

/**
 * A rule's message as a key of the catalogs' `Validation` namespace and its values, never as text: the same rule
 * gives English or Spanish. The issue carries it (`params`), and a zod error map turns it into the text of the
 * language the answers are checked in: English unless a parse asks for another (lib/i18n/validation-language.ts).
 * zod asks the error map only for an issue that has no message of its own, so a rule never sets one.
 *
 * A message names its field by the field's own name (`street`, `dob`): the words are the catalog's `Fields.<name>`,
 * the same entry that labels the input (lib/i18n/field-texts.ts says which of its texts a message prints).
 */

/** The catalogs' shape, as next-intl is configured with it (lib/i18n/app-config.d.ts). */
type Catalog = Messages;
export type MessageKey = keyof Catalog['Validation'];
/** A field of the catalogs' `Fields`: an answer of the application by its name (a group's by base name). */
export type FieldName = keyof Catalog['Fields'];

export type ValidationMessage = {
  key: MessageKey;
  /** `field` names a field of `Fields`; other values are printed as they are (limits, dates). */
  values?: { field?: FieldName } & Record<string, string>;
};

/** The name issues carry the message under (`issue.params.validation`). */
const PARAM = 'validation';

/** `params` for a custom check or `addIssue`: the issue's message, given by the parse's error map. */
export const carry = (message: ValidationMessage) => ({ [PARAM]: message });
export const say = (key: MessageKey, values?: ValidationMessage['values']) => carry(values ? { key, values } : { key });

/**
 * zod's length check of a list, with a message: the drafts read a list's bound from its `max_length` check
 * (lib/drafts/server/draft-answers.ts), and a check of zod's own takes no `params`, so the message is looked up by
 * the check that raised the issue.
 */
const listCheckMessages = new WeakMap<object, ValidationMessage>();
export function withMessage<Check extends z.core.$ZodCheck<unknown[]>>(check: Check, message: ReturnType<typeof say>): Check {
  listCheckMessages.set(check, message[PARAM]);
  return check;
}

type RawIssue = { params?: Record<string, unknown>; inst?: unknown };

/** The message an issue carries, if a rule of this schema raised it (zod's own issues carry none). */
export function messageOf(issue: RawIssue): ValidationMessage | undefined {
  const carried = issue.params?.[PARAM] as ValidationMessage | undefined;
  if (carried && typeof carried.key === 'string') return carried;
  return typeof issue.inst === 'object' && issue.inst !== null ? listCheckMessages.get(issue.inst) : undefined;
}

/**
 * An issue of a nested parse (a work slot checked as an entry, a draft's answer checked by its field's rule), added
 * to the outer parse with its message still a key, so the outer parse's language applies to it.
 */
export function reissue(issue: z.core.$ZodIssue, path: PropertyKey[]): Parameters<z.core.$RefinementCtx['addIssue']>[0] {
  const message = messageOf(issue as RawIssue);
  return message ? { code: 'custom', path, params: { [PARAM]: message } } : { code: 'custom', path, message: issue.message };
}

export type ValidationTranslator = ReturnType<typeof validationTranslator>;

/** Formats the `Validation` messages of one catalog (ICU; precompiled by next-intl's loader in the app's bundles). */
export function validationTranslator(locale: Locale, messages: Pick<Catalog, 'Validation' | 'Fields'>) {
  const t = createTranslator({ locale, messages, namespace: 'Validation' });
  const fields = createTranslator({ locale, messages, namespace: 'Fields' });
  const fieldText = (key: string) => (fields.has(declaredKey(key)) ? fields(declaredKey(key)) : undefined);
  return (message: ValidationMessage): string => {
    const { field, ...values } = message.values ?? {};
    // The values are strings, never numbers: a limit prints as the rule wrote it (300000, not 300,000).
    const all = field ? { ...values, field: fieldNameInMessage(fieldText, field, message.key) } : values;
    return (t as unknown as (key: string, values: Record<string, string>) => string)(message.key, all);
  };
}

/** The error map of a language: the rules' messages in it, and undefined for zod's own issues (its locale's). */
export function validationErrorMap(translate: ValidationTranslator): z.core.$ZodErrorMap {
  return (issue) => {
    const message = messageOf(issue as RawIssue);
    return message ? translate(message) : undefined;
  };
}

