import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';

/**
 * The copy page's one request: POST /api/applicant-copy with the link's token and the typed date of birth (in the
 * body, never in an address), the CSRF header the API wants. The PDF comes back as a Blob for the page to save.
 */
const TIMEOUT_MS = 60_000;

export type CopyDownloaded = { ok: true; pdf: Blob; fileName: string; downloadsLeft: number };
/** `status` null when the server could not be reached; `error` the server's words (in the request's language). */
export type CopyRefused = { ok: false; status: number | null; error: string; locked?: boolean };

/** `file`: the application file alone (a JSON file to start another application from), else the PDF. */
export async function downloadCopyRequest(token: string, dob: string, format: 'pdf' | 'file' = 'pdf'): Promise<CopyDownloaded | CopyRefused> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const csrf = typeof document === 'undefined' ? undefined : readCookie(CSRF_COOKIE, document.cookie);
  if (csrf) headers[CSRF_HEADER] = csrf;
  try {
    const response = await fetch('/api/applicant-copy', {
      method: 'POST',
      headers,
      body: JSON.stringify({ token, dob, format }),
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const expected = format === 'file' ? 'application/json' : 'application/pdf';
    if (response.ok && response.headers.get('content-type') === expected) {
      const fallbackName = format === 'file' ? 'driver-application.json' : 'my-driver-application.pdf';
      const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
      return { ok: true, pdf: await response.blob(), fileName, downloadsLeft: Number(response.headers.get('downloads-left') ?? 0) };
    }
    const json = (await response.json().catch(() => ({}))) as { error?: unknown; locked?: unknown };
    return { ok: false, status: response.status, error: typeof json.error === 'string' ? json.error : '', locked: json.locked === true };
  } catch {
    return { ok: false, status: null, error: '' };
  }
}
