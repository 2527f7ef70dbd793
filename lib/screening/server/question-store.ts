import 'server-only';
import { randomBytes } from 'node:crypto';
import { getDb, type Database } from '@/lib/server/db';
import { MAX_ACTIVE_QUESTIONS, type QuestionVersion, type ScreeningKind, type ScreeningRule } from '../questions';
import { sameContent, type QuestionContent } from '../question-input';

/**
 * A carrier's screening questions in the database (ScreeningQuestion, one row per version). Only the newest version
 * of a question is `active` (asked) or `retired` (no longer asked); editing one marks it `superseded` and writes the
 * next version with the same status and place, so the applications that answered the old one keep its words.
 */

export type QuestionStatus = 'active' | 'retired' | 'superseded';

/** A question's newest version, where it is asked and whether it is. */
export type CurrentQuestion = QuestionVersion & { status: 'active' | 'retired'; position: number; createdAt: Date; createdBy: string };

type QuestionRow = {
  questionId: string;
  version: number;
  kind: string;
  rule: string;
  textEn: string;
  textEs: string;
  options: string;
  accepted: string;
  status: string;
  position: number;
  createdAt: Date;
  createdBy: string;
};

export const QUESTION_COLUMNS = {
  questionId: true,
  version: true,
  kind: true,
  rule: true,
  textEn: true,
  textEs: true,
  options: true,
  accepted: true,
  status: true,
  position: true,
  createdAt: true,
  createdBy: true,
} as const;

/** A version as stored: the options and the accepted answers are JSON (prisma/schema.prisma says how). */
export function readQuestion(row: Pick<QuestionRow, 'questionId' | 'version' | 'kind' | 'rule' | 'textEn' | 'textEs' | 'options' | 'accepted'>): QuestionVersion {
  const options = JSON.parse(row.options) as QuestionVersion['options'];
  const accepted = JSON.parse(row.accepted) as string[] | { min?: string; max?: string };
  const bounds = Array.isArray(accepted) ? { min: '', max: '' } : { min: accepted.min ?? '', max: accepted.max ?? '' };
  return {
    questionId: row.questionId,
    version: row.version,
    kind: row.kind as ScreeningKind,
    rule: row.rule as ScreeningRule,
    textEn: row.textEn,
    textEs: row.textEs,
    options: options.map((option) => ({ en: option.en, es: option.es })),
    accepted: Array.isArray(accepted) ? accepted : [],
    ...bounds,
  };
}

/** The stored form of a version's content. */
function contentColumns(content: QuestionContent) {
  return {
    kind: content.kind,
    rule: content.rule,
    textEn: content.textEn,
    textEs: content.textEs,
    options: JSON.stringify(content.options.map((option) => ({ en: option.en, es: option.es }))),
    accepted: JSON.stringify(
      content.kind === 'number'
        ? { ...(content.min !== '' && { min: content.min }), ...(content.max !== '' && { max: content.max }) }
        : content.accepted,
    ),
  };
}

const current = (row: QuestionRow): CurrentQuestion => ({
  ...readQuestion(row),
  status: row.status as CurrentQuestion['status'],
  position: row.position,
  createdAt: row.createdAt,
  createdBy: row.createdBy,
});

/** Every question of the carrier in its newest version, asked or retired, in the order they are asked. */
export async function listQuestions(compCode: string, db?: Database): Promise<CurrentQuestion[]> {
  const database = db ?? (await getDb());
  const rows = await database.screeningQuestion.findMany({
    where: { compCode, status: { in: ['active', 'retired'] } },
    select: QUESTION_COLUMNS,
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  return rows.map(current);
}

/** The questions the wizard asks for the carrier now, in order. */
export async function activeQuestions(compCode: string): Promise<CurrentQuestion[]> {
  const db = await getDb();
  const rows = await db.screeningQuestion.findMany({
    where: { compCode, status: 'active' },
    select: QUESTION_COLUMNS,
    orderBy: [{ position: 'asc' }, { id: 'asc' }],
  });
  return rows.map(current);
}

export type QuestionChange =
  | { kind: 'done'; questionId: string; version: number; changed: boolean }
  | { kind: 'not-found' }
  | { kind: 'too-many' }
  | { kind: 'conflict' };

const newQuestionId = () => `sq${randomBytes(10).toString('hex')}`;

async function activeCount(db: Database, compCode: string): Promise<number> {
  return db.screeningQuestion.count({ where: { compCode, status: 'active' } });
}

/** A new question, asked after the carrier's others. */
export async function addQuestion(compCode: string, content: QuestionContent, by: string): Promise<QuestionChange> {
  const db = await getDb();
  if ((await activeCount(db, compCode)) >= MAX_ACTIVE_QUESTIONS) return { kind: 'too-many' };
  const last = await db.screeningQuestion.findFirst({
    where: { compCode, status: { in: ['active', 'retired'] } },
    orderBy: { position: 'desc' },
    select: { position: true },
  });
  const questionId = newQuestionId();
  await db.screeningQuestion.create({
    data: { questionId, version: 1, compCode, ...contentColumns(content), status: 'active', position: (last?.position ?? 0) + 1, createdBy: by },
  });
  return { kind: 'done', questionId, version: 1, changed: true };
}

async function findCurrent(db: Database, compCode: string, questionId: string): Promise<QuestionRow & { id: number } | null> {
  return db.screeningQuestion.findFirst({
    where: { compCode, questionId, status: { in: ['active', 'retired'] } },
    select: { ...QUESTION_COLUMNS, id: true },
  });
}

/**
 * A question's new wording or rule: the next version, asked where the old one was; the old one is kept as it was
 * (superseded). The same content again writes nothing. Two admins saving the same question at once: the second is
 * told it changed meanwhile (the version they edited is no longer the newest).
 */
export async function editQuestion(
  compCode: string,
  questionId: string,
  content: QuestionContent,
  by: string,
  editedVersion?: number,
): Promise<QuestionChange> {
  const db = await getDb();
  const existing = await findCurrent(db, compCode, questionId);
  if (!existing) return { kind: 'not-found' };
  if (editedVersion !== undefined && editedVersion !== existing.version) return { kind: 'conflict' };
  const { questionId: _id, version: _version, ...stored } = readQuestion(existing);
  if (sameContent(stored, content)) return { kind: 'done', questionId, version: existing.version, changed: false };
  const version = existing.version + 1;
  try {
    await db.$transaction(async (transaction) => {
      const { count } = await transaction.screeningQuestion.updateMany({
        where: { id: existing.id, status: existing.status },
        data: { status: 'superseded' },
      });
      if (count !== 1) throw new ConflictError();
      await transaction.screeningQuestion.create({
        data: { questionId, version, compCode, ...contentColumns(content), status: existing.status, position: existing.position, createdBy: by },
      });
    });
  } catch (error) {
    if (error instanceof ConflictError || isUniqueViolation(error)) return { kind: 'conflict' };
    throw error;
  }
  return { kind: 'done', questionId, version, changed: true };
}

class ConflictError extends Error {}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'P2002';

/** Stops asking a question, or asks a retired one again (its newest version, in its place). */
export async function setQuestionAsked(compCode: string, questionId: string, asked: boolean): Promise<QuestionChange> {
  const db = await getDb();
  const existing = await findCurrent(db, compCode, questionId);
  if (!existing) return { kind: 'not-found' };
  const status = asked ? 'active' : 'retired';
  if (existing.status === status) return { kind: 'done', questionId, version: existing.version, changed: false };
  if (asked && (await activeCount(db, compCode)) >= MAX_ACTIVE_QUESTIONS) return { kind: 'too-many' };
  await db.screeningQuestion.update({ where: { id: existing.id }, data: { status } });
  return { kind: 'done', questionId, version: existing.version, changed: true };
}

/** Moves a question one place up or down among the carrier's questions (it swaps places with its neighbour). */
export async function moveQuestion(compCode: string, questionId: string, direction: 'up' | 'down'): Promise<QuestionChange> {
  const db = await getDb();
  return db.$transaction(async (transaction) => {
    const questions = await transaction.screeningQuestion.findMany({
      where: { compCode, status: { in: ['active', 'retired'] } },
      select: { id: true, questionId: true, version: true },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    });
    const index = questions.findIndex((question) => question.questionId === questionId);
    if (index === -1) return { kind: 'not-found' } as const;
    const other = direction === 'up' ? index - 1 : index + 1;
    const moved = questions[index]!;
    if (other < 0 || other >= questions.length) return { kind: 'done', questionId, version: moved.version, changed: false } as const;
    const order = [...questions];
    [order[index], order[other]] = [order[other]!, order[index]!];
    // Positions 1..n afresh: gaps and ties left by earlier changes go away.
    for (const [position, question] of order.entries()) {
      await transaction.screeningQuestion.update({ where: { id: question.id }, data: { position: position + 1 } });
    }
    return { kind: 'done', questionId, version: moved.version, changed: true } as const;
  });
}
