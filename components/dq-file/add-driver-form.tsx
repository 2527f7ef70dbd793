'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { addDriverSchema } from '@/lib/dq-file/dq-input';
import { DqJsonForm } from './dq-json-form';

const EMPTY = { driverName: '', hireDate: '', licenseStates: '' };

/** A driver hired before this app, added by hand to the carrier shown: the DQ file opens with its checklist. */
export function AddDriverForm({ companyCode, today }: { companyCode: string; today: string }) {
  const t = useTranslations('DqFile.add');
  const [values, setValues] = useState({ ...EMPTY, hireDate: today });
  const change = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  return (
    <DqJsonForm
      url="/api/staff/drivers"
      schema={addDriverSchema}
      values={{ ...values, companyCode }}
      label={t('title')}
      submit={t('submit')}
      savedText={t('added')}
      onSaved={() => setValues({ ...EMPTY, hireDate: today })}
    >
      {(errors) => (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1.5fr 12rem 1fr' }, alignItems: 'start' }}>
          <TextField label={t('name')} value={values.driverName} onChange={change('driverName')} required size="small" error={Boolean(errors.driverName)} helperText={errors.driverName ?? ' '} slotProps={{ htmlInput: { maxLength: 120, autoComplete: 'off' } }} />
          <TextField label={t('hireDate')} type="date" value={values.hireDate} onChange={change('hireDate')} required size="small" error={Boolean(errors.hireDate)} helperText={errors.hireDate ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={t('states')} value={values.licenseStates} onChange={change('licenseStates')} size="small" error={Boolean(errors.licenseStates)} helperText={errors.licenseStates ?? t('statesHint')} slotProps={{ htmlInput: { maxLength: 60, spellCheck: false, autoCapitalize: 'characters' } }} />
        </Box>
      )}
    </DqJsonForm>
  );
}
