'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFormField } from './use-form-field';
import { useWizardT } from './wizard-texts';

type AgreementFieldName = 'agreeAccidentProcedure' | 'agreePhonePolicy';

/** The "I Agree" box that completes a policy step; its message is tied to the box for screen readers. */
export function AgreementCheckbox({ name }: { name: AgreementFieldName }) {
  const { field, change, message } = useFormField(name);
  const messageId = `${name}-message`;
  const t = useWizardT('WizardSteps');
  return (
    <FormControl error={Boolean(message)} sx={{ mt: 1 }}>
      <FormControlLabel
        label={t('iAgree')}
        control={
          <Checkbox
            name={field.name}
            checked={field.value}
            onChange={(event) => change(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-required': true,
                'aria-invalid': message ? true : undefined,
                'aria-describedby': message ? messageId : undefined,
              },
            }}
          />
        }
      />
      {message && <FormHelperText id={messageId}>{message}</FormHelperText>}
    </FormControl>
  );
}
