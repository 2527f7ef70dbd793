import * as z from 'zod/mini';
import {
  chooseOne,
  dateOfBirth,
  dateOrNone,
  emailAddress,
  monthYear,
  optionalText,
  phoneNumber,
  preprocess,
  requiredText,
  socialSecurityNumber,
  stateCode,
  text,
  usDate,
  yesNo,
  zipCode,
  choice,
  type FieldPath,
  type RuleContext,
} from './rules';
import { described } from './input-facts';
import type { FieldSpec, FieldSpecs, GroupSpec } from './steps/types';
import { say, type FieldName } from './validation-message';

/**
 * A declared field's rule (lib/applicant/steps): its kind picks the building block of ./rules.ts, its `max` the
 * length limit, its name the words of its messages. The API and the wizard use the same rule for every field, but
 * for the boxes (booleans in the form, Y in the payload).
 */

type Rule = z.core.$ZodType;
type Values = Record<string, unknown>;

export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** What the published format says of a signature: a PNG data URL (the server decodes the image, lib/server/signature-png.ts). */
const PNG_DATA_URL_PATTERN = /^data:image\/png;base64,.*$/;

const signatureImage = (field: FieldName, required: boolean) =>
  described(
    preprocess(
      (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
      z.string().check(
        ...(required ? [z.refine<string>((url) => url.length > 0, { params: say('required', { field }) })] : []),
        z.refine((url: string) => url === '' || url.startsWith(PNG_DATA_URL_PREFIX), { params: say('signaturePng') }),
      ),
    ),
    { pattern: PNG_DATA_URL_PATTERN, optional: !required },
  );

/**
 * The rule of one value. `required`: refused when empty by the rule itself (a field required 'always' that is
 * always asked); the others are required by the checks of `requireDeclared` and `requireEntry`, which know where.
 */
export function fieldRule(name: string, spec: FieldSpec, { required = false } = {}): Rule {
  const field = name as FieldName;
  switch (spec.kind) {
    case 'text':
    case 'multiline':
    case 'signatureStrokes':
      return required ? requiredText(field, spec.max) : optionalText(field, spec.max);
    case 'email':
      return emailAddress(field, spec.max, required);
    case 'date':
      return usDate(field, spec.max, required);
    case 'birthDate':
      return dateOfBirth(field, required);
    case 'dateOrNone':
      return dateOrNone(field, required);
    case 'monthYear':
      return monthYear(field, required);
    case 'ssn':
      return socialSecurityNumber(field, required);
    case 'phone':
      return phoneNumber(field, required);
    case 'zip':
      return zipCode(field, required);
    case 'state':
      return stateCode(field, required);
    case 'select':
      return chooseOne(field, spec.options, { required });
    case 'yesNo':
      return yesNo({ required });
    case 'consent':
      return choice(['Y'], { key: spec.invalid });
    case 'signatureImage':
      return signatureImage(field, required);
    case 'agreement':
      throw new Error(`"${name}" is an I Agree box, which only the form holds`);
  }
}

/** A box as the wizard holds it: a boolean, checked when required. */
function boxRule(spec: FieldSpec & { kind: 'agreement' | 'consent' }): Rule {
  if (!spec.required) return z.boolean();
  return z.boolean().check(z.refine((checked) => checked, { params: say(spec.missing) }));
}

/** Whether a single field's own rule refuses it empty: required everywhere, and always asked. */
const refusedEmptyByRule = (spec: FieldSpec) => spec.required === 'always' && !spec.shownWhen;

/** The API's rule of a single field (not a group's). */
export const apiFieldRule = (name: string, spec: FieldSpec): Rule =>
  fieldRule(name, spec, { required: refusedEmptyByRule(spec) });

/** The wizard's rule of a single field: the API's, but a box is a boolean. */
export function wizardFieldRule(name: string, spec: FieldSpec): Rule {
  if (spec.kind === 'agreement' || spec.kind === 'consent') return boxRule(spec);
  return fieldRule(name, spec, { required: refusedEmptyByRule(spec) });
}

/** A group field's rule: empty is fine here; `requireEntry` requires the fields of an entry that is given. */
export const groupFieldRule = (name: string, spec: FieldSpec): Rule => fieldRule(name, spec);

/** The message of a required field left empty. */
export function missingMessage(name: string, spec: FieldSpec) {
  if (spec.missing) return say(spec.missing);
  if (spec.kind === 'yesNo') return say('yesNo');
  return say('required', { field: name as FieldName });
}

const isShown = (spec: FieldSpec, values: Values) => !spec.shownWhen || text(values[spec.shownWhen.field]) === spec.shownWhen.equals;

/**
 * The single fields required apart from their own rule, in the order asked: on the wizard's side every field
 * required 'wizard' (the API takes them optional for the original client), and on both sides a required field
 * that is asked only after another answer (the explanation a Yes calls for) while it is asked.
 */
export function requireDeclared(fields: FieldSpecs, values: Values, context: RuleContext, side: 'wizard' | 'api') {
  for (const [name, spec] of Object.entries(fields)) {
    if (!spec.required || refusedEmptyByRule(spec) || spec.kind === 'agreement' || spec.kind === 'consent') continue;
    if (spec.required === 'wizard' && side === 'api') continue;
    if (!isShown(spec, values)) continue;
    if (text(values[name]) === '') context.addIssue({ code: 'custom', path: [name], params: missingMessage(name, spec) });
  }
}

/** A table with a "Check if NONE" box: its first row is complete (the box fills it with NONE), API too. */
export function requireFirstRow(group: GroupSpec, values: Values, context: RuleContext) {
  if (!group.noneBox) return;
  for (const base of Object.keys(group.fields)) {
    const name = `${base}${group.numbers[0]}`;
    if (text(values[name]) === '') {
      context.addIssue({ code: 'custom', path: [name], params: say('requiredOrNone', { field: base as FieldName }) });
    }
  }
}

/**
 * One entry of a list group, given whole: each of its required fields (`side`: the wizard requires its 'wizard'
 * ones too) is filled. `entry` holds the fields under the names `nameOf` gives (suffix 1 in the form's lists, the
 * slot's number in the flat payload); `pathOf` places the issues.
 */
export function requireEntry(
  fields: FieldSpecs,
  entry: Values,
  context: RuleContext,
  { side, nameOf, pathOf }: { side: 'wizard' | 'api'; nameOf: (base: string) => string; pathOf: FieldPath },
) {
  for (const [base, spec] of Object.entries(fields)) {
    if (!spec.required || (spec.required === 'wizard' && side === 'api')) continue;
    const name = nameOf(base);
    if (text(entry[name]) === '') context.addIssue({ code: 'custom', path: pathOf(name), params: missingMessage(base, spec) });
  }
}
