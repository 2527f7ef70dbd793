'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCANNED_ANSWERS, type LicenseScan, type ScannedAnswer } from '@/lib/cdl-scan/aamva';
import { addFile } from '@/components/documents/document-sending';
import { currentDocuments } from '@/components/documents/document-store';
import { useWizardForm } from '@/components/wizard/wizard-form';
import { decodeLicense, type DecodeOutcome } from './decode-license';

type Answers = Partial<Record<ScannedAnswer, string>>;
type Scan =
  | { phase: 'idle' }
  | { phase: 'reading' }
  | { phase: 'failed'; reason: Exclude<DecodeOutcome, { ok: true }>['reason'] }
  | { phase: 'read'; answers: Answers; postalCode?: string; photo: File }
  | { phase: 'used'; postalCode?: string };

const STEP_ONE: readonly ScannedAnswer[] = ['applicantName', 'dob', 'street', 'city', 'state', 'zip'];

/**
 * "Scan the back of your CDL" on step 1 (docs/cdl-scan.md), fetched after the page: a photo from the camera
 * (`capture`) or the library is read in a worker (./decode-license.ts), each answer found is shown in an input for
 * the driver to check and change, and "Use these" fills the form and adds the photo at step 4 as "CDL, back".
 * Nothing is filled before that, so a failed read loses nothing typed.
 */
export default function CdlScan() {
  const t = useTranslations('CdlScan');
  const form = useWizardForm();
  const headingId = useId();
  const [scan, setScan] = useState<Scan>({ phase: 'idle' });

  const read = async (photo: File) => {
    setScan({ phase: 'reading' });
    const outcome = await decodeLicense(photo);
    if (!outcome.ok) return setScan({ phase: 'failed', reason: outcome.reason });
    setScan({ phase: 'read', answers: answersOf(outcome.scan), postalCode: outcome.scan.postalCode, photo });
  };

  const use = (answers: Answers, photo: File, postalCode?: string) => {
    for (const [name, value] of Object.entries(answers)) {
      if (value) form.setValue(name as ScannedAnswer, value, { shouldDirty: true });
    }
    const previousBack = currentDocuments().find((item) => item.kind === 'cdl-back');
    void addFile('cdl-back', photo, previousBack?.key);
    setScan({ phase: 'used', postalCode });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('heading')}
      </Typography>
      {scan.phase === 'read' ? (
        <ScanConfirmation
          answers={scan.answers}
          postalCode={scan.postalCode}
          onUse={(answers) => use(answers, scan.photo, scan.postalCode)}
          onDiscard={() => setScan({ phase: 'idle' })}
        />
      ) : (
        <Stack spacing={1.5} sx={{ mt: 0.5 }}>
          {scan.phase === 'used' ? (
            <Alert severity="success">{t('used')}</Alert>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('intro')}
            </Typography>
          )}
          {scan.phase === 'used' && scan.postalCode && <Alert severity="info">{t('canadianPostalCode', { postalCode: scan.postalCode })}</Alert>}
          {scan.phase === 'failed' && (
            <Alert severity="warning" role="alert">
              {t(FAILURE_TEXT[scan.reason])}
            </Alert>
          )}
          {scan.phase === 'reading' ? (
            <Box role="status">
              <Typography variant="body2">{t('reading')}</Typography>
              <LinearProgress sx={{ mt: 1 }} />
            </Box>
          ) : (
            <PhotoPickers onPhoto={read} again={scan.phase !== 'idle'} />
          )}
        </Stack>
      )}
    </Box>
  );
}

const FAILURE_TEXT = {
  'no-barcode': 'unreadable',
  'timed-out': 'unreadable',
  failed: 'unreadable',
  'not-an-image': 'unreadable',
  'not-a-license': 'notALicense',
  'too-long': 'notALicense',
  'too-large': 'tooLarge',
} as const;

function answersOf(scan: LicenseScan): Answers {
  return Object.fromEntries(SCANNED_ANSWERS.flatMap((name) => (scan[name] ? [[name, scan[name]]] : []))) as Answers;
}

/** Each answer read, in an input the driver may correct, grouped by the step it belongs to. */
function ScanConfirmation({ answers, postalCode, onUse, onDiscard }: { answers: Answers; postalCode?: string; onUse: (answers: Answers) => void; onDiscard: () => void }) {
  const t = useTranslations('CdlScan');
  const fields = useTranslations('Fields');
  const [edited, setEdited] = useState(answers);
  const names = SCANNED_ANSWERS.filter((name) => answers[name] !== undefined);
  const group = (title: string, inGroup: readonly ScannedAnswer[]) =>
    inGroup.length > 0 && (
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {inGroup.map((name) => (
            <TextField
              key={name}
              size="small"
              label={fields(`${name}.label`)}
              value={edited[name] ?? ''}
              onChange={(event) => setEdited({ ...edited, [name]: event.target.value })}
            />
          ))}
        </Box>
      </Box>
    );
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Alert severity="info">{t('found')}</Alert>
      {postalCode && <Alert severity="warning">{t('canadianPostalCode', { postalCode })}</Alert>}
      {group(t('stepOne'), names.filter((name) => STEP_ONE.includes(name)))}
      {group(t('stepFour'), names.filter((name) => !STEP_ONE.includes(name)))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={() => onUse(edited)}>
          {t('useThese')}
        </Button>
        <Button variant="text" onClick={onDiscard}>
          {t('typeMyself')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The camera (`capture`: works under the page's `Permissions-Policy: camera=()`, which only forbids a live preview) or the library. */
function PhotoPickers({ onPhoto, again }: { onPhoto: (photo: File) => void; again: boolean }) {
  const t = useTranslations('CdlScan');
  const cameraId = useId();
  const fileId = useId();
  const chosen = (input: HTMLInputElement) => {
    const photo = input.files?.[0];
    input.value = '';
    if (photo) onPhoto(photo);
  };
  return (
    <>
      <input id={cameraId} type="file" accept="image/*" capture="environment" hidden onChange={(event) => chosen(event.currentTarget)} />
      <input id={fileId} type="file" accept="image/*" hidden onChange={(event) => chosen(event.currentTarget)} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component="label" htmlFor={cameraId} variant="outlined">
          {again ? t('scanAgain') : t('takePhoto')}
        </Button>
        <Button component="label" htmlFor={fileId} variant="text">
          {t('choosePhoto')}
        </Button>
      </Stack>
    </>
  );
}
