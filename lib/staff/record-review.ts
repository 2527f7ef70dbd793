import 'server-only';
import { z } from 'zod';
import type { Staff } from '@/lib/auth/staff-session';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { getDb } from '@/lib/server/db';
import { carrierToday } from '@/lib/dq-file/server/carrier-settings';
import { dqOnStatusChange, type HiredApplication } from '@/lib/dq-file/server/hire';
import { isDay } from '@/lib/dq-file/due-rules';
import { findApplication } from './find-application';
import type { RequestFacts } from '@/lib/server/http/request-facts';
import { APPLICATION_STATUSES, NEXT_STATUSES, type ApplicationStatus } from './status';

export const MAX_NOTE_LENGTH = 2_000;

export const reviewInputSchema = z
  .object({
    // The status the reviewer's page showed. Required: a change or a note is a decision about what was on screen,
    // so it is only saved while the application still has that status (see recordReview).
    expectedStatus: z.enum(APPLICATION_STATUSES, {
      error: (issue) =>
        issue.input === undefined
          ? 'Send the status the page showed (expectedStatus). Reload the page and try again.'
          : 'Unknown status.',
    }),
    status: z.enum(APPLICATION_STATUSES).optional(),
    note: z.string().trim().max(MAX_NOTE_LENGTH, `A note can have at most ${MAX_NOTE_LENGTH} characters.`).default(''),
    // The first day of employment, with Hired: the DQ file's due days count from it. Default: today where the carrier is.
    hireDate: z.string().trim().refine(isDay, 'Give the hire date as YYYY-MM-DD.').optional(),
  })
  // Choosing the status the application already has is no change: without a note there would be nothing to record
  // but an empty history entry and audit row.
  .refine((input) => (input.status !== undefined && input.status !== input.expectedStatus) || input.note !== '', {
    message: 'Choose a new status or write a note.',
    path: ['note'],
  });

export type ReviewInput = z.output<typeof reviewInputSchema>;
export type ReviewOutcome =
  | { kind: 'saved'; status: ApplicationStatus }
  | { kind: 'not-found' }
  | { kind: 'not-allowed'; from: ApplicationStatus; to: ApplicationStatus }
  | { kind: 'changed-meanwhile'; current: string };

/**
 * A status change and/or a note, recorded as one history entry with who and when. The status moves only along the
 * workflow (NEXT_STATUSES), from the status the reviewer saw (`expectedStatus`). The update is conditional on that
 * status (UPDATE … WHERE status = expected), so a decision someone else made meanwhile is never silently
 * overwritten or reopened, and of two identical saves at once only one passes: the database serializes the two
 * UPDATEs on the row, and the second finds the status already changed.
 */
export async function recordReview(
  numberId: number,
  input: ReviewInput,
  staff: Staff,
  facts: RequestFacts,
): Promise<ReviewOutcome> {
  const from = input.expectedStatus;
  const to = input.status ?? from;
  const db = await getDb();
  if (to !== from && !NEXT_STATUSES[from].includes(to)) {
    const exists = await db.applicant.findUnique({ where: { numberId }, select: { numberId: true } });
    return exists ? { kind: 'not-allowed', from, to } : { kind: 'not-found' };
  }

  // A hire or a reopened hire changes the DQ file (lib/dq-file): the application's answers are read first, by its loader.
  const touchesDqFile = to !== from && (to === 'hired' || from === 'hired');
  const application = touchesDqFile ? ((await findApplication(numberId)) as HiredApplication | null) : null;
  const hireDate = input.hireDate ?? (application ? await carrierToday(application.compCode, new Date(), db) : '');
  let dqEvents: Awaited<ReturnType<typeof dqOnStatusChange>> = [];

  const outcome = await db.$transaction(async (tx): Promise<ReviewOutcome> => {
    const moved = await tx.applicant.updateMany({ where: { numberId, status: from }, data: { status: to } });
    if (moved.count === 0) {
      const current = await tx.applicant.findUnique({ where: { numberId }, select: { status: true } });
      return current ? { kind: 'changed-meanwhile', current: current.status } : { kind: 'not-found' };
    }
    await tx.reviewEntry.create({
      data: { numberId, staffUserId: staff.id, staffName: staff.name, fromStatus: from, toStatus: to, note: input.note },
    });
    dqEvents = await dqOnStatusChange(tx, { from, to, hireDate, application, staff });
    return { kind: 'saved', status: to };
  });
  if (outcome.kind !== 'saved') return outcome;

  await recordAuditEvent(
    to !== from
      ? { action: 'status-changed', numberId, detail: { from, to, withNote: input.note !== '' } }
      : { action: 'note-added', numberId, detail: {} },
    staff,
    facts,
  );
  for (const event of dqEvents) await recordAuditEvent(event, staff, facts);
  return outcome;
}
