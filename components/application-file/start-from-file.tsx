'use client';

import { lazy, Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MAX_FILE_BYTES } from '@/lib/application-file/file-format';
import type { FileReading } from '@/lib/application-file/read-file';
import { formValuesFromAnswers, type ApplicationFormValues } from '@/lib/applicant/form-values';
import { randomId } from '@/lib/applicant/random-id';
import { useWizardForm } from '@/components/wizard/wizard-form';
import { useTranslations } from 'next-intl';
import { rememberStartedFrom } from './started-from-store';
import { useHydrated } from '@/components/use-hydrated';
import { ReuseRequestForm } from '@/components/reuse/reuse-request-form';

/** Shown only after a file was picked: not part of step 1's first download. */
const Alert = lazy(() => import('@mui/material/Alert'));

type Outcome =
  | { kind: 'filled'; count: number; kept: boolean; issuer: string; ignored: string[] }
  | { kind: 'problem'; problem: Exclude<FileReading, { ok: true }>['problem'] | 'unreadable' };

const isEmpty = (value: unknown) => value === '' || value === false || (Array.isArray(value) && value.length === 0);

/**
 * Step 1's "Applied before?": a link mailed for the last application here (components/reuse), or "Start from a saved
 * application", where the driver picks the application file downloaded with a copy (this
 * installation's or another's); it is read here, in the browser, and fills every answer still empty. Nothing is sent
 * until Finish. A file that is not one, is damaged or too large says so and changes nothing.
 */
export function StartFromFile() {
  const t = useTranslations('ApplicationFile');
  const reuse = useTranslations('Reuse');
  const headingId = useId();
  // The carrier of this wizard's address (/application/{code}); a resumed or reused application has its link already.
  // Read after hydration: the server's HTML has no address bar to read, and both renders must agree.
  const hydrated = useHydrated();
  const compCode = hydrated ? (/^\/application\/([A-Za-z0-9_-]{1,20})/.exec(window.location.pathname)?.[1] ?? '') : '';
  const { getValues, setValue } = useWizardForm();
  const input = useRef<HTMLInputElement>(null);
  const introId = useId();
  const [reading, setReading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const fill = (answers: Record<string, string>) => {
    const fromFile = formValuesFromAnswers(answers, randomId) as unknown as Record<string, unknown>;
    const current = getValues() as unknown as Record<string, unknown>;
    let count = 0;
    let kept = false;
    for (const [name, value] of Object.entries(fromFile)) {
      if (isEmpty(value)) continue;
      if (!isEmpty(current[name])) {
        kept ||= current[name] !== value;
        continue;
      }
      setValue(name as keyof ApplicationFormValues, value as never, { shouldDirty: true });
      count += Array.isArray(value) ? value.length : 1;
    }
    return { count, kept };
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Picking the same file again must work after a fix.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setOutcome({ kind: 'problem', problem: 'tooLarge' });
      return;
    }
    setReading(true);
    try {
      const [{ readApplicationFile }, text] = await Promise.all([import('@/lib/application-file/read-file'), file.text()]);
      const result = readApplicationFile(text);
      if (!result.ok) {
        setOutcome({ kind: 'problem', problem: result.problem });
        return;
      }
      const { count, kept } = fill(result.answers);
      rememberStartedFrom(result.envelope);
      setOutcome({ kind: 'filled', count, kept, issuer: result.issuer, ignored: result.ignored });
    } catch {
      setOutcome({ kind: 'problem', problem: 'unreadable' });
    } finally {
      setReading(false);
    }
  };

  return (
    <Box component="section" id="applied-before" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {reuse('title')}
      </Typography>
      {compCode && (
        <>
          <Typography variant="body2" color="text.secondary">
            {reuse('intro')}
          </Typography>
          <ReuseRequestForm compCode={compCode} />
        </>
      )}
      <Typography id={introId} variant="body2" color="text.secondary">
        {t('intro')}
      </Typography>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={reading}>
        {reading ? t('reading') : t('start')}
      </Button>
      <input ref={input} type="file" accept="application/json,.json" hidden onChange={(event) => void onPick(event)} />
      {outcome && (
        <Suspense fallback={null}>
          {outcome.kind === 'filled' ? (
            <Alert severity="success" role="status" sx={{ width: '100%' }}>
              {t('filled', { count: outcome.count, issuer: outcome.issuer || '?' })}
              {outcome.kept && ` ${t('kept')}`}
              {outcome.ignored.length > 0 && ` ${t('ignored', { names: outcome.ignored.join(', ') })}`}
            </Alert>
          ) : (
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>
              {t(outcome.problem)}
            </Alert>
          )}
        </Suspense>
      )}
    </Box>
  );
}
