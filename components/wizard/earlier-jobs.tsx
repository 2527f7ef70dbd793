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
import { workHistory } from '@/lib/applicant/steps/work-history';
import { MAX_EARLIER_JOBS } from '@/lib/applicant/steps/work-history.schema';
import { FieldGrid } from './field-grid';
import { StepField } from './step-field';
import { YesNoField } from './yes-no-field';
import { useWizardForm } from './wizard-form';
import { useWizardTranslator } from './use-wizard-translator';
import { useStepSpec } from './wizard-texts';

const HEADING_ID = 'earlier-jobs-heading';
const TEXT_FIELDS = ['earlierEmployer', 'earlierAddress', 'earlierFrom', 'earlierTo', 'earlierPosition', 'earlierReason'] as const;
const ANSWER_FIELDS = ['earlierFmcsr', 'earlierDrugTest'] as const;

function emptyEarlierJob(): EarlierJob {
  const fields = Object.fromEntries(Object.keys(workHistory.groups.earlierJobs.fields).map((base) => [`${base}1`, '']));
  return { id: randomId(), ...fields } as EarlierJob;
}

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
  const { texts } = useStepSpec(workHistory);
  const t = useWizardTranslator('WizardSteps');

  // After a deletion, focus goes to the add button rather than to the top of the page.
  useEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [fields.length]);

  const add = () => append(emptyEarlierJob(), { focusName: `earlierJobs.${fields.length}.earlierEmployer1` });
  const removeAt = (index: number) => {
    focusAddButton.current = true;
    remove(index);
  };

  return (
    <Box component="section" aria-labelledby={HEADING_ID}>
      <Typography id={HEADING_ID} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {texts.earlierJobs}
      </Typography>
      <Stack spacing={2} sx={{ mt: 0.5 }}>
        <Typography color="text.secondary">{texts.earlierJobsIntro}</Typography>
        {fields.map((entry, index) => (
          <EarlierJobFieldset key={entry.id} index={index} onDelete={() => removeAt(index)} />
        ))}
        {fields.length < MAX_EARLIER_JOBS ? (
          <div>
            <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={add}>
              {texts.addEarlierJob}
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
  const path = `earlierJobs.${index}` as const;
  const { fields: job, entryName } = useStepSpec(workHistory).groups.earlierJobs;
  const t = useWizardTranslator('WizardSteps');
  // Every entry has the same labels: each input's name says which entry it belongs to.
  const name = (label: string) => t('earlierJobField', { label, n });
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 0.5, pb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('earlierJobEntry', { entryName, n })}
      </Typography>
      <FieldGrid sx={{ mt: 1 }}>
        {TEXT_FIELDS.map((base) => (
          <StepField key={base} name={`${path}.${base}1`} spec={job[base]} ariaLabel={name(job[base].label)} />
        ))}
        {ANSWER_FIELDS.map((base) => (
          <Box key={base} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <YesNoField
              name={`${path}.${base}1`}
              question={job[base].question}
              ariaLabel={name(job[base].question)}
              required={job[base].required}
            />
          </Box>
        ))}
      </FieldGrid>
      <Box sx={{ mt: 1 }}>
        <Button variant="text" color="error" onClick={onDelete} aria-label={t('deleteEarlierJob', { n })}>
          {t('delete')}
        </Button>
      </Box>
    </Box>
  );
}
