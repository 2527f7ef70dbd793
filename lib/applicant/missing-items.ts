import { residenceGap } from './residence';
import { text } from './rules';
import { FMCSA_FORM_VERSION } from './form-version';
import { workHistory } from './steps/work-history';

const { workEntries } = workHistory.groups;
const WORK_FIELD_BASES = Object.keys(workEntries.fields);

/**
 * Which items of 49 CFR 391.21 a stored application lacks. The API still takes the original client's flat payload
 * (docs/specification.md §7), which asks none of them; such applications are stored, and the office sees exactly what is missing
 * before a carrier relies on them. This wizard asks every item, so its applications list none. The office's words for
 * each are the catalogs' `StaffServer.missingItems`.
 */
export const MISSING_ITEMS = [
  'b2-address',
  'b3-residence',
  'b9-license-denial',
  'b10-employer-answers',
  'b11-earlier-jobs',
  'd-notice',
  'esign-consent',
] as const;
export type MissingItem = (typeof MISSING_ITEMS)[number];

/** `values`: the validated flat payload, or a stored row (the same names). `now` for the 3-year window. */
export function missingItems(values: Record<string, unknown>, now: Date = new Date()): MissingItem[] {
  const missing: MissingItem[] = [];
  if (['street', 'city', 'state', 'zip'].some((field) => text(values[field]) === '')) missing.push('b2-address');
  const moves = [values.movedIn, values.prevMovedIn1, values.prevMovedIn2, values.prevMovedIn3].map(text).filter(Boolean);
  if (text(values.movedIn) === '' || residenceGap(moves, now) !== null) missing.push('b3-residence');
  if (text(values.licenseDenied) === '') missing.push('b9-license-denial');
  const usedSlots = workEntries.numbers.filter((n) => WORK_FIELD_BASES.some((base) => !['fmcsr', 'drugTest'].includes(base) && text(values[`${base}${n}`]) !== ''));
  if (usedSlots.some((n) => text(values[`fmcsr${n}`]) === '' || text(values[`drugTest${n}`]) === '')) missing.push('b10-employer-answers');
  if (text(values.formVersion) !== FMCSA_FORM_VERSION) missing.push('b11-earlier-jobs');
  if (text(values.noticeAcknowledged) !== 'Y') missing.push('d-notice');
  if (text(values.esignConsent) !== 'Y') missing.push('esign-consent');
  return missing;
}

/** The stored form: codes joined by commas ('' when complete); unknown codes are dropped when read back. */
export const storedMissingItems = (items: readonly MissingItem[]) => items.join(',');

export function readMissingItems(stored: string): MissingItem[] {
  return stored
    .split(',')
    .map((code) => code.trim())
    .filter((code): code is MissingItem => (MISSING_ITEMS as readonly string[]).includes(code));
}
