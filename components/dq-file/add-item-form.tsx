'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { addItemSchema } from '@/lib/dq-file/dq-input';
import { DQ_ITEM_KINDS } from '@/lib/dq-file/item-kinds';
import { DqJsonForm } from './dq-json-form';

/** An item that applies to this driver beside the checklist opened at hire: an MVR of another state, a medical variance. */
export function AddItemForm({ fileId }: { fileId: number }) {
  const t = useTranslations('DqFile');
  const [values, setValues] = useState({ kind: 'mvr', subject: '' });
  return (
    <DqJsonForm url={`/api/staff/drivers/${fileId}/items`} schema={addItemSchema} values={values} label={t('file.addItem')} submit={t('file.addItemSubmit')} savedText={t('file.itemAdded')} onSaved={() => setValues({ kind: 'mvr', subject: '' })}>
      {(errors) => (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <TextField select label={t('file.addItemKind')} value={values.kind} onChange={(event) => setValues({ ...values, kind: event.target.value })} size="small" error={Boolean(errors.kind)} helperText={errors.kind ?? ' '}>
            {DQ_ITEM_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('file.addItemSubject')} value={values.subject} onChange={(event) => setValues({ ...values, subject: event.target.value })} size="small" disabled={values.kind !== 'mvr'} error={Boolean(errors.subject)} helperText={errors.subject ?? ' '} slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }} />
        </Box>
      )}
    </DqJsonForm>
  );
}
