/**
 * Helpers about the wizard's form values that need no schema: the browser uses them before zod and the schema
 * are loaded (lib/applicant/form-facts.ts derives the rest from the schema).
 */

/** The schema field behind an input's name: `workDraft.employer1` → `employer1`, `previousAddresses.0.prevCity1` → `prevCity1`. */
export function maxLengthKey(name: string): string {
  return name.replace(/^workDraft\./, '').replace(/^(previousAddresses|earlierJobs)\.\d+\./, '');
}

/** True while nothing is typed into the work-history entry form. */
export function isWorkDraftEmpty(draft: Readonly<Record<string, string | undefined>>): boolean {
  return Object.values(draft).every((value) => (value ?? '').trim() === '');
}
