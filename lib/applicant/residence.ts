/**
 * 391.21(b)(3), the addresses of the last three years, in plain functions: the schema checks them
 * (lib/applicant/steps/basic-information.rules.ts), and the wizard's step 1 reads them before zod is loaded.
 */

export const MAX_PREVIOUS_ADDRESSES = 3;
/** 391.21(b)(3): every address of the last three years. */
export const RESIDENCE_YEARS = 3;

export const MONTH_YEAR_PATTERN = /^(\d{2})\/(\d{4})$/;

/** "MM/YYYY" as a month index (year·12 + month − 1), or null when it is not a real month after 1900. */
export function monthIndex(value: string): number | null {
  const match = MONTH_YEAR_PATTERN.exec(value.trim());
  if (!match) return null;
  const [month, year] = [Number(match[1]), Number(match[2])];
  return month >= 1 && month <= 12 && year >= 1900 ? year * 12 + month - 1 : null;
}

export const formatMonthIndex = (index: number) => `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;

export function currentMonthIndex(now: Date = new Date()): number {
  return now.getFullYear() * 12 + now.getMonth();
}

/**
 * 391.21(b)(3): the addresses cover the last three years. `moves` are the moved-in months, newest first (the
 * current address, then each previous one); each must be earlier than the one before it. Returns the month the
 * addresses must reach back to when they do not yet, else null.
 */
export function residenceGap(moves: readonly string[], now: Date = new Date()): string | null {
  const required = currentMonthIndex(now) - RESIDENCE_YEARS * 12;
  const indexes = moves.map(monthIndex).filter((index): index is number => index !== null);
  if (indexes.length > 0 && Math.min(...indexes) <= required) return null;
  return formatMonthIndex(required);
}
