import * as z from 'zod/mini';
import { MAX_FILE_BYTES } from './file-format';

/**
 * What the wizard says about where its answers came from, sent beside them at Finish (never before): the application
 * file the driver started from, as it was read, which the server checks (lib/application-file/server).
 */
export const startedFromSchema = z.object({
  kind: z.literal('file'),
  file: z.string().check(z.maxLength(MAX_FILE_BYTES)),
});

export type StartedFrom = z.infer<typeof startedFromSchema>;

/**
 * What the office is shown: a file's issuer and date as it says them, and whether its signature held; or the earlier
 * application here it was started from ("Start from your last application", lib/reuse).
 */
export type StartedFromRecord =
  | { kind: 'file'; issuer: string; issuedAt: string; check: 'verified' | 'not-checked' | 'altered' }
  | { kind: 'previous'; numberId: number };

export function readStartedFrom(stored: string): StartedFromRecord | null {
  if (!stored) return null;
  try {
    const record = JSON.parse(stored) as Record<string, unknown>;
    if (record.kind === 'previous') return Number.isSafeInteger(record.numberId) ? { kind: 'previous', numberId: record.numberId as number } : null;
    if (record.kind !== 'file') return null;
    const check = record.check === 'verified' || record.check === 'not-checked' ? record.check : 'altered';
    return { kind: 'file', issuer: String(record.issuer ?? ''), issuedAt: String(record.issuedAt ?? ''), check };
  } catch {
    return null;
  }
}
