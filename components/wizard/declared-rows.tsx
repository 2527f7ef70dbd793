'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { AccidentRowField, ApplicationFormValues, TrafficRowField } from '@/lib/applicant/form-values';
import { NONE } from '@/lib/applicant/steps/order';
import type { GroupSpec, StepSpec } from '@/lib/applicant/steps/types';
import { RowFieldset, WideCell } from './row-fieldset';
import { StepField } from './step-field';
import { useFormField } from './use-form-field';
import { useWizardForm } from './wizard-form';
import { useTranslations } from 'next-intl';
import { declaredKey } from '@/lib/i18n/declared-key';

type RowField = AccidentRowField | TrafficRowField;
type NoneBox = keyof { [K in keyof ApplicationFormValues as ApplicationFormValues[K] extends boolean ? K : never]: true };

type DeclaredRowsProps = { step: StepSpec; groupName: string; group: GroupSpec };

/**
 * A group held as rows (lib/applicant/steps), each row a titled card of its cells: numbered ("Accident 1"), or
 * titled by the step's texts (the classes of equipment). With a "Check if NONE" box (docs/specification.md §4),
 * checking fills the first row with NONE, empties the others and locks them; unchecking empties every row.
 */
export function DeclaredRows({ step, groupName, group }: DeclaredRowsProps) {
  return group.noneBox ? (
    <RowsWithNoneBox step={step} groupName={groupName} group={group} noneBox={group.noneBox as NoneBox} />
  ) : (
    <Stack spacing={2}>
      <Rows step={step} groupName={groupName} group={group} none={false} />
    </Stack>
  );
}

function RowsWithNoneBox({ step, groupName, group, noneBox }: DeclaredRowsProps & { noneBox: NoneBox }) {
  const { setValue, clearErrors } = useWizardForm();
  const { field } = useFormField(noneBox);
  const none = field.value;
  const t = useTranslations('Steps');

  const toggleNone = (checked: boolean) => {
    field.onChange(checked);
    const cells = group.numbers.flatMap((row) =>
      Object.keys(group.fields).map((base) => ({ name: `${base}${row}` as RowField, value: checked && row === 1 ? NONE : '' })),
    );
    for (const { name, value } of cells) setValue(name, value, { shouldDirty: true });
    clearErrors(cells.map(({ name }) => name));
  };

  return (
    <Stack spacing={2}>
      <FormControlLabel
        label={t(declaredKey(`${step.id}.texts.noneBox`))}
        control={
          <Checkbox
            name={field.name}
            checked={none}
            onChange={(event) => toggleNone(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      <Rows step={step} groupName={groupName} group={group} none={none} />
    </Stack>
  );
}

function Rows({ step, groupName, group, none }: DeclaredRowsProps & { none: boolean }) {
  const t = useTranslations('WizardSteps');
  const steps = useTranslations('Steps');
  const fields = useTranslations('Fields');
  const texts = `${step.id}.groups.${groupName}`;
  const columns = Object.entries(group.fields);
  return group.numbers.map((row) => {
    const title = group.titledRows ? steps(declaredKey(`${texts}.rows.${row}`)) : undefined;
    return (
      <RowFieldset
        key={row}
        legend={title ?? t('rowEntry', { entryName: steps(declaredKey(`${texts}.entryName`)), n: row })}
        desktopColumns={group.columns ?? `repeat(${columns.length}, 1fr)`}
      >
        {columns.map(([base, spec]) => {
          const label = fields(declaredKey(`${base}.label`));
          return (
            <WideCell key={base} wide={spec.wide}>
              <StepField
                name={`${base}${row}` as RowField}
                field={base}
                spec={spec}
                ariaLabel={title ? t('experienceField', { title, label: label.toLowerCase() }) : t('rowField', { label, n: row })}
                required={group.noneBox ? row === 1 && !none : undefined}
                disabled={group.noneBox ? none : undefined}
              />
            </WideCell>
          );
        })}
      </RowFieldset>
    );
  });
}
