import 'server-only';
import { findCompany } from '@/lib/companies/companies';
import { COMPANY_CODE_PATTERN } from '@/lib/companies/company-input';
import type { StaffAccess } from '@/lib/auth/staff-route';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';
import { MAX_ACTIVE_QUESTIONS } from '../questions';
import type { QuestionChange } from './question-store';

/** What the staff routes of a carrier's screening questions share: the carrier from the address, the answer. */

/** The carrier of `/api/staff/companies/{code}/…`: a code with a record (questions belong to a carrier), else 404. */
export async function carrierOfRoute(code: string): Promise<string> {
  const upper = code.trim().toUpperCase();
  if (!COMPANY_CODE_PATTERN.test(upper) || !(await findCompany(upper))) throw refusal(404, 'No such carrier. Add it first.');
  return upper;
}

export type ScreeningAction =
  | 'screening-question-added'
  | 'screening-question-edited'
  | 'screening-question-retired'
  | 'screening-question-restored'
  | 'screening-question-moved';

/**
 * The answer to a change: 200 (201 for a new question) with the question's id and newest version, audited when it
 * changed something; 404, 409 (edited meanwhile) or 422 (too many questions asked) otherwise.
 */
export async function changeAnswer(change: QuestionChange, code: string, action: ScreeningAction, access: StaffAccess): Promise<Response> {
  if (change.kind === 'not-found') throw refusal(404, 'No such question for this carrier.');
  if (change.kind === 'conflict') throw refusal(409, 'This question was changed meanwhile. Reload the page to see its newest version.');
  if (change.kind === 'too-many') throw refusal(422, `At most ${MAX_ACTIVE_QUESTIONS} questions are asked per carrier. Retire one first.`);
  if (change.changed) {
    await recordAuditEvent({ action, detail: { code, questionId: change.questionId, version: change.version } }, access.staff, access.facts);
  }
  const status = action === 'screening-question-added' ? 201 : 200;
  return jsonResponse(status, { questionId: change.questionId, version: change.version, changed: change.changed });
}
