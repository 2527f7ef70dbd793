import type { ApplicationFormValues } from './form-values';
import type { Applicant } from './schema';
import { previousAddressShape } from './steps/basic-information.schema';
import { MAX_EARLIER_JOBS, WORK_FIELD_BASES, earlierJobShape } from './steps/work-history.schema';
import { FMCSA_FORM_VERSION } from './steps/agreements.schema';
import { ROW_NUMBERS } from './steps/order';
import { MAX_PREVIOUS_ADDRESSES } from './residence';

/**
 * Builds the flat payload of docs/specification.md §3 from the form: work entries 1–3 are copied into
 * employer1..3, address1..3, …; unused slots are sent empty. The API ignores numberId/creationDate from clients.
 */
export function toApplicantPayload(values: ApplicationFormValues, compCode: string): Applicant {
  const {
    accidentsNone: _accidentsNone,
    trafficNone: _trafficNone,
    previousAddresses,
    workEntries,
    workDraft: _workDraft,
    earlierJobs,
    agreeAccidentProcedure: _agreeAccidentProcedure,
    agreePhonePolicy: _agreePhonePolicy,
    noticeAcknowledged,
    safetyHistoryAuthorized,
    esignConsent,
    ...stepFields
  } = values;
  const workSlots = Object.fromEntries(
    ROW_NUMBERS.flatMap((n) => {
      const entry = workEntries[n - 1] as Record<string, string> | undefined;
      return WORK_FIELD_BASES.map((base) => [`${base}${n}`, entry?.[`${base}1`] ?? '']);
    }),
  );
  const payload: Record<string, string> = {
    ...stepFields,
    ...workSlots,
    ...flatSlots(previousAddresses, previousAddressShape, MAX_PREVIOUS_ADDRESSES),
    ...flatSlots(earlierJobs, earlierJobShape, MAX_EARLIER_JOBS),
    noticeAcknowledged: noticeAcknowledged ? 'Y' : '',
    safetyHistoryAuthorized: safetyHistoryAuthorized ? 'Y' : '',
    esignConsent: esignConsent ? 'Y' : '',
    // This wizard asks every item of 391.21: the staff area can tell its applications from the original client's.
    formVersion: FMCSA_FORM_VERSION,
    compCode,
  };
  return payload as Applicant;
}

/** A list held in the form as the flat payload's numbered slots (entry 1 → …1, entry 2 → …2); unused slots empty. */
function flatSlots(entries: readonly Record<string, unknown>[], shape: object, count: number): Record<string, string> {
  const names = Object.keys(shape);
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) =>
      names.map((name) => [`${name.slice(0, -1)}${index + 1}`, String(entries[index]?.[name] ?? '')]),
    ).flat(),
  );
}
