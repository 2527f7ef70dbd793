import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';

/**
 * The browser's side of "Save and finish later": POST /api/drafts and POST /api/drafts/open, with the CSRF header
 * the API wants. Nothing here writes to browser storage or the URL: the token lives in the wizard's memory, and in
 * the link the applicant keeps; the proof that the date of birth is known (answered by a save or an opening, and
 * needed to change the draft again) lives in the wizard's memory only.
 */

/** A saved draft as the wizard holds it: the link's token and the proof that goes with every later change. */
export type DraftKey = { token: string; proof: string };

const TIMEOUT_MS = 30_000;

/** What a draft never carries (the server drops them too): the SSN is typed again, the signature drawn again. */
const NEVER_SENT = ['ssn', 'signature', 'signature64'] as const;

export type DraftSaved = { ok: true; token: string; proof: string; link: string; expiresAt: string; mailAvailable: boolean };
/**
 * A refused request: `status` null when the server could not be reached; `error` the server's message (in the
 * request's language), '' when it sent none — the page then says it in its own words.
 */
export type DraftRefused = { ok: false; status: number | null; error: string; fields?: Record<string, string>; retryAfter?: string | null };

export async function postJson(url: string, body: object): Promise<{ status: number; json: Record<string, unknown>; retryAfter: string | null } | null> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const csrf = typeof document === 'undefined' ? undefined : readCookie(CSRF_COOKIE, document.cookie);
  if (csrf) headers[CSRF_HEADER] = csrf;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, json, retryAfter: response.headers.get('retry-after') };
  } catch {
    return null;
  }
}

export async function saveDraftRequest(input: {
  draft: DraftKey | null;
  compCode: string;
  step: number;
  values: ApplicationFormValues;
  /** Where the applicant came from (lib/sources/attribution.ts): beside the answers, never among them. */
  source?: string;
  /** The ids of step 4's documents uploaded so far: the draft keeps them. */
  documents?: string[];
}): Promise<DraftSaved | DraftRefused> {
  const answers: Record<string, unknown> = { ...input.values };
  for (const field of NEVER_SENT) delete answers[field];
  const answer = await postJson('/api/drafts', {
    token: input.draft?.token ?? null,
    proof: input.draft?.proof ?? null,
    compCode: input.compCode,
    step: input.step,
    answers,
    ...(input.source && { source: input.source }),
    ...(input.documents && { documents: input.documents }),
  });
  if (!answer) return { ok: false, status: null, error: '' };
  const { status, json } = answer;
  if ((status === 200 || status === 201) && typeof json.token === 'string' && typeof json.proof === 'string' && typeof json.link === 'string') {
    return {
      ok: true,
      token: json.token,
      proof: json.proof,
      link: json.link,
      expiresAt: String(json.expiresAt),
      mailAvailable: json.mailAvailable === true,
    };
  }
  return {
    ok: false,
    status,
    error: typeof json.error === 'string' ? json.error : '',
    fields: (json.fields as Record<string, string> | undefined) ?? undefined,
    retryAfter: answer.retryAfter,
  };
}

/** "Email me the link": the server mails the link to the email the saved draft holds. */
export async function emailDraftLinkRequest(draft: DraftKey): Promise<{ ok: true; sentTo: string } | DraftRefused> {
  const answer = await postJson('/api/drafts/email', { token: draft.token, proof: draft.proof });
  if (!answer) return { ok: false, status: null, error: '' };
  const { status, json } = answer;
  if (status === 200 && typeof json.sentTo === 'string') return { ok: true, sentTo: json.sentTo };
  return {
    ok: false,
    status,
    error: typeof json.error === 'string' ? json.error : '',
    retryAfter: answer.retryAfter,
  };
}

/** `source`: where the applicant first came from, kept by the resumed wizard ('' when the link named none). */
export type DraftOpened = {
  ok: true;
  compCode: string;
  values: ApplicationFormValues;
  step: number;
  expiresAt: string;
  proof: string;
  source: string;
  /** Step 4's documents the draft keeps. */
  documents: { id: string; kind: string; mediaType: string }[];
  /** A draft made by the opening (a reuse link, lib/reuse): its own token, which the wizard saves to from then on. */
  draftToken?: string;
};

/** Opens a saved draft with its date of birth; with `url` /api/reuse/open, a reuse link, which makes a new draft. */
export async function openDraftRequest(token: string, dob: string, url = '/api/drafts/open'): Promise<DraftOpened | DraftRefused> {
  const answer = await postJson(url, { token, dob });
  if (!answer) return { ok: false, status: null, error: '' };
  const { status, json } = answer;
  if (status === 200) {
    return {
      ok: true,
      compCode: String(json.compCode),
      values: json.values as ApplicationFormValues,
      step: Number(json.step),
      expiresAt: String(json.expiresAt),
      proof: String(json.proof),
      source: typeof json.source === 'string' ? json.source : '',
      documents: Array.isArray(json.documents) ? (json.documents as DraftOpened['documents']) : [],
      ...(typeof json.token === 'string' && { draftToken: json.token }),
    };
  }
  return {
    ok: false,
    status,
    error: typeof json.error === 'string' ? json.error : '',
    retryAfter: answer.retryAfter,
  };
}
