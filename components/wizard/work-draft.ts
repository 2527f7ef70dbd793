import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { isWorkDraftEmpty } from '@/lib/applicant/field-path';
import { randomId } from '@/lib/applicant/random-id';
import { workHistory } from '@/lib/applicant/steps/work-history';

/** One entry per numbered slot of the flat payload (employer1..3). */
export const MAX_WORK_ENTRIES = workHistory.groups.workEntries.numbers.length;

type Form = UseFormReturn<ApplicationFormValues>;

const FIRST_DRAFT_FIELD = 'workDraft.employer1';

/** Validates the entry being typed; if it is complete, appends it to the list and empties the entry form. */
export async function addWorkDraft(form: Form): Promise<boolean> {
  if (!(await form.trigger('workDraft', { shouldFocus: true }))) return false;
  const draft = form.getValues('workDraft');
  const entry = Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()])) as typeof draft;
  form.setValue('workEntries', [...form.getValues('workEntries'), { id: randomId(), ...entry }], {
    shouldDirty: true,
  });
  for (const key of Object.keys(draft) as (keyof typeof draft)[]) form.resetField(`workDraft.${key}`);
  form.clearErrors('workEntries');
  return true;
}

export function focusWorkDraft(form: Form) {
  // After a render that may (re)mount the entry form, so the field's ref points at the live input.
  setTimeout(() => form.setFocus(FIRST_DRAFT_FIELD));
}

/**
 * Next on the work-history step: an entry typed into the form is validated and added first; then
 * at least one employer must be listed, and every earlier driving job given must be complete. All messages show
 * at once; focus goes to the entry form when it (or the list) needs something, else to the first earlier-job field.
 */
export async function validateWorkHistoryStep(form: Form): Promise<boolean> {
  const { workDraft, workEntries } = form.getValues();
  const hasDraft = !isWorkDraftEmpty(workDraft) && workEntries.length < MAX_WORK_ENTRIES;
  if (hasDraft && !(await addWorkDraft(form))) {
    await form.trigger('earlierJobs');
    return false;
  }
  const listValid = await form.trigger('workEntries');
  if (!listValid) focusWorkDraft(form);
  const earlierValid = await form.trigger('earlierJobs', { shouldFocus: listValid });
  return listValid && earlierValid;
}
