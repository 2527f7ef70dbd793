import 'server-only';
import { getDb } from '../db';
import type { RequestFacts } from '@/lib/server/http/request-facts';
import { auditEventSchema, type AuditEventInput } from './events';

export type AuditActor = { id: string; email: string } | null;

/**
 * Appends one row to the audit log. Called before the audited data is handed out, so an access that could not
 * be recorded does not happen (the caller's error path answers 5xx instead).
 */
export async function recordAuditEvent(event: AuditEventInput, actor: AuditActor, facts: RequestFacts): Promise<void> {
  const parsed = auditEventSchema.parse(event);
  const db = await getDb();
  await db.auditEvent.create({
    data: {
      action: parsed.action,
      staffUserId: actor?.id ?? null,
      staffEmail: actor?.email ?? ('email' in parsed.detail ? parsed.detail.email : ''),
      numberId: 'numberId' in parsed ? parsed.numberId : null,
      ip: facts.ip,
      userAgent: facts.userAgent,
      detail: JSON.stringify(parsed.detail),
    },
  });
}
