'use client';

import { useId, useRef, useState, type DragEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { OTHER_KINDS, PDF_ALLOWED, type DocumentKind } from '@/lib/documents/document-kinds';
import { useWizardForm } from '@/components/wizard/wizard-form';
import { useTranslations } from 'next-intl';
import { missingDocuments, useDocumentState, type DocumentItem } from './document-store';
import { addFile, removeItem, send } from './document-sending';

/**
 * Step 4's documents (docs/documents.md): the CDL's front and back, the medical examiner's certificate (unless the
 * applicant says it is not at hand) and other documents with their type. On a phone, "Take a photo" opens the camera
 * (`capture`), "Choose a file" the library; on a computer a file can be dropped on its box too. Each photo is
 * scaled down here, shown, and sent on its own request with its progress; a failed one is tried again alone.
 */

export function DocumentUploads() {
  const t = useTranslations('Documents');
  const { control } = useWizardForm();
  const medicalCardMissing = useWatch({ control, name: 'medicalCardMissing' }) === true;
  const { items, showMissing } = useDocumentState();
  const missing = showMissing ? missingDocuments(medicalCardMissing, items) : [];
  const others = items.filter((item) => OTHER_KINDS.includes(item.kind));
  return (
    <Box component="section" aria-labelledby="documents-heading" sx={{ mt: 3 }}>
      <Typography id="documents-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
        {(['cdl-front', 'cdl-back', 'medical-card'] as const).map((kind) =>
          kind === 'medical-card' && medicalCardMissing ? (
            <Alert key={kind} severity="info" variant="outlined">
              {t('medicalMissingNote')}
            </Alert>
          ) : (
            <DocumentSlot key={kind} kind={kind} item={items.find((item) => item.kind === kind)} missing={missing.includes(kind)} required />
          ),
        )}
      </Box>
      <OtherDocuments items={others} />
    </Box>
  );
}

function OtherDocuments({ items }: { items: readonly DocumentItem[] }) {
  const t = useTranslations('Documents');
  const [kind, setKind] = useState<DocumentKind>('twic');
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('otherHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
        {items.map((item) => (
          <DocumentSlot key={item.key} kind={item.kind} item={item} />
        ))}
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <TextField select size="small" fullWidth label={t('otherType')} value={kind} onChange={(event) => setKind(event.target.value as DocumentKind)} sx={{ mb: 1.5 }}>
            {OTHER_KINDS.map((each) => (
              <MenuItem key={each} value={each}>
                {t(`kinds.${each}`)}
              </MenuItem>
            ))}
          </TextField>
          <FilePickers kind={kind} label={t('addOther')} />
        </Box>
      </Box>
    </Box>
  );
}

/** One document: its box with the pickers (and a drop target), or its preview, progress, and what can be done with it. */
function DocumentSlot({ kind, item, missing = false, required = false }: { kind: DocumentKind; item?: DocumentItem; missing?: boolean; required?: boolean }) {
  const t = useTranslations('Documents');
  const name = t(`kinds.${kind}`);
  const titleId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void addFile(kind, file, item?.key);
  };
  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      data-document-kind={kind}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 1,
        borderStyle: item ? 'solid' : 'dashed',
        borderColor: missing ? 'error.main' : dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : undefined,
        borderRadius: 1,
        p: 2,
        minWidth: 0,
      }}
    >
      <Typography id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
        {name}
        {required && ' *'}
      </Typography>
      {item ? <DocumentCard item={item} name={name} /> : <FilePickers kind={kind} hint />}
      {missing && !item && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {t('required', { document: name })}
        </Typography>
      )}
    </Box>
  );
}

function DocumentCard({ item, name }: { item: DocumentItem; name: string }) {
  const t = useTranslations('Documents');
  return (
    <Stack spacing={1}>
      {item.previewUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- a blob: preview of the applicant's own photo
        <img src={item.previewUrl} alt={t('preview', { document: name })} style={{ width: '100%', maxHeight: 220, objectFit: 'contain', background: '#f4f4f4', borderRadius: 4 }} />
      ) : item.fileName ? (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {t('pdfAttached', { name: item.fileName })}
        </Typography>
      ) : (
        <Typography variant="body2">{t(item.keptFrom === 'earlier' ? 'keptFromEarlier' : 'keptFromSave')}</Typography>
      )}
      {item.status === 'uploading' && (
        <Box>
          <LinearProgress variant="determinate" value={item.progress} aria-label={t('uploading', { percent: String(item.progress) })} />
          <Typography variant="caption">{t('uploading', { percent: String(item.progress) })}</Typography>
        </Box>
      )}
      {item.status === 'uploaded' && (
        <Typography variant="body2" color="success.main">
          ✓ {t('uploaded')}
        </Typography>
      )}
      {item.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void send(item.key, item.kind)}>
              {t('retry')}
            </Button>
          }
        >
          {item.error ?? t('failed')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <FilePickers kind={item.kind} replaces={item.key} retake />
        <Button size="small" color="inherit" onClick={() => removeItem(item.key)}>
          {t('remove')}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * "Take a photo" (the camera: `capture`) and "Choose a file" (the library or the file system, PDF where a scan is
 * likely). Each is a label for a hidden file input, so a tap opens the phone's own picker.
 */
function FilePickers({ kind, replaces, retake = false, hint = false, label }: { kind: DocumentKind; replaces?: string; retake?: boolean; hint?: boolean; label?: string }) {
  const t = useTranslations('Documents');
  const cameraId = useId();
  const fileId = useId();
  const camera = useRef<HTMLInputElement>(null);
  const chosen = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (file) void addFile(kind, file, replaces);
  };
  const accept = PDF_ALLOWED.has(kind) ? 'image/*,application/pdf' : 'image/*';
  return (
    <>
      <input ref={camera} id={cameraId} type="file" accept="image/*" capture="environment" hidden onChange={(event) => chosen(event.currentTarget)} />
      <input id={fileId} type="file" accept={accept} hidden onChange={(event) => chosen(event.currentTarget)} />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" htmlFor={cameraId} variant={retake ? 'text' : 'contained'} size={retake ? 'small' : 'medium'}>
          {retake ? t('retake') : (label ?? t('takePhoto'))}
        </Button>
        {!retake && (
          <Button component="label" htmlFor={fileId} variant="outlined">
            {t('chooseFile')}
          </Button>
        )}
      </Stack>
      {hint && (
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' }, mt: 0.5 }}>
          {t('dropHere')}
        </Typography>
      )}
    </>
  );
}
