/**
 * mm/dd/yyyy dates, as US forms write them. Apart from lib/applicant/rules.ts so that a page needing only the date
 * (the employer's 391.23 response form) does not load the applicant rules and their message catalog.
 */

export const US_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** Parses an mm/dd/yyyy string into a UTC date, or null when it is not a real calendar date. */
export function parseUsDate(text: string): Date | null {
  const match = US_DATE_PATTERN.exec(text);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate && year >= 1900 ? date : null;
}
