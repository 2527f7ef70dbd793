'use client';

import { FieldGrid } from '../field-grid';
import { FormTextField } from '../form-text-field';

export function DriverLicenseStep() {
  return (
    <FieldGrid>
      <FormTextField name="driverState1" label="State" hint="Two letters, e.g. TX" required uppercase />
      <FormTextField name="driverLicense1" label="License No" required uppercase />
      <FormTextField name="driverType1" label="Type" hint="e.g. Class A CDL" required />
      <FormTextField name="driverEndorsement1" label="Endorsement" hint="Endorsements, or NONE" />
      <FormTextField name="driverExpiration1" label="Expiration Date" hint="mm/dd/yyyy, or NONE" required />
    </FieldGrid>
  );
}
