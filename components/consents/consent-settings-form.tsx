'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AGENCY_MAX, consentSettingsSchema } from '@/lib/consents/consent-settings-input';
import { NOTICE_STATE_CODES, type NoticeState } from '@/lib/consents/consents-to-sign';
import { useStaffSave } from '@/components/staff/use-staff-save';

export type ConsentSettingsValues = {
  askPsp: boolean;
  askClearinghouse: boolean;
  jobStates: NoticeState[];
  agencyName: string;
  agencyAddress: string;
  agencyPhone: string;
  agencyWebsite: string;
};

const STATE_NAMES: Record<NoticeState, string> = {
  CA: 'California',
  NY: 'New York',
  MN: 'Minnesota',
  OK: 'Oklahoma',
  WA: 'Washington',
  NJ: 'New Jersey',
  MA: 'Massachusetts',
};

const AGENCY_FIELDS = [
  { name: 'agencyName', label: 'Agency name', max: AGENCY_MAX.name, hint: ' ' },
  { name: 'agencyAddress', label: 'Agency address', max: AGENCY_MAX.address, hint: 'Street, city, state and ZIP' },
  { name: 'agencyPhone', label: 'Agency telephone', max: AGENCY_MAX.phone, hint: ' ' },
  { name: 'agencyWebsite', label: 'Agency website', max: AGENCY_MAX.website, hint: 'Where its privacy practices are described' },
] as const;

/** Which consents a carrier asks, the states of its jobs, and its consumer reporting agency (/staff/companies/{code}/consents). */
export function ConsentSettingsForm({ code, initial }: { code: string; initial: ConsentSettingsValues }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const { errors, message, busy, save: send } = useStaffSave();
  const set = (next: Partial<ConsentSettingsValues>) => setValues((current) => ({ ...current, ...next }));

  const save = (event: FormEvent) => {
    event.preventDefault();
    void send('/api/staff/companies/consents', consentSettingsSchema, { code, ...values }, () => {
      router.refresh();
      return 'Saved. The next applicant of this carrier signs these.';
    });
  };

  return (
    <Box component="form" onSubmit={save} noValidate aria-label="Consent settings" sx={{ display: 'grid', gap: 2 }}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      <Typography color="text.secondary">
        Always asked: the FCRA disclosure and authorization, with the summary of rights, and the notice of each state in
        the applicant&apos;s current and previous addresses (CA, MA, MN, NJ, NY, OK, WA).
      </Typography>
      <FormGroup>
        <FormControlLabel
          control={<Checkbox checked={values.askPsp} onChange={(event) => set({ askPsp: event.target.checked })} />}
          label="Ask for the PSP disclosure and authorization (FMCSA Pre-Employment Screening Program)"
        />
        <FormControlLabel
          control={<Checkbox checked={values.askClearinghouse} onChange={(event) => set({ askClearinghouse: event.target.checked })} />}
          label="Ask for the consent to limited queries of the Drug and Alcohol Clearinghouse (49 CFR 382.703(a))"
        />
      </FormGroup>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 500 }}>
          Jobs located in
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Every applicant of this carrier gets the notice of each state checked, wherever they live. Jobs in New York
          City or New Jersey: those laws restrict background checks before a conditional offer, and this application
          collects the consents with every application; ask counsel before using it for such jobs.
        </Typography>
        <FormGroup row>
          {NOTICE_STATE_CODES.map((state) => (
            <FormControlLabel
              key={state}
              label={STATE_NAMES[state]}
              control={
                <Checkbox
                  checked={values.jobStates.includes(state)}
                  onChange={(event) =>
                    set({ jobStates: event.target.checked ? [...values.jobStates, state] : values.jobStates.filter((chosen) => chosen !== state) })
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" sx={{ fontWeight: 500, mb: 1 }}>
          Consumer reporting agency
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {AGENCY_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              value={values[field.name]}
              onChange={(event) => set({ [field.name]: event.target.value })}
              size="small"
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? field.hint}
              slotProps={{ htmlInput: { maxLength: field.max } }}
            />
          ))}
        </Box>
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          Save consent settings
        </Button>
      </Box>
    </Box>
  );
}
