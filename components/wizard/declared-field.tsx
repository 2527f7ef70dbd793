'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { TextFieldName } from '@/lib/applicant/form-values';
import type { FieldSpec } from '@/lib/applicant/steps/types';
import { FormSelectField } from './form-select-field';
import { MultilineField } from './multiline-field';
import { TypedField, type FieldProps } from './typed-field';
import { useFormField } from './use-form-field';
import { useWizardForm } from './wizard-form';
import { useTranslations } from 'next-intl';
import { declaredKey } from '@/lib/i18n/declared-key';
import { useYesNoOptions } from './yes-no-options';
import { YesNoField } from './yes-no-field';

export type DeclaredFieldProps = FieldProps & {
  /** Fields of the step asked only after a given answer of this one: emptied when another answer is chosen. */
  dependents?: readonly FieldSpecEntry[];
};
type FieldSpecEntry = readonly [string, FieldSpec];

/**
 * Any declared field, drawn by its kind: a choice as a select (Yes/No too, when so declared) or as two radio
 * buttons under its question, several lines of text, or a typed answer (./typed-field.tsx). Not part of the page's
 * first download: ./step-field.tsx fetches it when a step first shows a kind that is not typed.
 */
export function DeclaredField({ dependents = [], ...props }: DeclaredFieldProps) {
  const { name, field, spec, ariaLabel } = props;
  const { setValue, clearErrors, getFieldState, trigger } = useWizardForm();
  const t = useTranslations('Fields');
  const steps = useTranslations('WizardSteps');
  const yesNo = useYesNoOptions();
  const required = spec.required !== undefined;
  const hint = t.has(declaredKey(`${field}.hint`)) ? t(declaredKey(`${field}.hint`)) : undefined;

  const onValueChange = (answer: string) => {
    // What another answer asked for must not be sent along once hidden (hidden is not erased).
    const stale = dependents.filter(([, dependent]) => dependent.shownWhen?.equals !== answer).map(([dependent]) => dependent as TextFieldName);
    for (const dependent of stale) setValue(dependent, '');
    if (stale.length > 0) clearErrors(stale);
    // A rule over several fields keeps its message on one of them: any of them can satisfy it.
    if (spec.recheck && getFieldState(spec.recheck as TextFieldName).invalid) void trigger(spec.recheck as TextFieldName);
  };

  switch (spec.kind) {
    case 'select':
    case 'yesNo':
      if (spec.kind === 'yesNo' && spec.asked === 'radios') {
        return (
          <YesNoField
            name={name}
            question={t(declaredKey(`${field}.question`))}
            ariaLabel={ariaLabel}
            required={required}
            onValueChange={dependents.length > 0 ? onValueChange : undefined}
          />
        );
      }
      return (
        <FormSelectField
          name={name}
          label={t(declaredKey(`${field}.label`))}
          options={spec.kind === 'yesNo' ? yesNo : spec.options.map((value) => ({ value, label: value }))}
          required={required || undefined}
          hint={hint}
          // An optional choice can be taken back.
          emptyOptionLabel={required ? undefined : steps('notSelected')}
          onValueChange={dependents.length > 0 || spec.recheck ? onValueChange : undefined}
        />
      );
    case 'multiline':
      return <MultilineField name={name} label={t(declaredKey(`${field}.label`))} hint={hint} required={required} />;
    case 'consent':
      // An optional box of a step (step 4's "I don't have my medical card with me"); step 11's draw their own.
      return <DeclaredBox name={name as unknown as BoxFieldName} label={t(declaredKey(`${field}.label`))} />;
    default:
      return <TypedField {...props} />;
  }
}

type BoxFieldName = 'medicalCardMissing';

/** A box the applicant may check; sent as Y when checked. */
function DeclaredBox({ name, label }: { name: BoxFieldName; label: string }) {
  const { field, change, message } = useFormField(name);
  return (
    <FormControl error={Boolean(message)}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => change(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      {message && <FormHelperText>{message}</FormHelperText>}
    </FormControl>
  );
}
