'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import TextField from '@mui/material/TextField';
import { terminateSchema } from '@/lib/dq-file/dq-input';
import { DqJsonForm } from './dq-json-form';

/** The end of employment: a date on the file (not an application status), which starts the three years of keeping. */
export function TerminateForm({ fileId, today }: { fileId: number; today: string }) {
  const t = useTranslations('DqFile.file');
  const [terminationDate, setDate] = useState(today);
  return (
    <DqJsonForm url={`/api/staff/drivers/${fileId}/termination`} schema={terminateSchema} values={{ terminationDate }} label={t('terminate')} submit={t('terminate')} savedText={t('terminated')}>
      {(errors) => (
        <TextField label={t('terminateDate')} type="date" value={terminationDate} onChange={(event) => setDate(event.target.value)} required size="small" error={Boolean(errors.terminationDate)} helperText={errors.terminationDate ?? ' '} slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: '16rem' }} />
      )}
    </DqJsonForm>
  );
}
