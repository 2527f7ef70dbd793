import 'server-only';
import { z } from 'zod';

export const WEBHOOK_EVENT = 'application.submitted';

/**
 * What the outbox row keeps: the part of the notice known before the insert. The application's number is only
 * known once the row exists, and the outbox row is written by the same statement, so the number (and the link that
 * contains it) are added when the notice is sent. The stored part never holds the SSN, date of birth or signature.
 */
const storedNoticeSchema = z.object({
  event: z.literal(WEBHOOK_EVENT),
  receivedAt: z.string(),
  applicantName: z.string(),
  compCode: z.string(),
  /** Where staff open the app, e.g. https://apply.example.com (no trailing slash). */
  appBaseUrl: z.string(),
});

export type StoredNotice = Omit<z.infer<typeof storedNoticeSchema>, 'event'>;

/**
 * What a receiver gets, in this order (the signed bytes): version 1 of the webhook body (docs/api.md). Published with
 * the API's description (lib/api-contract); a change of shape is a new version there.
 */
export const webhookPayloadSchema = z.object({
  event: z.literal(WEBHOOK_EVENT),
  numberId: z.int().positive().describe("The application's number, as POST /api/drivers answered it."),
  receivedAt: z.iso.datetime().describe('When the application was received (ISO 8601, UTC).'),
  applicantName: z.string().describe('The name the applicant gave; the only personal data in the notice.'),
  compCode: z.string().describe('The carrier (company code) the application is for.'),
  url: z.url().describe("The application's page in the staff area (sign-in required)."),
});
type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** The outbox row's `body` for a new application. */
export function storedNoticeJson(notice: StoredNotice): string {
  return JSON.stringify({ event: WEBHOOK_EVENT, ...notice, appBaseUrl: notice.appBaseUrl.replace(/\/+$/, '') });
}

/**
 * The exact JSON that is signed and POSTed for an outbox row, or null when the stored part is unreadable.
 * The same row always yields the same bytes, so a redelivery carries the same body and signature.
 */
export function webhookBody(storedBody: string, numberId: number): string | null {
  let parsed;
  try {
    parsed = storedNoticeSchema.safeParse(JSON.parse(storedBody));
  } catch {
    return null;
  }
  if (!parsed.success) return null;
  const { event, receivedAt, applicantName, compCode, appBaseUrl } = parsed.data;
  const payload: WebhookPayload = {
    event,
    numberId,
    receivedAt,
    applicantName,
    compCode,
    url: `${appBaseUrl}/staff/applications/${numberId}`,
  };
  return JSON.stringify(payload);
}
