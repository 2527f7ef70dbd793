'use client';

import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { driverLicense } from '@/lib/applicant/steps/driver-license';
import { useFieldMaxLength } from '../form-facts';
import { FieldGrid } from '../field-grid';
import { OutlinedTextField } from '../outlined-text-field';
import { requiredLabelSx } from '../required-marker';
import { StepField } from '../step-field';
import { useFormField } from '../use-form-field';
import { YesNoField } from '../yes-no-field';
import { useWizardForm } from '../wizard-form';
import { useStepSpec } from '../wizard-texts';

export function DriverLicenseStep() {
  const { control, setValue, clearErrors } = useWizardForm();
  const denied = useWatch({ control, name: 'licenseDenied' });
  const { fields } = useStepSpec(driverLicense);

  // An explanation of something the applicant now says did not happen must not be sent along (it was hidden,
  // not erased).
  const clearReasonUnlessDenied = (answer: string) => {
    if (answer === 'Y') return;
    setValue('licenseDeniedReason', '');
    clearErrors('licenseDeniedReason');
  };

  return (
    <FieldGrid>
      <StepField name="driverState1" spec={fields.driverState1} />
      <StepField name="driverLicense1" spec={fields.driverLicense1} />
      <StepField name="driverType1" spec={fields.driverType1} />
      <StepField name="driverEndorsement1" spec={fields.driverEndorsement1} />
      <StepField name="driverExpiration1" spec={fields.driverExpiration1} />
      <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
        <YesNoField
          name="licenseDenied"
          question={fields.licenseDenied.question}
          required={fields.licenseDenied.required}
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
  const { fields } = useStepSpec(driverLicense);
  return (
    <OutlinedTextField
      name={field.name}
      value={field.value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={fields.licenseDeniedReason.label}
      sx={requiredLabelSx}
      fullWidth
      multiline
      minRows={3}
      autoComplete="off"
      error={Boolean(message)}
      helperText={message ?? fields.licenseDeniedReason.hint}
      slotProps={{ htmlInput: { maxLength, 'aria-required': true } }}
    />
  );
}
