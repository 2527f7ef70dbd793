import { sendNoticesSoon } from '@/lib/server/outbox/send-soon';
import { addInquiryNote, INQUIRY_REFUSALS, saveInquiryContact, sendInquiryRequest } from '@/lib/inquiries/server/inquiry-actions';
import { contactInputSchema, noteInputSchema } from '@/lib/inquiries/inquiry-input';
import { staffRoute } from '@/lib/auth/staff-route';
import { inquiryOf, type InquiryParams } from '@/lib/inquiries/server/inquiry-params';
import { parseFields, readJson } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/applications/{n}/inquiries/{job} — a reviewer's action on the 391.23 inquiry to the employer of
 * job 1–3: { action: 'contact', contactEmail, contactFax, contactAddress } saves the contact; { action: 'send' }
 * mails a new 30-day link; { action: 'note', note } records a good-faith effort. Each is audited.
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<InquiryParams>('api/staff/inquiries', {}, async (request, access, params) => {
  const { numberId, job } = inquiryOf(params);
  const { action, ...input } = await readJson(request, 16_384);
  const refused = (kind: keyof typeof INQUIRY_REFUSALS) => refusal(...INQUIRY_REFUSALS[kind]);

  if (action === 'contact') {
    const contact = parseFields(contactInputSchema, input, 'Check the contact.');
    const outcome = await saveInquiryContact(numberId, job, contact, access.staff, access.facts);
    if (outcome.kind !== 'saved') throw refused(outcome.kind);
    return jsonResponse(200, { saved: true });
  }
  if (action === 'send') {
    const outcome = await sendInquiryRequest(numberId, job, access.staff, access.facts);
    if (outcome.kind !== 'sent') throw refused(outcome.kind);
    sendNoticesSoon();
    return jsonResponse(200, { sentTo: outcome.sentTo, expiresAt: outcome.expiresAt.toISOString() });
  }
  if (action === 'note') {
    const { note } = parseFields(noteInputSchema, input, 'Check the note.');
    const outcome = await addInquiryNote(numberId, job, note, access.staff, access.facts);
    if (outcome.kind !== 'noted') throw refused(outcome.kind);
    return jsonResponse(200, { noted: true });
  }
  throw refusal(400, 'action must be contact, send or note.');
});
