'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import { useFormState, useWatch } from 'react-hook-form';
import { workHistory } from '@/lib/applicant/steps/work-history';
import { MAX_WORK_ENTRIES, workDraftSchema } from '@/lib/applicant/steps/work-history.schema';
import { EarlierJobs } from '../earlier-jobs';
import { FieldGrid } from '../field-grid';
import { StepField } from '../step-field';
import { addWorkDraft, focusWorkDraft } from '../work-draft';
import { WorkEntryTable } from '../work-entry-table';
import { YesNoField } from '../yes-no-field';
import { useWizardForm } from '../wizard-form';
import { useWizardTranslator } from '../use-wizard-translator';
import { useStepSpec } from '../wizard-texts';

/** The entry's text inputs, in the order they are typed. */
const TEXT_FIELDS = ['employer', 'address', 'city_St_Zip', 'empFrom', 'empTo', 'position', 'salary', 'contact', 'phone', 'reason'] as const;

export function WorkHistoryStep() {
  const form = useWizardForm();
  const { texts, groups } = useStepSpec(workHistory);
  const entry = groups.workEntries.fields;
  const t = useWizardTranslator('WizardSteps');
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
      <Typography>{texts.instruction}</Typography>
      {listMessage && <Alert severity="error">{listMessage}</Alert>}
      {entries.length > 0 && <WorkEntryTable entries={entries} onDelete={remove} />}
      {hasRoom ? (
        <>
          <FieldGrid>
            {TEXT_FIELDS.map((base) => (
              <StepField key={base} name={`workDraft.${base}1`} spec={entry[base]} />
            ))}
            {/* 391.21(b)(10), asked of every employer. */}
            {(['fmcsr', 'drugTest'] as const).map((base) => (
              <Box key={base} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                <YesNoField name={`workDraft.${base}1`} question={entry[base].question} required={entry[base].required} />
              </Box>
            ))}
          </FieldGrid>
          <div>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addAnother}
              disabled={adding || !workDraftSchema.safeParse(draft).success}
            >
              {texts.addEmployer}
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
