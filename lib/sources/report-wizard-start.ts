import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';

/**
 * The browser's report that the applicant passed step 1 (POST /api/wizard-starts): the company code and where they
 * came from (the attribution text the page handed the wizard), nothing of the answers. Fire and forget: the
 * applicant never waits for it, and a report that fails is a figure missing from the dashboard, nothing more.
 */
export function reportWizardStart(compCode: string, source: string): void {
  if (typeof fetch !== 'function') return;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const csrf = readCookie(CSRF_COOKIE, document.cookie);
  if (csrf) headers[CSRF_HEADER] = csrf;
  fetch('/api/wizard-starts', {
    method: 'POST',
    headers,
    body: JSON.stringify({ compCode, source }),
    credentials: 'same-origin',
    cache: 'no-store',
    // Sent even when the applicant leaves the page right after pressing Next.
    keepalive: true,
  }).catch(() => {
    // Offline: not counted.
  });
}
