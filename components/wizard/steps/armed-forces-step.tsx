'use client';

import { useWatch } from 'react-hook-form';
import { ARMY_DETAIL_FIELDS, armedForces } from '@/lib/applicant/steps/armed-forces';
import { FieldGrid } from '../field-grid';
import { FormSelectField } from '../form-select-field';
import { StepField } from '../step-field';
import { useWizardForm } from '../wizard-form';
import { useStepSpec, useYesNoOptions } from '../wizard-texts';

export function ArmedForcesStep() {
  const { control, setValue, clearErrors } = useWizardForm();
  const served = useWatch({ control, name: 'servedArmy' });
  const { fields } = useStepSpec(armedForces);
  const yesNo = useYesNoOptions();

  // Details of a service the applicant says did not happen must not be sent along (they were hidden, not erased).
  const clearDetailsUnlessServed = (answer: string) => {
    if (answer === 'Y') return;
    for (const name of ARMY_DETAIL_FIELDS) setValue(name, '');
    clearErrors([...ARMY_DETAIL_FIELDS]);
  };

  return (
    <FieldGrid>
      <FormSelectField
        name="servedArmy"
        label={fields.servedArmy.label}
        options={yesNo}
        required={fields.servedArmy.required}
        onValueChange={clearDetailsUnlessServed}
      />
      {served === 'Y' && (
        <>
          {ARMY_DETAIL_FIELDS.map((name) => (
            <StepField key={name} name={name} spec={fields[name]} />
          ))}
        </>
      )}
    </FieldGrid>
  );
}
