import 'server-only';
import type { Database } from '@/lib/server/db';
import { insertRowsStep } from '@/lib/server/raw-insert';
import type { Statements } from '@/lib/server/sql-transaction';
import { keyedDigest } from '@/lib/server/pii-crypto';
import { canonicalJsonV1 } from '@/lib/signed-content/server/signed-content-versions';
import type { ScreeningOutcome } from '../questions';
import { screeningSectionOf, type ScreeningSectionEntry } from '../screening-section';
import type { CheckedScreening, ScreeningAnswerRecord } from './check-answers';
import { readQuestion } from './question-store';

/** The name the answers are signed under (lib/signed-content/server/signed-sections.ts). */
export const SCREENING_SECTION = 'screening';

/** The section of the answers as the submission carried them. */
const sectionOf = (answers: readonly ScreeningAnswerRecord[]): ScreeningSectionEntry[] => screeningSectionOf(answers);

/**
 * The section as stored now, for verifying the signature: the application's answers read back with the version of
 * each question they answered. null when it has none (not screened). An answer replaced, removed or added, or a
 * version's words changed in the table, gives another section, and the application reads "Altered after signing".
 */
export async function loadScreeningSection(db: Database, numberId: number): Promise<ScreeningSectionEntry[] | null> {
  const rows = await db.screeningAnswer.findMany({
    where: { numberId },
    orderBy: { position: 'asc' },
    select: {
      answer: true,
      position: true,
      question: { select: { questionId: true, version: true, kind: true, rule: true, textEn: true, textEs: true, options: true, accepted: true } },
    },
  });
  if (rows.length === 0) return null;
  return sectionOf(rows.map((row) => ({ question: readQuestion(row.question), answer: row.answer, position: row.position })));
}

/**
 * What storing an application does with its screening answers (lib/server/application-store.ts): the section it signs,
 * the outcome it is filed under, the digest a retry with the same Idempotency-Key is compared by (the flat payload's,
 * and the answers'), and the rows written in the application's transaction.
 */
export type ScreeningSubmission = {
  sections: Readonly<Record<string, unknown>>;
  outcome: ScreeningOutcome;
  digest: (payloadDigest: string) => string;
  /** Its answers' rows: steps of the transaction that stores the application (lib/server/sql-transaction.ts). */
  write: ((numberId: number) => Statements<void>) | null;
};

export function screeningSubmission(checked: CheckedScreening | undefined, dataKey: Buffer): ScreeningSubmission {
  if (!checked) return { sections: {}, outcome: 'not-asked', digest: (payloadDigest) => payloadDigest, write: null };
  if (checked.answers.length === 0) return { sections: {}, outcome: checked.outcome, digest: (payloadDigest) => payloadDigest, write: null };
  const section = sectionOf(checked.answers);
  const answers = canonicalJsonV1(checked.answers.map(({ question, answer }) => [question.questionId, question.version, answer]));
  return {
    sections: { [SCREENING_SECTION]: section },
    outcome: checked.outcome,
    digest: (payloadDigest) => keyedDigest(`${payloadDigest}\n${answers}`, dataKey),
    write: (numberId) =>
      insertRowsStep(
        'ScreeningAnswer',
        checked.answers.map(({ question, answer, position }) => ({ numberId, questionId: question.questionId, version: question.version, position, answer })),
      ),
  };
}
