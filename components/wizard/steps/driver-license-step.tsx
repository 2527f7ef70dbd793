'use client';

import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { LICENSE_DENIED_QUESTION } from '@/lib/applicant/fmcsa-schema';
import { useFieldMaxLength } from '../form-facts';
import { FieldGrid } from '../field-grid';
import { OutlinedTextField } from '../outlined-text-field';
import { FormTextField } from '../form-text-field';
import { requiredLabelSx } from '../required-marker';
import { useFormField } from '../use-form-field';
import { YesNoField } from '../yes-no-field';
import { useWizardForm } from '../wizard-form';

export function DriverLicenseStep() {
  const { control, setValue, clearErrors } = useWizardForm();
  const denied = useWatch({ control, name: 'licenseDenied' });

  // An explanation of something the applicant now says did not happen must not be sent along (it was hidden,
  // not erased).
  const clearReasonUnlessDenied = (answer: string) => {
    if (answer === 'Y') return;
    setValue('licenseDeniedReason', '');
    clearErrors('licenseDeniedReason');
  };

  return (
    <FieldGrid>
      <FormTextField name="driverState1" label="State" hint="Two letters, e.g. TX" required uppercase />
      <FormTextField name="driverLicense1" label="License No" required uppercase />
      <FormTextField name="driverType1" label="Type" hint="e.g. Class A CDL" required />
      <FormTextField name="driverEndorsement1" label="Endorsement" hint="Endorsements, or NONE" />
      <FormTextField name="driverExpiration1" label="Expiration Date" hint="mm/dd/yyyy, or NONE" required />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <YesNoField
          name="licenseDenied"
          question={LICENSE_DENIED_QUESTION}
          required
          onValueChange={clearReasonUnlessDenied}
        />
      </Box>
      {denied === 'Y' && (
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <DeniedExplanation />
        </Box>
      )}
    </FieldGrid>
  );
}

/** The explanation a Yes asks for: several lines of free text (391.21(b)(9)). */
function DeniedExplanation() {
  const { field, change, message } = useFormField('licenseDeniedReason');
  const maxLength = useFieldMaxLength('licenseDeniedReason');
  return (
    <OutlinedTextField
      name={field.name}
      value={field.value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label="Explanation"
      sx={requiredLabelSx}
      fullWidth
      multiline
      minRows={3}
      autoComplete="off"
      error={Boolean(message)}
      helperText={message ?? 'Which license, when, and why'}
      slotProps={{ htmlInput: { maxLength, 'aria-required': true } }}
    />
  );
}
