'use client';

import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray } from 'react-hook-form';
import {
  DRUG_TEST_QUESTION,
  FMCSR_QUESTION,
  MAX_EARLIER_JOBS,
  earlierJobShape,
} from '@/lib/applicant/fmcsa-schema';
import type { EarlierJob } from '@/lib/applicant/form';
import { randomId } from '@/lib/applicant/random-id';
import { FieldGrid } from './field-grid';
import { FormTextField } from './form-text-field';
import { MaskedTextField } from './masked-text-field';
import { YesNoField } from './yes-no-field';
import { useWizardForm } from './wizard-form';

export const EARLIER_JOBS_TITLE = 'Earlier commercial driving jobs (years 4 to 10)';
const HEADING_ID = 'earlier-jobs-heading';
const MONTH_YEAR_HINT = 'MM/YYYY';

function emptyEarlierJob(): EarlierJob {
  const fields = Object.fromEntries(Object.keys(earlierJobShape).map((name) => [name, '']));
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
        {EARLIER_JOBS_TITLE}
      </Typography>
      <Stack spacing={2} sx={{ mt: 0.5 }}>
        <Typography color="text.secondary">Only if you drove commercially in the 7 years before those 3 years.</Typography>
        {fields.map((entry, index) => (
          <EarlierJobFieldset key={entry.id} index={index} onDelete={() => removeAt(index)} />
        ))}
        {fields.length < MAX_EARLIER_JOBS ? (
          <div>
            <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={add}>
              Add an earlier driving job
            </Button>
          </div>
        ) : (
          <Typography color="text.secondary">
            You have listed {MAX_EARLIER_JOBS} earlier driving jobs, the most this form takes.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}

function EarlierJobFieldset({ index, onDelete }: { index: number; onDelete: () => void }) {
  const n = index + 1;
  const path = `earlierJobs.${index}` as const;
  // Every entry has the same labels: each input's name says which entry it belongs to.
  const name = (label: string) => `${label} (earlier job ${n})`;
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 0.5, pb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Earlier driving job {n}
      </Typography>
      <FieldGrid sx={{ mt: 1 }}>
        <FormTextField name={`${path}.earlierEmployer1`} label="Employer" ariaLabel={name('Employer')} required />
        <FormTextField name={`${path}.earlierAddress1`} label="Address" ariaLabel={name('Address')} required />
        <MaskedTextField
          name={`${path}.earlierFrom1`}
          label="Date From"
          ariaLabel={name('Date From')}
          mask="monthYear"
          hint={MONTH_YEAR_HINT}
          required
        />
        <MaskedTextField
          name={`${path}.earlierTo1`}
          label="Date To"
          ariaLabel={name('Date To')}
          mask="monthYear"
          hint={MONTH_YEAR_HINT}
          required
        />
        <FormTextField name={`${path}.earlierPosition1`} label="Position" ariaLabel={name('Position')} required />
        <FormTextField
          name={`${path}.earlierReason1`}
          label="Reason for leaving"
          ariaLabel={name('Reason for leaving')}
          required
        />
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <YesNoField
            name={`${path}.earlierFmcsr1`}
            question={FMCSR_QUESTION}
            ariaLabel={name(FMCSR_QUESTION)}
            required
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <YesNoField
            name={`${path}.earlierDrugTest1`}
            question={DRUG_TEST_QUESTION}
            ariaLabel={name(DRUG_TEST_QUESTION)}
            required
          />
        </Box>
      </FieldGrid>
      <Box sx={{ mt: 1 }}>
        <Button variant="text" color="error" onClick={onDelete} aria-label={`Delete earlier job ${n}`}>
          Delete
        </Button>
      </Box>
    </Box>
  );
}
