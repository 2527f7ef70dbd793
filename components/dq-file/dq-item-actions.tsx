'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';
import { recordItemSchema } from '@/lib/dq-file/dq-input';
import { DQ_ITEM_SPECS, type DqItemKind } from '@/lib/dq-file/item-kinds';
import { staffFetch } from '@/lib/staff/staff-fetch';
import { DqJsonForm } from './dq-json-form';

export type ItemValues = { id: number; kind: DqItemKind; status: string; doneOn: string; expiresOn: string; result: string; notes: string; reason: string };

/**
 * What the office does with one item: record it (done, with its day, expiry or result as its kind asks; or not
 * applicable, with the reason), add a document through the upload pipeline, and, for an admin, delete an item
 * recorded by mistake.
 */
export function DqItemActions({ fileId, item, itemName, today, isAdmin }: { fileId: number; item: ItemValues; itemName: string; today: string; isAdmin: boolean }) {
  const t = useTranslations('DqFile');
  const router = useRouter();
  const spec = DQ_ITEM_SPECS[item.kind];
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({
    status: item.status === 'not-applicable' ? 'not-applicable' : 'done',
    doneOn: item.doneOn || today,
    expiresOn: item.expiresOn,
    result: item.result,
    notes: item.notes,
    reason: item.reason,
  });
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const formId = useId();
  const change = (name: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const itemUrl = `/api/staff/drivers/${fileId}/items/${item.id}`;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setNotice(null);
    try {
      const response = await fetch(`${itemUrl}/documents`, {
        method: 'POST',
        headers: { 'Content-Type': file.type || 'application/octet-stream', [CSRF_HEADER]: readCookie(CSRF_COOKIE, document.cookie) ?? '' },
        body: file,
        credentials: 'same-origin',
      });
      const answer = (await response.json().catch(() => ({}))) as { error?: string };
      setNotice(response.ok ? { severity: 'success', text: t('record.uploaded') } : { severity: 'error', text: answer.error ?? t('record.noConnection') });
      if (response.ok) router.refresh();
    } catch {
      setNotice({ severity: 'error', text: t('record.noConnection') });
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (!window.confirm(t('record.deleteConfirm'))) return;
    try {
      const response = await staffFetch(itemUrl, { method: 'DELETE' });
      const answer = (await response.json().catch(() => ({}))) as { error?: string };
      setNotice(response.ok ? { severity: 'success', text: t('record.deleted') } : { severity: 'error', text: answer.error ?? t('record.noConnection') });
      if (response.ok) router.refresh();
    } catch {
      setNotice({ severity: 'error', text: t('record.noConnection') });
    }
  };

  const sent = values.status === 'done'
    ? { status: 'done', doneOn: values.doneOn, expiresOn: spec.expires ? values.expiresOn : '', result: spec.results ? values.result : '', notes: values.notes }
    : { status: 'not-applicable', reason: values.reason, notes: values.notes };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {notice && <Alert severity={notice.severity}>{notice.text}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {/* Short words on the buttons; their names begin with them and add the item (WCAG 2.5.3, label in name). */}
        <Button size="small" variant="outlined" aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)} aria-label={t('record.heading', { item: itemName })}>
          {t('record.record')}
        </Button>
        <Button size="small" variant="outlined" component="label" loading={uploading}>
          {t('record.uploadShort')}
          <input type="file" hidden accept="application/pdf,image/jpeg,image/png,image/webp" onChange={(event) => void upload(event)} aria-label={`${t('record.upload')}: ${itemName}`} />
        </Button>
        {isAdmin && (
          <Button size="small" color="error" onClick={() => void remove()} aria-label={`${t('record.delete')}: ${itemName}`}>
            {t('record.deleteShort')}
          </Button>
        )}
      </Box>
      {open && (
        <Box id={formId}>
          <DqJsonForm url={itemUrl} schema={recordItemSchema} values={sent} label={t('record.heading', { item: itemName })} submit={t('record.save')} savedText={t('record.saved')} onSaved={() => setOpen(false)}>
            {(errors) => (
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, alignItems: 'start' }}>
                <RadioGroup row value={values.status} onChange={change('status')} aria-label={t('record.status')} sx={{ gridColumn: '1 / -1' }}>
                  <FormControlLabel value="done" control={<Radio />} label={t('standings.done')} />
                  <FormControlLabel value="not-applicable" control={<Radio />} label={t('standings.not-applicable')} />
                </RadioGroup>
                {values.status === 'done' ? (
                  <>
                    <TextField label={t('record.doneOn')} type="date" value={values.doneOn} onChange={change('doneOn')} required size="small" error={Boolean(errors.doneOn)} helperText={errors.doneOn ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
                    {spec.expires && (
                      <TextField label={t('record.expiresOn')} type="date" value={values.expiresOn} onChange={change('expiresOn')} required size="small" error={Boolean(errors.expiresOn)} helperText={errors.expiresOn ?? ' '} slotProps={{ inputLabel: { shrink: true } }} />
                    )}
                    {spec.results && (
                      <TextField select label={t('record.result')} value={values.result} onChange={change('result')} required size="small" error={Boolean(errors.result)} helperText={errors.result ?? ' '}>
                        {spec.results.map((result) => (
                          <MenuItem key={result} value={result}>
                            {t(`results.${result as 'see-file'}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  </>
                ) : (
                  <TextField label={t('record.reason')} value={values.reason} onChange={change('reason')} required size="small" error={Boolean(errors.reason)} helperText={errors.reason ?? ' '} slotProps={{ htmlInput: { maxLength: 500 } }} sx={{ gridColumn: '1 / -1' }} />
                )}
                <TextField label={t('record.notes')} value={values.notes} onChange={change('notes')} size="small" multiline minRows={2} error={Boolean(errors.notes)} helperText={errors.notes ?? ' '} slotProps={{ htmlInput: { maxLength: 1000 } }} sx={{ gridColumn: '1 / -1' }} />
              </Box>
            )}
          </DqJsonForm>
        </Box>
      )}
    </Box>
  );
}
