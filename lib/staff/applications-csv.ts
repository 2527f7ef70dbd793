import 'server-only';
import { staffTexts } from '@/lib/i18n/server/catalog-texts';
import { isScreeningOutcome } from '@/lib/screening/questions';
import { applicationStatusLabel } from './status';

/**
 * The applications list as a CSV file for a spreadsheet (RFC 4180: CRLF line ends, fields with a comma, quote
 * or line break quoted, quotes doubled). It deliberately has no SSN column — not even the last four digits —
 * nor date of birth or signature: a file that leaves the system should not carry what identifies a person.
 */
export type CsvValue = string | number | null | undefined;

export type ApplicationCsvRow = {
  numberId: number;
  creationDate: Date;
  applicantName: string;
  compCode: string;
  status: string;
  /** What the carrier's screening questions gave (lib/screening/questions.ts), so the office can sort by it. */
  screeningOutcome: string;
  /** Where the applicant came from: the link's `source`, else its `utm_source` ('' for neither). */
  sourceLabel: string;
  /** The newest earlier application of the same person (lib/staff/returning), or null. */
  earlierNumberId: number | null;
};

export const APPLICATIONS_CSV_HEADER = [
  'Number',
  'Received (UTC)',
  'Applicant name',
  'Company code',
  'Status',
  'Screening',
  'Source',
  'Earlier application',
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some strip first) as a
 * formula: an applicant named "=HYPERLINK(…)" must not become a link or a command on the office's computer.
 * Such text gets a leading apostrophe, which spreadsheets read as "this is text" (OWASP, CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are the app's own (application numbers): never text someone typed, so never a formula.
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** "2026-03-05 14:03:22": the form spreadsheets recognise as a date and time (the header says it is UTC). */
export function csvTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export function applicationCsvValues(row: ApplicationCsvRow): CsvValue[] {
  return [
    row.numberId,
    csvTimestamp(row.creationDate),
    row.applicantName,
    row.compCode,
    applicationStatusLabel(staffTexts, row.status),
    screeningCell(row.screeningOutcome),
    row.sourceLabel,
    row.earlierNumberId,
  ];
}

/** The list's badge words; empty where no question was asked, as the list shows no badge there. */
function screeningCell(outcome: string): string {
  if (!isScreeningOutcome(outcome)) return outcome;
  return outcome === 'not-asked' ? '' : staffTexts(`screeningOutcomes.${outcome}`);
}

/** applications-2026-03-05.csv (the UTC day of the export). */
export function applicationsCsvFileName(now: Date): string {
  return `applications-${now.toISOString().slice(0, 10)}.csv`;
}

/** Rows encoded per pull, so the response starts at once and memory stays flat however long the file is. */
const ROWS_PER_CHUNK = 500;

/**
 * The whole file as a byte stream: a UTF-8 byte-order mark (without it Excel reads "Nguyễn" as "NguyÃ¡»…n"),
 * the header, then one line per row, read from `rows` only as fast as the client downloads.
 */
export function applicationsCsvStream(rows: AsyncIterable<ApplicationCsvRow>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let chunk = `\uFEFF${csvLine(APPLICATIONS_CSV_HEADER)}`;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (let count = 0; count < ROWS_PER_CHUNK; count += 1) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(applicationCsvValues(next.value));
      }
      controller.enqueue(encoder.encode(chunk));
      chunk = '';
    },
    async cancel() {
      // The download was abandoned: stop reading from the database.
      await iterator.return?.(undefined);
    },
  });
}
