'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import { useFormState, useWatch } from 'react-hook-form';
import { workDraftSchema } from '@/lib/applicant/step-schemas';
import { workHistory } from '@/lib/applicant/steps/work-history';
import { DeclaredField } from '../declared-field';
import { EarlierJobs } from '../earlier-jobs';
import { EntryFields } from '../entry-fields';
import { addWorkDraft, focusWorkDraft, MAX_WORK_ENTRIES } from '../work-draft';
import { WorkEntryTable } from '../work-entry-table';
import { useWizardForm } from '../wizard-form';
import { useTranslations } from 'next-intl';

export function WorkHistoryStep() {
  const form = useWizardForm();
  const t = useTranslations('WizardSteps');
  const texts = useTranslations('Steps');
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
      <Typography>{texts('work-history.texts.instruction')}</Typography>
      {listMessage && <Alert severity="error">{listMessage}</Alert>}
      {entries.length > 0 && <WorkEntryTable entries={entries} onDelete={remove} />}
      {hasRoom ? (
        <>
          <EntryFields group={workHistory.groups.workEntries} path="workDraft" Field={DeclaredField} />
          <div>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addAnother}
              disabled={adding || !workDraftSchema.safeParse(draft).success}
            >
              {texts('work-history.texts.addEmployer')}
            </Button>
          </div>
        </>
      ) : (
        <Typography color="text.secondary">
          {t('employersFull', { count: MAX_WORK_ENTRIES })}
        </Typography>
      )}
      <Box sx={{ pt: 2 }}>
        <EarlierJobs />
      </Box>
    </Stack>
  );
}
