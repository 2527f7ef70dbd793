import 'server-only';
import type { Prisma } from '@/lib/generated/sqlite/client';
import { answersFromDocument } from '@/lib/applicant/application-document';
import type { Applicant } from '@/lib/applicant/schema';

/**
 * A stored Applicant row with its answers read out of the application document (the `answers` column) under their
 * flat names (`employer2`, `dob`), which the office's views, the PDF and the 391.23 inquiries read. The SSN stays
 * the row's ciphertext. `answers` is the document as stored, which the signature of version 4 on covers.
 */
export type WithStoredAnswers<Row extends { answers: Prisma.JsonValue }> = Omit<Row, 'answers'> &
  Omit<Applicant, 'ssn'> & { answers: Record<string, unknown> };

export function withStoredAnswers<Row extends { answers: Prisma.JsonValue }>(row: Row): WithStoredAnswers<Row> {
  // SQLite's driver may hand the JSON back as text; PostgreSQL's as the object.
  const document = typeof row.answers === 'string' ? (JSON.parse(row.answers) as unknown) : row.answers;
  const answers = (typeof document === 'object' && document !== null && !Array.isArray(document) ? document : {}) as Record<string, unknown>;
  // The document is what was signed: its answers win over the columns copied from it for the list.
  const { ssn: _notInTheDocument, ...fromDocument } = answersFromDocument(answers) as Applicant;
  return { ...row, ...fromDocument, answers };
}
