import 'server-only';
import { z } from 'zod';

/**
 * Every kind of audit event, each with the non-personal facts it may carry. Field values of an application
 * (names, SSN, answers) never go here: the log says who did what to which application, not what it contained.
 */
const applicationEvent = <Action extends string, Detail extends z.ZodRawShape>(action: Action, detail: Detail) =>
  z.object({ action: z.literal(action), numberId: z.number().int().positive(), detail: z.object(detail) });

/** A DQ file's event: the application it was hired from goes in numberId, so the application's audit shows it too. */
const dqEvent = <Action extends string, Detail extends z.ZodRawShape>(action: Action, detail: Detail) =>
  z.object({ action: z.literal(action), numberId: z.number().int().positive().optional(), detail: z.object(detail) });

export const auditEventSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('sign-in'), detail: z.object({}) }),
  // The typed email is kept so repeated guessing at one account shows up; the password never is.
  z.object({ action: z.literal('sign-in-failed'), detail: z.object({ email: z.string().max(254) }) }),
  // Refused before the password was checked: the account is locked, or the IP tried too often.
  z.object({ action: z.literal('sign-in-refused'), detail: z.object({ email: z.string().max(254) }) }),
  z.object({ action: z.literal('sign-out'), detail: z.object({}) }),
  applicationEvent('application-viewed', {}),
  applicationEvent('ssn-revealed', {}),
  applicationEvent('pdf-downloaded', {}),
  // The application's background-check consents alone (for a background-check vendor).
  applicationEvent('consents-pdf-downloaded', {}),
  // A document of step 4 opened full size, or downloaded: which one (its random id) and its type, never its content.
  applicationEvent('document-viewed', { documentId: z.string().max(64), kind: z.string().max(40) }),
  applicationEvent('document-downloaded', { documentId: z.string().max(64), kind: z.string().max(40) }),
  applicationEvent('status-changed', { from: z.string(), to: z.string(), withNote: z.boolean() }),
  applicationEvent('note-added', {}),
  // An admin sent an undelivered notice again at once (/staff/deliveries): which outbox row, of which kind.
  // A carrier's DQ digest is about no one application: numberId is absent then.
  dqEvent('delivery-retried', { deliveryId: z.number().int(), kind: z.string() }),
  // Safety performance history (391.23): which inquiry (row id) of the application, and which job of step 6. The
  // employer's own view and answer have no staff account: the row's IP is the employer's.
  applicationEvent('inquiry-contact-saved', { inquiryId: z.number().int(), job: z.number().int() }),
  applicationEvent('inquiry-sent', { inquiryId: z.number().int(), job: z.number().int() }),
  applicationEvent('inquiry-printed', { inquiryId: z.number().int(), job: z.number().int() }),
  applicationEvent('inquiry-note-added', { inquiryId: z.number().int(), job: z.number().int() }),
  applicationEvent('inquiry-viewed-by-employer', { inquiryId: z.number().int(), job: z.number().int() }),
  applicationEvent('inquiry-answered', { inquiryId: z.number().int(), job: z.number().int() }),
  // The applicant downloaded their own copy after typing the right date of birth (no staff account: the row's IP
  // is the applicant's), and how many downloads the link has left.
  applicationEvent('applicant-copy-downloaded', { downloadsLeft: z.number().int(), format: z.optional(z.enum(['pdf', 'file'])) }),
  // The applicant's receipt was not sent: that address had had its receipts for now (RECEIPT_RATE_LIMIT).
  applicationEvent('receipt-skipped', {}),
  z.object({
    action: z.literal('applications-exported'),
    detail: z.object({ rows: z.number().int(), filters: z.record(z.string(), z.string()) }),
  }),
  // Retention (npm run applications:purge): how many applications received before which day were deleted.
  z.object({
    action: z.literal('applications-purged'),
    detail: z.object({ before: z.string(), rows: z.number().int(), by: z.literal('command-line') }),
  }),
  // Unfinished applications (saved drafts, lib/drafts/server): the list was opened (how many it showed), or one
  // draft was read (its random id, not personal).
  z.object({ action: z.literal('unfinished-listed'), detail: z.object({ rows: z.number().int() }) }),
  z.object({ action: z.literal('unfinished-viewed'), detail: z.object({ draftId: z.string().max(64) }) }),
  // The office dashboard (/staff/dashboard, or its figures as JSON): which range and carrier were shown. Figures only,
  // no application and nothing of one.
  z.object({
    action: z.literal('dashboard-viewed'),
    detail: z.object({ from: z.string(), to: z.string(), compCode: z.string(), format: z.enum(['page', 'json']) }),
  }),
  // A carrier's record is not personal data: its code is kept so the log shows which record changed.
  z.object({
    action: z.literal('company-saved'),
    detail: z.object({ code: z.string(), created: z.boolean(), by: z.enum(['command-line', 'staff-area']) }),
  }),
  // A carrier's screening question (lib/screening): which carrier, which question and which version the change
  // wrote or touched. The question's words are the carrier's, not an applicant's, but the log needs only the ids.
  z.object({
    action: z.enum(['screening-question-added', 'screening-question-edited', 'screening-question-retired', 'screening-question-restored', 'screening-question-moved']),
    detail: z.object({ code: z.string(), questionId: z.string(), version: z.number().int() }),
  }),
  // A carrier's consents (/staff/companies/{code}/consents): its choices, or a new version of one text (number), or
  // that version withdrawing its wording. The texts themselves are in their table, versioned.
  z.object({ action: z.literal('consent-settings-saved'), detail: z.object({ code: z.string() }) }),
  z.object({
    action: z.literal('consent-text-saved'),
    detail: z.object({ code: z.string(), consent: z.string(), number: z.number().int(), withdrawn: z.boolean() }),
  }),
  // Driver qualification files (lib/dq-file): which file (its id), and the application it came from where there is
  // one; which item (id and kind) and which document (its random id). Never a driver's name or an item's notes.
  dqEvent('dq-file-opened', { fileId: z.number().int(), by: z.enum(['hire', 'hand']) }),
  dqEvent('dq-file-viewed', { fileId: z.number().int() }),
  dqEvent('dq-file-terminated', { fileId: z.number().int() }),
  dqEvent('dq-file-reopened', { fileId: z.number().int(), marked: z.boolean() }),
  dqEvent('dq-pdf-downloaded', { fileId: z.number().int(), documents: z.number().int() }),
  dqEvent('dq-item-added', { fileId: z.number().int(), itemId: z.number().int(), kind: z.string().max(40) }),
  dqEvent('dq-item-recorded', { fileId: z.number().int(), itemId: z.number().int(), kind: z.string().max(40), status: z.string().max(20) }),
  dqEvent('dq-item-deleted', { fileId: z.number().int(), itemId: z.number().int(), kind: z.string().max(40), documents: z.number().int() }),
  dqEvent('dq-document-added', { fileId: z.number().int(), itemId: z.number().int(), documentId: z.string().max(64) }),
  dqEvent('dq-document-viewed', { fileId: z.number().int(), documentId: z.string().max(64), download: z.boolean() }),
  z.object({ action: z.literal('drivers-listed'), detail: z.object({ compCode: z.string(), rows: z.number().int() }) }),
  z.object({ action: z.literal('dq-settings-saved'), detail: z.object({ code: z.string() }) }),
  // The cron run queued a carrier's daily digest (no staff account): which carrier, which day, how many items.
  z.object({ action: z.literal('dq-digest-queued'), detail: z.object({ code: z.string(), day: z.string(), items: z.number().int() }) }),
  z.object({
    action: z.enum(['account-created', 'account-changed']),
    detail: z.object({ email: z.string(), role: z.string(), by: z.enum(['command-line', 'staff-area']) }),
  }),
]);

export type AuditEventInput = z.input<typeof auditEventSchema>;
export type AuditAction = AuditEventInput['action'];

/** Every action, in the schema's order; the audit page's words for them are the catalogs' `Staff.auditActions`. */
export const AUDIT_ACTIONS = auditEventSchema.options.flatMap((option) => {
  const literal = option.shape.action;
  return 'options' in literal ? [...literal.options] : [literal.value];
}) as AuditAction[];
