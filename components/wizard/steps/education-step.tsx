'use client';

import { education } from '@/lib/applicant/steps/education';
import { FieldGrid } from '../field-grid';
import { FormSelectField } from '../form-select-field';
import { StepField } from '../step-field';
import { useWizardForm } from '../wizard-form';
import { useStepSpec } from '../wizard-texts';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function EducationStep() {
  const { trigger, getFieldState } = useWizardForm();
  const { fields, texts } = useStepSpec(education);

  // The "at least one of the three" message sits on Highest Grade Completed; any of the three can satisfy it.
  const recheckEducationRule = () => {
    if (getFieldState('grade').invalid) void trigger('grade');
  };

  return (
    <FieldGrid>
      {(['grade', 'highSchool', 'college'] as const).map((name) => (
        <FormSelectField
          key={name}
          name={name}
          label={fields[name].label}
          options={asOptions(fields[name].options)}
          hint={fields[name].hint}
          emptyOptionLabel={texts.notSelected}
          onValueChange={recheckEducationRule}
        />
      ))}
      {(['schoolName', 'schoolCity', 'schoolFrom', 'schoolTo'] as const).map((name) => (
        <StepField key={name} name={name} spec={fields[name]} />
      ))}
    </FieldGrid>
  );
}
