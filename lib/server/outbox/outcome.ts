import 'server-only';

/**
 * What one try to send an outbox row came to. `error` is a short kind of failure, fit for the log and the staff
 * page: never a message that could quote the notice. `refused`: a mail that reached some recipients but not all
 * (it is not sent again: the others would get it twice); the staff page shows who was refused.
 */
export type Outcome =
  | { ok: true; status: number; refused?: string }
  | { ok: false; status: number | null; error: string };
