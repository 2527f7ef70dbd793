import 'server-only';
import { z } from 'zod';
import type { Staff } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { getDb } from '@/lib/server/db';
import type { RequestFacts } from '@/lib/server/request-facts';
import { APPLICATION_STATUSES, NEXT_STATUSES, type ApplicationStatus } from './status';

export const MAX_NOTE_LENGTH = 2_000;

export const reviewInputSchema = z
  .object({
    status: z.enum(APPLICATION_STATUSES).optional(),
    note: z.string().trim().max(MAX_NOTE_LENGTH, `A note can have at most ${MAX_NOTE_LENGTH} characters.`).default(''),
  })
  .refine((input) => input.status !== undefined || input.note !== '', {
    message: 'Choose a new status or write a note.',
    path: ['note'],
  });

export type ReviewInput = z.output<typeof reviewInputSchema>;
export type ReviewOutcome =
  | { kind: 'saved'; status: ApplicationStatus }
  | { kind: 'not-found' }
  | { kind: 'not-allowed'; from: ApplicationStatus; to: ApplicationStatus };

/**
 * A status change and/or a note, recorded as one history entry with who and when. The status moves only along the
 * workflow (NEXT_STATUSES); the update is conditional on the status read, so two reviewers acting at once cannot
 * both move it from the same state.
 */
export async function recordReview(
  numberId: number,
  input: ReviewInput,
  staff: Staff,
  facts: RequestFacts,
): Promise<ReviewOutcome> {
  const db = await getDb();
  const current = await db.applicant.findUnique({ where: { numberId }, select: { status: true } });
  if (!current) return { kind: 'not-found' };
  const from = current.status as ApplicationStatus;
  const to = input.status ?? from;
  if (to !== from && !NEXT_STATUSES[from]?.includes(to)) return { kind: 'not-allowed', from, to };

  const saved = await db.$transaction(async (tx) => {
    const moved = await tx.applicant.updateMany({ where: { numberId, status: from }, data: { status: to } });
    if (moved.count === 0) return false;
    await tx.reviewEntry.create({
      data: { numberId, staffUserId: staff.id, staffName: staff.name, fromStatus: from, toStatus: to, note: input.note },
    });
    return true;
  });
  if (!saved) return { kind: 'not-allowed', from, to };

  await recordAuditEvent(
    to !== from
      ? { action: 'status-changed', numberId, detail: { from, to, withNote: input.note !== '' } }
      : { action: 'note-added', numberId, detail: {} },
    staff,
    facts,
  );
  return { kind: 'saved', status: to };
}
