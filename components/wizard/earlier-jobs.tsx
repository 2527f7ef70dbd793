'use client';

import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray } from 'react-hook-form';
import type { EarlierJob } from '@/lib/applicant/form-values';
import { randomId } from '@/lib/applicant/random-id';
import { emptyEntry } from '@/lib/applicant/steps/field-facts';
import { entryName } from '@/lib/applicant/steps/field-kinds';
import type { FieldSpec } from '@/lib/applicant/steps/types';
import { workHistory } from '@/lib/applicant/steps/work-history';
import { DeclaredField } from './declared-field';
import { EntryFields } from './entry-fields';
import { useWizardForm } from './wizard-form';
import { useTranslations } from 'next-intl';
import { declaredKey } from '@/lib/i18n/declared-key';

const HEADING_ID = 'earlier-jobs-heading';
const { earlierJobs } = workHistory.groups;
const MAX_EARLIER_JOBS = earlierJobs.numbers.length;

const emptyEarlierJob = (): EarlierJob => ({ id: randomId(), ...emptyEntry(earlierJobs) }) as EarlierJob;

/**
 * 391.21(b)(11): commercial driving jobs in the seven years before the three the employer list covers. Optional;
 * an entry that is added must be complete (the step schema checks it). At most seven, enforced by hiding the
 * add button, as for employers.
 */
export function EarlierJobs() {
  const { control } = useWizardForm();
  const { fields, append, remove } = useFieldArray({ control, name: 'earlierJobs' });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  const texts = useTranslations('Steps');
  const t = useTranslations('WizardSteps');

  // After a deletion, focus goes to the add button rather than to the top of the page.
  useEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [fields.length]);

  const add = () => append(emptyEarlierJob(), { focusName: `earlierJobs.${fields.length}.${entryName(Object.keys(earlierJobs.fields)[0]!)}` });
  const removeAt = (index: number) => {
    focusAddButton.current = true;
    remove(index);
  };

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {texts('work-history.texts.earlierJobs')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 0.5 }}>
        <Typography color="text.secondary">{texts('work-history.texts.earlierJobsIntro')}</Typography>
        {fields.map((entry, index) => (
          <EarlierJobFieldset key={entry.id} index={index} onDelete={() => removeAt(index)} />
        ))}
        {fields.length < MAX_EARLIER_JOBS ? (
          <div>
            <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={add}>
              {texts('work-history.texts.addEarlierJob')}
            </Button>
          </div>
        ) : (
          <Typography color="text.secondary">
            {t('earlierJobsFull', { count: MAX_EARLIER_JOBS })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

function EarlierJobFieldset({ index, onDelete }: { index: number; onDelete: () => void }) {
  const n = index + 1;
  const t = useTranslations('WizardSteps');
  const fields = useTranslations('Fields');
  const entry = useTranslations('Steps')('work-history.groups.earlierJobs.entryName');
  // A Yes/No field is named by its question, the others by their label.
  const asked = (field: string, spec: FieldSpec) => fields(declaredKey(spec.kind === 'yesNo' && spec.asked === 'radios' ? `${field}.question` : `${field}.label`));
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 0.5, pb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('earlierJobEntry', { entryName: entry, n })}
      </Typography>
      {/* Every entry has the same labels: each input's name says which entry it belongs to. */}
      <EntryFields
        group={earlierJobs}
        path={`earlierJobs.${index}`}
        Field={DeclaredField}
        ariaLabel={(field, spec) => t('earlierJobField', { label: asked(field, spec), n })}
        spaced
      />
      <Box sx={{ mt: 1 }}>
        <Button variant="text" color="error" onClick={onDelete} aria-label={t('deleteEarlierJob', { n })}>
          {t('delete')}
        </Button>
      </Box>
    </Box>
  );
}
