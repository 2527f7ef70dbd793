import type { FieldSpec, StepSpec } from './types';

/**
 * What a field's kind means for its input: plain functions over the declarations, the few that step 1 (part of the
 * wizard's first download) needs. The others, which the schemas, the payload and the later steps use, are in
 * ./field-facts.ts.
 */

/** The input masks of components/wizard/masked-text-field.tsx. */
export type FieldMask = 'date' | 'ssn' | 'phone' | 'zip' | 'monthYear';

const MASKS: Partial<Record<FieldSpec['kind'], FieldMask>> = {
  birthDate: 'date',
  date: 'date',
  monthYear: 'monthYear',
  ssn: 'ssn',
  phone: 'phone',
  zip: 'zip',
};

export const maskOf = (spec: FieldSpec): FieldMask | undefined => MASKS[spec.kind];

/** Upper-cased as typed (state codes, license numbers). */
export const isUppercase = (spec: FieldSpec) => spec.kind === 'state' || (spec.kind === 'text' && spec.uppercase === true);

/** A list entry's fields as the form names them: the base with suffix 1 (`employer1`). */
export const entryName = (base: string) => `${base}1`;

/** A step's single fields, in the order asked. */
export const fieldsOf = (step: StepSpec): [string, FieldSpec][] => Object.entries(step.fields ?? {});
