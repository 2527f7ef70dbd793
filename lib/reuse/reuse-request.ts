import { postJson } from '@/lib/drafts/draft-requests';

/** "Applied before? Start from your last application": asks for the link to be mailed (POST /api/reuse). */
export type ReuseRequested = { ok: true; message: string } | { ok: false; status: number | null; error: string };

export async function requestReuseLink(email: string, compCode: string): Promise<ReuseRequested> {
  const answer = await postJson('/api/reuse', { email, compCode });
  if (!answer) return { ok: false, status: null, error: '' };
  const message = typeof answer.json.message === 'string' ? answer.json.message : '';
  if (answer.status === 202) return { ok: true, message };
  return { ok: false, status: answer.status, error: typeof answer.json.error === 'string' ? answer.json.error : '' };
}
