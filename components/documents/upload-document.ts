import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';
import { DOCUMENTS_URL, type DocumentKind } from '@/lib/documents/document-kinds';

/** What POST /api/documents answered: the document's id, or why not (the server's message, in the applicant's language). */
export type UploadOutcome = { ok: true; id: string } | { ok: false; message: string | null };

/** A weak link sends a few hundred KB in well under this; a dead one must end in "Try again", not a spinner. */
const TIMEOUT_MS = 120_000;

/**
 * Sends one document on its own request, with XMLHttpRequest rather than fetch: only XHR reports an upload's
 * progress (`onProgress`, 0–100), which a phone on a weak link needs to see.
 */
export function uploadDocument(kind: DocumentKind, body: Blob, onProgress: (percent: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${DOCUMENTS_URL}?kind=${encodeURIComponent(kind)}`);
    request.timeout = TIMEOUT_MS;
    request.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
    const token = readCookie(CSRF_COOKIE, document.cookie);
    if (token) request.setRequestHeader(CSRF_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const answer = parse(request.responseText);
      if (request.status === 201 && typeof answer?.id === 'string') resolve({ ok: true, id: answer.id });
      else resolve({ ok: false, message: typeof answer?.error === 'string' ? answer.error : null });
    };
    request.onerror = request.ontimeout = request.onabort = () => resolve({ ok: false, message: null });
    request.send(body);
  });
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
