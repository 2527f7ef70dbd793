'use client';

import { FieldGrid } from '../field-grid';
import { FormTextField } from '../form-text-field';
import { MaskedTextField } from '../masked-text-field';

export function BasicInformationStep() {
  return (
    <FieldGrid>
      <FormTextField
        name="applicantName"
        label="Applicant Name"
        hint="First and last name"
        required
        autoComplete="name"
      />
      <MaskedTextField
        name="dob"
        label="Date of Birth"
        mask="date"
        hint="mm/dd/yyyy, e.g. 05/07/1990"
        required
        autoComplete="bday"
      />
      <MaskedTextField name="ssn" label="Social Security Number" mask="ssn" hint="000-00-0000" required />
    </FieldGrid>
  );
}
