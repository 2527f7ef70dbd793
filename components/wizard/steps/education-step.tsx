'use client';

import { GRADE_OPTIONS, SCHOOL_YEAR_OPTIONS } from '@/lib/applicant/schema';
import { FieldGrid } from '../field-grid';
import { FormSelectField } from '../form-select-field';
import { FormTextField } from '../form-text-field';
import { MaskedTextField } from '../masked-text-field';
import { useWizardForm } from '../wizard-form';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const gradeOptions = asOptions(GRADE_OPTIONS);
const schoolYearOptions = asOptions(SCHOOL_YEAR_OPTIONS);

export function EducationStep() {
  const { trigger, getFieldState } = useWizardForm();

  // The "at least one of the three" message sits on Highest Grade Completed; any of the three can satisfy it.
  const recheckEducationRule = () => {
    if (getFieldState('grade').invalid) void trigger('grade');
  };

  return (
    <FieldGrid>
      <FormSelectField
        name="grade"
        label="Highest Grade Completed"
        options={gradeOptions}
        hint="Grade 1 to 8"
        emptyOptionLabel="Not selected"
        onValueChange={recheckEducationRule}
      />
      <FormSelectField
        name="highSchool"
        label="Highschool"
        options={schoolYearOptions}
        hint="Years completed, 1 to 4"
        emptyOptionLabel="Not selected"
        onValueChange={recheckEducationRule}
      />
      <FormSelectField
        name="college"
        label="College"
        options={schoolYearOptions}
        hint="Years completed, 1 to 4"
        emptyOptionLabel="Not selected"
        onValueChange={recheckEducationRule}
      />
      <FormTextField name="schoolName" label="Last School Attended" />
      <FormTextField name="schoolCity" label="City" />
      <MaskedTextField name="schoolFrom" label="Date From" mask="date" hint="mm/dd/yyyy" />
      <MaskedTextField name="schoolTo" label="Date To" mask="date" hint="mm/dd/yyyy" />
    </FieldGrid>
  );
}
