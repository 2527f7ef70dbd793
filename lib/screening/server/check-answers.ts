import 'server-only';
import { getDb } from '@/lib/server/db';
import { setBounded } from '@/lib/server/bounded-map';
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
import { readShownPage } from './shown-page';

/** One answer as it is stored and signed: the question in the version asked, and where it was asked. */
export type ScreeningAnswerRecord = { question: QuestionVersion; answer: string; position: number };

/**
 * The screening answers of a submission, checked. null when nothing was asked (the page showed no questions, or the
 * carrier has none); no answers with `not-screened` when the carrier asks questions and a client sent none.
 */
export type CheckedScreening = { answers: ScreeningAnswerRecord[]; outcome: ScreeningOutcome } | null;

type SentAnswer = { questionId: string; version: number; answer: string };

const SHAPE_MESSAGE =
  'screening: a list of { questionId, version, answer }, one per question of the carrier asked (GET the wizard\'s page for them).';
const CORRECT = 'Some answers need correcting.';

/** The versions asked, in the order asked. */
type Asked = { questionId: string; version: number }[];

/**
 * The answers a submission sent (`screening` beside the flat payload), judged by the questions its page showed
 * (`shownPage`, lib/screening/server/shown-page.ts): every question shown answered once, in the version shown, with
 * an answer of its kind, whatever the carrier changed since. A body without the record (a client older than it) is
 * judged by what the carrier asks now: none answered is filed "not screened", where the office sees it; some
 * answered means all of them, each in its current version. Refused with 422 otherwise, each problem under
 * `screening.<n>` (the n-th answer sent) or `screening` (a question without an answer).
 */
export async function checkScreeningAnswers(compCode: string, sent: unknown, shownPage: unknown): Promise<CheckedScreening> {
  const parsed = sent === undefined || sent === null ? { success: true as const, data: [] } : sentScreeningSchema.safeParse(sent);
  if (!parsed.success) throw refusal(422, CORRECT, { fields: { screening: SHAPE_MESSAGE } });
  const answers: SentAnswer[] = parsed.data;

  if (shownPage !== undefined) {
    const record = readShownPage(shownPage, compCode);
    if (!record.ok) throw refusal(422, record.message, { fields: { shownPage: record.message } });
    const asked = record.page.questions.map(([questionId, version]) => ({ questionId, version }));
    if (asked.length === 0 && answers.length === 0) return null;
    return judge(compCode, asked, answers, {
      notAsked: 'This question was not asked on the page.',
      otherVersion: 'This version of the question is not the one the page showed.',
    });
  }

  const current = await (await getDb()).screeningQuestion.findMany({
    where: { compCode, status: 'active' },
    select: { questionId: true, version: true },
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  if (current.length === 0 && answers.length === 0) return null;
  if (answers.length === 0) return { answers: [], outcome: 'not-screened' };
  return judge(compCode, current, answers, {
    notAsked: 'This question is no longer asked.',
    otherVersion: 'This question has been changed: answer its current version.',
  });
}

/** The answers against the versions asked; the outcome they add up to. */
async function judge(
  compCode: string,
  asked: Asked,
  sent: SentAnswer[],
  messages: { notAsked: string; otherVersion: string },
): Promise<NonNullable<CheckedScreening>> {
  const rows = await questionRows(compCode, [...asked, ...sent]);
  const versionOf = (questionId: string, version: number) => rows.find((row) => row.questionId === questionId && row.version === version);

  const fields: Record<string, string> = {};
  const answered = new Map<string, string>();
  sent.forEach((answer, index) => {
    const problem = (message: string) => void (fields[`screening.${index}`] = message);
    const shown = asked.find((question) => question.questionId === answer.questionId);
    if (answered.has(answer.questionId)) return problem('This question is answered twice.');
    answered.set(answer.questionId, '');
    if (!shown) {
      const known = rows.some((row) => row.questionId === answer.questionId);
      return problem(known ? messages.notAsked : `Unknown question of carrier ${compCode}.`);
    }
    if (answer.version !== shown.version) return problem(versionOf(answer.questionId, answer.version) ? messages.otherVersion : 'Unknown version of this question.');
    const row = versionOf(shown.questionId, shown.version);
    if (!row) return problem(`Unknown question of carrier ${compCode}.`);
    const value = answerOfKind(readQuestion(row), answer.answer.trim());
    if (value === null) return problem(kindMessage(readQuestion(row)));
    answered.set(answer.questionId, value);
  });
  const unanswered = asked.filter((question) => !answered.has(question.questionId));
  if (unanswered.length > 0) {
    const texts = unanswered.map((question) => `“${versionOf(question.questionId, question.version)?.textEn ?? question.questionId}”`);
    fields.screening = `Every question asked needs an answer; not answered: ${texts.join(', ')}.`;
  }
  if (Object.keys(fields).length > 0) throw refusal(422, CORRECT, { fields });

  // In the order asked, numbered so.
  const records = asked.map((question, index) => ({
    question: readQuestion(versionOf(question.questionId, question.version)!),
    answer: answered.get(question.questionId)!,
    position: index + 1,
  }));
  return { answers: records, outcome: screeningOutcome(records) };
}

const QUESTION_VERSION_COLUMNS = { questionId: true, version: true, kind: true, rule: true, textEn: true, textEs: true, options: true, accepted: true } as const;
type QuestionVersionRow = Parameters<typeof readQuestion>[0];

// A question's version is never changed once written (an edit writes the next version, lib/screening/server/
// question-store.ts), so one read is kept: the rows a submission is judged by cost a database query each otherwise.
const knownVersions = new Map<string, QuestionVersionRow>();
export const MAX_KNOWN_VERSIONS = 5_000;
const versionKey = (compCode: string, questionId: string, version: number) => `${compCode} ${questionId} ${version}`;

/** The rows of the versions named; every version of their questions when one of them is not known here yet. */
async function questionRows(compCode: string, named: Asked): Promise<QuestionVersionRow[]> {
  const known = named.map(({ questionId, version }) => knownVersions.get(versionKey(compCode, questionId, version)));
  if (known.every((row) => row !== undefined)) return [...new Set(known)];
  const rows = await (await getDb()).screeningQuestion.findMany({
    where: { compCode, questionId: { in: [...new Set(named.map((answer) => answer.questionId))] } },
    select: QUESTION_VERSION_COLUMNS,
  });
  for (const row of rows) {
    setBounded(knownVersions, versionKey(compCode, row.questionId, row.version), row, MAX_KNOWN_VERSIONS);
  }
  return rows;
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
