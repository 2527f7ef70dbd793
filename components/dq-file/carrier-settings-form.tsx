'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { carrierSettingsSchema } from '@/lib/dq-file/dq-input';
import { DqJsonForm } from './dq-json-form';

/** An admin's DQ settings of a carrier: its time zone and its digest list (empty: the office's). */
export function CarrierSettingsForm({ companyCode, timeZone, digestEmails, officeTimeZone }: { companyCode: string; timeZone: string; digestEmails: string; officeTimeZone: string }) {
  const t = useTranslations('DqFile.settings');
  const [values, setValues] = useState({ timeZone, digestEmails });
  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <DqJsonForm url={`/api/staff/dq-settings/${encodeURIComponent(companyCode)}`} schema={carrierSettingsSchema} values={values} label={t('title', { carrier: companyCode })} submit={t('save')} savedText={t('saved')}>
      {(errors) => (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '14rem 1fr' }, alignItems: 'start' }}>
          <TextField label={t('timeZone')} value={values.timeZone} onChange={change('timeZone')} size="small" error={Boolean(errors.timeZone)} helperText={errors.timeZone ?? t('timeZoneHint', { office: officeTimeZone })} slotProps={{ htmlInput: { maxLength: 64, spellCheck: false } }} />
          <TextField label={t('emails')} value={values.digestEmails} onChange={change('digestEmails')} size="small" error={Boolean(errors.digestEmails)} helperText={errors.digestEmails ?? t('emailsHint')} slotProps={{ htmlInput: { maxLength: 1000, spellCheck: false, inputMode: 'email' } }} />
        </Box>
      )}
    </DqJsonForm>
  );
}
