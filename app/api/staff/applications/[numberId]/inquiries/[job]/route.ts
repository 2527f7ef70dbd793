import { fieldMessages } from '@/lib/applicant/schema';
import { requireStaffRequest } from '@/lib/auth/staff-session';
import { jsonResponse } from '@/lib/server/json-response';
import { sendNoticesSoon } from '@/lib/server/outbox/send-soon';
import { readJsonBody } from '@/lib/server/read-json-body';
import { addInquiryNote, INQUIRY_REFUSALS, saveInquiryContact, sendInquiryRequest } from '@/lib/staff/inquiries/inquiry-actions';
import { contactInputSchema, noteInputSchema } from '@/lib/staff/inquiries/inquiry-input';
import { parseNumberId } from '@/lib/staff/number-id-param';

/**
 * POST /api/staff/applications/{n}/inquiries/{job} — a reviewer's action on the 391.23 inquiry to the employer of
 * job 1–3: { action: 'contact', contactEmail, contactFax, contactAddress } saves the contact; { action: 'send' }
 * mails a new 30-day link; { action: 'note', note } records a good-faith effort. Each is audited.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: { params: Promise<{ numberId: string; job: string }> }) {
  const access = await requireStaffRequest(request);
  if (access.response) return access.response;
  const segments = await params;
  const numberId = parseNumberId(segments.numberId);
  const job = /^[123]$/.test(segments.job) ? Number(segments.job) : null;
  if (numberId === null || job === null) return jsonResponse(404, { error: 'No such inquiry.' });

  const body = await readJsonBody(request, 16_384);
  if (!body.ok) return jsonResponse(body.status, { error: body.message });
  const { action, ...input } = body.value;
  const refused = (kind: keyof typeof INQUIRY_REFUSALS) => jsonResponse(INQUIRY_REFUSALS[kind][0], { error: INQUIRY_REFUSALS[kind][1] });

  if (action === 'contact') {
    const parsed = contactInputSchema.safeParse(input);
    if (!parsed.success) return jsonResponse(422, { error: 'Check the contact.', fields: fieldMessages(parsed.error) });
    const outcome = await saveInquiryContact(numberId, job, parsed.data, access.staff, access.facts);
    return outcome.kind === 'saved' ? jsonResponse(200, { saved: true }) : refused(outcome.kind);
  }
  if (action === 'send') {
    const outcome = await sendInquiryRequest(numberId, job, access.staff, access.facts);
    if (outcome.kind !== 'sent') return refused(outcome.kind);
    sendNoticesSoon();
    return jsonResponse(200, { sentTo: outcome.sentTo, expiresAt: outcome.expiresAt.toISOString() });
  }
  if (action === 'note') {
    const parsed = noteInputSchema.safeParse(input);
    if (!parsed.success) return jsonResponse(422, { error: 'Check the note.', fields: fieldMessages(parsed.error) });
    const outcome = await addInquiryNote(numberId, job, parsed.data.note, access.staff, access.facts);
    return outcome.kind === 'noted' ? jsonResponse(200, { noted: true }) : refused(outcome.kind);
  }
  return jsonResponse(400, { error: 'action must be contact, send or note.' });
}
