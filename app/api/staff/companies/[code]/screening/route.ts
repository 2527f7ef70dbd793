import { staffRoute } from '@/lib/auth/staff-route';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { questionInputSchema } from '@/lib/screening/question-input';
import { addQuestion, listQuestions } from '@/lib/screening/server/question-store';
import { carrierOfRoute, changeAnswer } from '@/lib/screening/server/screening-routes';

/**
 * /api/staff/companies/{code}/screening (admins) — the carrier's screening questions (docs/screening.md).
 * GET: every question in its newest version, asked or retired, in order. POST: a new question, asked last; audited.
 */
export const dynamic = 'force-dynamic';

type Params = { code: string };

export const GET = staffRoute<Params>('api/staff/companies/screening', { role: 'admin' }, async (_request, _access, params) => {
  const code = await carrierOfRoute(params.code);
  const questions = await listQuestions(code);
  return jsonResponse(200, { code, questions: questions.map(({ createdAt, ...question }) => ({ ...question, createdAt: createdAt.toISOString() })) });
});

export const POST = staffRoute<Params>('api/staff/companies/screening', { role: 'admin' }, async (request, access, params) => {
  const code = await carrierOfRoute(params.code);
  const content = parseFields(questionInputSchema, await readJson(request, 16_384), 'Check the question.');
  return changeAnswer(await addQuestion(code, content, access.staff.email), code, 'screening-question-added', access);
});
