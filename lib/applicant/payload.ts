import type { ApplicationFormValues } from './form-values';
import { FMCSA_FORM_VERSION } from './form-version';
import type { Applicant } from './schema';
import { groupSlots, isSent } from './steps/field-facts';
import { entryName } from './steps/field-kinds';
import { fieldsOf, ORDERED_STEPS } from './steps';

/**
 * Builds the flat payload of docs/specification.md §3 from the form, as the steps declare it: list entries 1–n are
 * copied into their numbered slots (employer1..3, address1..3, …; unused slots are sent empty), a box as Y or '',
 * and what only the form holds (the I Agree and NONE boxes, the entry being typed) is left out. The API ignores
 * numberId/creationDate from clients.
 */
export function toApplicantPayload(values: ApplicationFormValues, compCode: string): Applicant {
  const form = values as unknown as Record<string, unknown>;
  const payload: Record<string, string> = {};
  for (const step of ORDERED_STEPS) {
    for (const [name, spec] of fieldsOf(step)) {
      if (!isSent(spec)) continue;
      const value = form[name];
      payload[name] = typeof value === 'boolean' ? (value ? 'Y' : '') : String(value ?? '');
    }
    for (const [groupName, group] of Object.entries(step.groups ?? {})) {
      const entries = (group.held === 'list' ? form[groupName] : undefined) as readonly Record<string, unknown>[] | undefined;
      for (const { name, base, n } of groupSlots(group)) {
        payload[name] = String((entries ? entries[n - 1]?.[entryName(base)] : form[name]) ?? '');
      }
    }
  }
  // This wizard asks every item of 391.21: the staff area can tell its applications from the original client's.
  payload.formVersion = FMCSA_FORM_VERSION;
  payload.compCode = compCode;
  return payload as Applicant;
}
