import 'server-only';
import { getDb } from '@/lib/server/db';
import { refusal } from '@/lib/server/http/route-error';
import {
  canonicalNumber,
  NUMBER_PATTERN,
  screeningOutcome,
  YES_NO_ANSWERS,
  type QuestionVersion,
  type ScreeningOutcome,
} from '../questions';
import { readQuestion } from './question-store';
import { sentScreeningSchema } from '../sent-answers';

/** One answer as it is stored and signed: the question in the version asked, and where it was asked. */
export type ScreeningAnswerRecord = { question: QuestionVersion; answer: string; position: number };

/** The screening answers of a submission, checked; null when it sent none ("not screened"). */
export type CheckedScreening = { answers: ScreeningAnswerRecord[]; outcome: ScreeningOutcome } | null;

const SHAPE_MESSAGE =
  'screening: a list of { questionId, version, answer }, one per question of the carrier asked (GET the wizard\'s page for them).';

/**
 * The answers a submission sent (`screening` beside the flat payload) against the carrier's questions: each must
 * name a question of this carrier, in a version it had, once, with an answer of its kind (yes or no; one of the
 * version's options; a number). Refused with 422 otherwise, each problem under `screening.<n>`. An answer to a
 * question the carrier has retired since the page was opened is left out: the office no longer asks it. Questions
 * the submission does not answer (e.g. added after its page was opened) are not part of the application.
 */
export async function checkScreeningAnswers(compCode: string, sent: unknown): Promise<CheckedScreening> {
  if (sent === undefined || sent === null) return null;
  const parsed = sentScreeningSchema.safeParse(sent);
  if (!parsed.success) throw refusal(422, 'Some answers need correcting.', { fields: { screening: SHAPE_MESSAGE } });
  if (parsed.data.length === 0) return null;

  const db = await getDb();
  const rows = await db.screeningQuestion.findMany({
    where: { compCode, questionId: { in: parsed.data.map((answer) => answer.questionId) } },
    select: { questionId: true, version: true, kind: true, rule: true, textEn: true, textEs: true, options: true, accepted: true, status: true, position: true },
  });

  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const kept: (ScreeningAnswerRecord & { order: number })[] = [];
  parsed.data.forEach((sentAnswer, index) => {
    const versions = rows.filter((row) => row.questionId === sentAnswer.questionId);
    const newest = versions.find((row) => row.status !== 'superseded');
    const asked = versions.find((row) => row.version === sentAnswer.version);
    const problem = (message: string) => void (fields[`screening.${index}`] = message);
    if (seen.has(sentAnswer.questionId)) return problem('This question is answered twice.');
    seen.add(sentAnswer.questionId);
    if (!newest) return problem(`Unknown question of carrier ${compCode}.`);
    if (!asked) return problem('Unknown version of this question.');
    if (newest.status === 'retired') return;
    const question = readQuestion(asked);
    const answer = answerOfKind(question, sentAnswer.answer.trim());
    if (answer === null) return problem(kindMessage(question));
    kept.push({ question, answer, position: 0, order: newest.position });
  });
  if (Object.keys(fields).length > 0) throw refusal(422, 'Some answers need correcting.', { fields });
  if (kept.length === 0) return null;

  // In the carrier's order of its questions, numbered as asked.
  const answers = kept
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...answer }, index) => ({ ...answer, position: index + 1 }));
  return { answers, outcome: screeningOutcome(answers) };
}

/** The answer as stored (a number in one spelling), or null when it is not an answer of the question's kind. */
function answerOfKind(question: QuestionVersion, answer: string): string | null {
  if (question.kind === 'yes-no') return (YES_NO_ANSWERS as readonly string[]).includes(answer) ? answer : null;
  if (question.kind === 'choice') return question.options.some((option) => option.en === answer) ? answer : null;
  return NUMBER_PATTERN.test(answer) ? canonicalNumber(answer) : null;
}

function kindMessage(question: QuestionVersion): string {
  if (question.kind === 'yes-no') return 'Answer yes or no.';
  if (question.kind === 'choice') return `Answer one of: ${question.options.map((option) => option.en).join(', ')}.`;
  return 'Answer with a number such as 2 or 2.5.';
}
