'use client';

import { useWatch } from 'react-hook-form';
import { ARMY_DETAIL_FIELDS } from '@/lib/applicant/schema';
import { FieldGrid } from '../field-grid';
import { FormSelectField } from '../form-select-field';
import { FormTextField } from '../form-text-field';
import { MaskedTextField } from '../masked-text-field';
import { useWizardForm } from '../wizard-form';

const answers = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
] as const;

export function ArmedForcesStep() {
  const { control, setValue, clearErrors } = useWizardForm();
  const served = useWatch({ control, name: 'servedArmy' });

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
        label="Served in the US Armed Forces"
        options={answers}
        required
        onValueChange={clearDetailsUnlessServed}
      />
      {served === 'Y' && (
        <>
          <FormTextField name="branch" label="Branch" />
          <FormTextField name="rank" label="Rank at Discharge" />
          <MaskedTextField name="armyFrom" label="Date From" mask="date" hint="mm/dd/yyyy" />
          <MaskedTextField name="armyTo" label="Date To" mask="date" hint="mm/dd/yyyy" />
          <FormTextField name="expServing" label="Experience while serving" />
        </>
      )}
    </FieldGrid>
  );
}
