import * as z from 'zod/mini';
import { staffRoute } from '@/lib/auth/staff-route';
import { parseFields, parseWith, readJson } from '@/lib/server/http/guards';
import { refusal } from '@/lib/server/http/route-error';
import { QUESTION_ID_PATTERN } from '@/lib/screening/questions';
import { questionInputSchema } from '@/lib/screening/question-input';
import { editQuestion, moveQuestion, setQuestionAsked } from '@/lib/screening/server/question-store';
import { carrierOfRoute, changeAnswer } from '@/lib/screening/server/screening-routes';

/**
 * /api/staff/companies/{code}/screening/{questionId} (admins), each change audited.
 * PUT: new words or a new rule — the next version of the question (the old one is kept for the applications that
 * answered it); `version` names the version edited, so an edit over someone else's is refused (409).
 * PATCH: `{ "asked": false | true }` retires the question or asks it again; `{ "move": "up" | "down" }` moves it.
 */
export const dynamic = 'force-dynamic';

type Params = { code: string; questionId: string };

function questionOfRoute(questionId: string): string {
  if (!QUESTION_ID_PATTERN.test(questionId)) throw refusal(404, 'No such question for this carrier.');
  return questionId;
}

const editedVersion = z.object({ version: z.optional(z.int().check(z.minimum(1))) });

export const PUT = staffRoute<Params>('api/staff/companies/screening/question', { role: 'admin' }, async (request, access, params) => {
  const code = await carrierOfRoute(params.code);
  const questionId = questionOfRoute(params.questionId);
  const body = await readJson(request, 16_384);
  const { version } = parseWith(editedVersion, body, 'version: the version of the question that was edited.');
  const content = parseFields(questionInputSchema, body, 'Check the question.');
  return changeAnswer(await editQuestion(code, questionId, content, access.staff.email, version), code, 'screening-question-edited', access);
});

const patchSchema = z.union([z.object({ asked: z.boolean() }), z.object({ move: z.enum(['up', 'down']) })]);

export const PATCH = staffRoute<Params>('api/staff/companies/screening/question', { role: 'admin' }, async (request, access, params) => {
  const code = await carrierOfRoute(params.code);
  const questionId = questionOfRoute(params.questionId);
  const change = parseWith(patchSchema, await readJson(request, 1_024), 'Send { "asked": true | false } or { "move": "up" | "down" }.');
  if ('asked' in change) {
    const done = await setQuestionAsked(code, questionId, change.asked);
    return changeAnswer(done, code, change.asked ? 'screening-question-restored' : 'screening-question-retired', access);
  }
  return changeAnswer(await moveQuestion(code, questionId, change.move), code, 'screening-question-moved', access);
});
