'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import { useFormState, useWatch } from 'react-hook-form';
import { DRUG_TEST_QUESTION, FMCSR_QUESTION } from '@/lib/applicant/fmcsa-schema';
import { workDraftSchema } from '@/lib/applicant/form';
import { MAX_WORK_ENTRIES } from '@/lib/applicant/schema';
import { EarlierJobs } from '../earlier-jobs';
import { FieldGrid } from '../field-grid';
import { FormTextField } from '../form-text-field';
import { MaskedTextField } from '../masked-text-field';
import { addWorkDraft, focusWorkDraft } from '../work-draft';
import { WorkEntryTable } from '../work-entry-table';
import { YesNoField } from '../yes-no-field';
import { useWizardForm } from '../wizard-form';

export function WorkHistoryStep() {
  const form = useWizardForm();
  const entries = useWatch({ control: form.control, name: 'workEntries' });
  const draft = useWatch({ control: form.control, name: 'workDraft' });
  const { errors } = useFormState({ control: form.control, name: 'workEntries' });
  const listError = errors.workEntries;
  const listMessage = listError?.message ?? listError?.root?.message;
  const [adding, setAdding] = useState(false);
  const hasRoom = entries.length < MAX_WORK_ENTRIES;

  const addAnother = async () => {
    setAdding(true);
    try {
      if (await addWorkDraft(form)) focusWorkDraft(form);
    } finally {
      setAdding(false);
    }
  };

  const remove = (id: string | undefined) => {
    form.setValue(
      'workEntries',
      entries.filter((entry) => entry.id !== id),
      { shouldDirty: true },
    );
    focusWorkDraft(form);
  };

  return (
    <Stack spacing={2}>
      <Typography>List previous employers, starting with most recent, at least one is required. (Max. 3)</Typography>
      {listMessage && <Alert severity="error">{listMessage}</Alert>}
      {entries.length > 0 && <WorkEntryTable entries={entries} onDelete={remove} />}
      {hasRoom ? (
        <>
          <FieldGrid>
            <FormTextField name="workDraft.employer1" label="Employer" required autoComplete="organization" />
            <FormTextField name="workDraft.address1" label="Street address" required />
            <FormTextField name="workDraft.city_St_Zip1" label="City/State/Zip" required />
            <FormTextField name="workDraft.empFrom1" label="Date from" hint="e.g. 03/2019" required />
            <FormTextField name="workDraft.empTo1" label="Date to" hint="e.g. 08/2023, or Present" required />
            <FormTextField name="workDraft.position1" label="Position" required />
            <FormTextField name="workDraft.salary1" label="Salary" hint="e.g. $0.55/mile or $22/hour" />
            <FormTextField name="workDraft.contact1" label="Contact name and job title" />
            <MaskedTextField name="workDraft.phone1" label="Phone" mask="phone" hint="(000) 000-0000" />
            <FormTextField name="workDraft.reason1" label="Reason leaving" />
            {/* 391.21(b)(10), asked of every employer. */}
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <YesNoField name="workDraft.fmcsr1" question={FMCSR_QUESTION} required />
            </Box>
            <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
              <YesNoField name="workDraft.drugTest1" question={DRUG_TEST_QUESTION} required />
            </Box>
          </FieldGrid>
          <div>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addAnother}
              disabled={adding || !workDraftSchema.safeParse(draft).success}
            >
              Add another work experience
            </Button>
          </div>
        </>
      ) : (
        <Typography color="text.secondary">
          You have listed {MAX_WORK_ENTRIES} employers, the most this form takes. Delete one to add a different one.
        </Typography>
      )}
      <Box sx={{ pt: 2 }}>
        <EarlierJobs />
      </Box>
    </Stack>
  );
}
