'use client';

import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useFormField } from './use-form-field';
import { useTranslations } from 'next-intl';

type AgreementFieldName = 'agreeAccidentProcedure' | 'agreePhonePolicy' | 'noticeAcknowledged' | 'safetyHistoryAuthorized' | 'esignConsent';

/** A long statement wraps beside the box, the box staying at its first line. */
const LONG_LABEL = { alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } } as const;

/**
 * A required box, its message tied to it for screen readers: the "I Agree" that completes a policy step, or, with
 * `label`, a statement of its own (step 11's notice, authorization and consent to sign electronically).
 */
export function AgreementCheckbox({ name, label }: { name: AgreementFieldName; label?: string }) {
  const { field, change, message } = useFormField(name);
  const messageId = `${name}-message`;
  const t = useTranslations('WizardSteps');
  return (
    <FormControl error={Boolean(message)} sx={label ? undefined : { mt: 1 }}>
      <FormControlLabel
        label={label ?? t('iAgree')}
        sx={label ? LONG_LABEL : undefined}
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
