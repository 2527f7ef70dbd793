import 'server-only';
import { logFailure } from '@/lib/server/http/log-failure';
import { findLiveDraft } from './draft-store';
import { DRAFT_TOKEN_PATTERN } from './draft-token';

export type ResumableDraft = { kind: 'found'; compCode: string } | { kind: 'unknown' } | { kind: 'unavailable' };

/** For the resume page, before the date of birth: whether the link leads anywhere, and nothing of its answers. */
export async function findResumableDraft(token: string): Promise<ResumableDraft> {
  if (!DRAFT_TOKEN_PATTERN.test(token)) return { kind: 'unknown' };
  try {
    const draft = await findLiveDraft(token);
    return draft ? { kind: 'found', compCode: draft.compCode } : { kind: 'unknown' };
  } catch (error) {
    logFailure('resume', 'database', error);
    return { kind: 'unavailable' };
  }
}
