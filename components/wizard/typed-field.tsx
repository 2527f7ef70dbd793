'use client';

import type { TextFieldName } from '@/lib/applicant/form-values';
import { isUppercase, maskOf } from '@/lib/applicant/steps/field-kinds';
import type { FieldKind, FieldSpec } from '@/lib/applicant/steps/types';
import { FormTextField } from './form-text-field';
import { MaskedTextField } from './masked-text-field';
import { useTranslations } from 'next-intl';
import { declaredKey } from '@/lib/i18n/declared-key';

export type FieldProps = {
  /** Where the form holds it: the field's name, or its place in a list (`previousAddresses.0.prevCity1`). */
  name: TextFieldName;
  /** The declared field's name (a group's by base name): its texts are the catalog's `Fields.<field>`. */
  field: string;
  /** Its declaration (lib/applicant/steps): kind, mask, limits, … */
  spec: FieldSpec;
  /** The accessible name when the label alone is ambiguous (the same label in several rows or entries). */
  ariaLabel?: string;
  /** Overrides the declaration's `required` (the rows after the first of a table, a row locked by NONE). */
  required?: boolean;
  disabled?: boolean;
};

/** The kinds answered by typing: drawn here, in every step's first download. */
export const TYPED_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'email', 'date', 'birthDate', 'dateOrNone', 'monthYear', 'ssn', 'phone', 'zip', 'state']);

/** A typed answer as declared: masked when its kind has a mask, plain otherwise. */
export function TypedField({ name, field, spec, ariaLabel, required = spec.required !== undefined, disabled }: FieldProps) {
  const t = useTranslations('Fields');
  const label = t(declaredKey(`${field}.label`));
  const hint = t.has(declaredKey(`${field}.hint`)) ? t(declaredKey(`${field}.hint`)) : undefined;
  const mask = maskOf(spec);
  const common = { name, label, hint, ariaLabel, required, autoComplete: spec.autoComplete };
  if (mask) return <MaskedTextField {...common} mask={mask} />;
  return (
    <FormTextField
      {...common}
      disabled={disabled}
      uppercase={isUppercase(spec) || undefined}
      inputMode={spec.kind === 'text' && spec.numeric ? 'numeric' : undefined}
      type={spec.kind === 'email' ? 'email' : undefined}
    />
  );
}
