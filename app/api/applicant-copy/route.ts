import * as z from 'zod/mini';
import { getTranslations } from 'next-intl/server';
import { findCompany } from '@/lib/companies/companies';
import { renderApplicationPdf } from '@/lib/pdf/render-application-pdf';
import { copyDownloadsLeft, recordCopyDownload } from '@/lib/server/applicant-copy/copy-downloads';
import { findCopyLink } from '@/lib/server/applicant-copy/copy-link';
import { copyRenderGate } from '@/lib/server/applicant-copy/render-gate';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { csrfRefusal } from '@/lib/server/csrf';
import { clearWrongDobs, dobDay, dobLockedFor, recordWrongDob } from '@/lib/server/drafts/dob-lock';
import { serverConfig } from '@/lib/server/env';
import { logFailure } from '@/lib/server/log-failure';
import { copyAllowance } from '@/lib/server/rate-limit/limits';
import { readJsonBody } from '@/lib/server/read-json-body';
import { requestFacts } from '@/lib/server/request-facts';
import { unavailableHeaders } from '@/lib/server/unavailable';
import { buildApplicationDocument } from '@/lib/staff/application-document';
import { findApplication } from '@/lib/staff/find-application';
import { signatureRecord, signatureRecordFields } from '@/lib/staff/signature-record';

/**
 * POST /api/applicant-copy — { token, dob }: the applicant's own copy of a submitted application as a PDF (the
 * application of record as the office's PDF has it, the SSN as ***-**-1234, the signature audit trail), from the page
 * of the link (/copy/{token}). The date of birth travels in the body, never in an address, and is checked under the
 * lock resuming uses (five wrong dates lock the link for an hour, lib/server/drafts/dob-lock.ts). Limited per client
 * network (COPY_RATE_LIMIT), per link (DOWNLOADS_PER_LINK over its 24 hours), and per process (one render at a time,
 * a short line, the rest told to come back: lib/server/applicant-copy/render-gate.ts). Messages are in the request's
 * language; every answer is uncached and sends no Referer.
 */
export const dynamic = 'force-dynamic';

const ROUTE = 'api/applicant-copy';
const MAX_BODY_BYTES = 1_024;
const copyRequest = z.object({ token: z.string().check(z.maxLength(64)), dob: z.string().check(z.maxLength(20)) });

const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...PRIVATE, ...(status === 503 && unavailableHeaders), ...headers } });

export async function POST(request: Request): Promise<Response> {
  const t = await getTranslations('CopyApi');
  let config;
  try {
    config = serverConfig();
  } catch (error) {
    logFailure(ROUTE, 'configuration', error);
    return answer(503, { error: t('unavailable') });
  }
  const refusal = csrfRefusal(request, config.allowedOrigins);
  if (refusal) return answer(403, { error: refusal });

  // Counted before the body is read, wrong dates as much as downloads.
  const facts = requestFacts(request.headers);
  const allowance = await copyAllowance(facts.ip);
  if (!allowance.allowed) {
    return answer(429, { error: t('tooMany') }, { 'Retry-After': String(allowance.retryAfterSeconds) });
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return answer(body.status, { error: body.message });
  const parsed = copyRequest.safeParse(body.value);
  if (!parsed.success) return answer(400, { error: t('badRequest') });
  const typed = dobDay(parsed.data.dob);
  if (typed === null) return answer(422, { error: t('dobFormat') });

  const locked = (ms: number) =>
    answer(429, { error: t('locked', { minutes: Math.ceil(ms / 60_000) }), locked: true }, { 'Retry-After': String(Math.ceil(ms / 1000)) });
  try {
    const link = await findCopyLink(parsed.data.token);
    const row = link && (await findApplication(link.numberId));
    if (!link || !row) return answer(404, { error: t('unknown') });
    const lockMs = await dobLockedFor('copy', link.tokenHash);
    if (lockMs > 0) return locked(lockMs);
    if (dobDay(row.dob) !== typed) {
      const triesLeft = await recordWrongDob('copy', link.tokenHash);
      if (triesLeft === 0) return locked(await dobLockedFor('copy', link.tokenHash));
      return answer(422, { error: t('dobMismatch', { triesLeft }), triesLeft });
    }
    await clearWrongDobs('copy', link.tokenHash);
    if ((await copyDownloadsLeft(link.tokenHash)) === 0) {
      return answer(429, { error: t('allDownloaded'), downloadsLeft: 0 }, { 'Retry-After': String(Math.ceil((link.expiresAt.getTime() - Date.now()) / 1000)) });
    }

    const company = await findCompany(row.compCode);
    const rendered = await copyRenderGate().run(() =>
      renderApplicationPdf(buildApplicationDocument(row, company), {
        generatedAt: new Date(),
        generatedBy: 'the applicant (own copy)',
        signatureTrail: signatureRecordFields(signatureRecord(row)),
      }),
    );
    if (!rendered.ok) return answer(503, { error: t('busy') }, { 'Retry-After': '10' });
    const downloadsLeft = await recordCopyDownload(link.tokenHash);
    await recordAuditEvent({ action: 'applicant-copy-downloaded', numberId: row.numberId, detail: { downloadsLeft } }, null, facts);
    return new Response(new Uint8Array(rendered.value), {
      headers: {
        ...PRIVATE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="my-driver-application-${row.numberId}.pdf"`,
        'Downloads-Left': String(downloadsLeft),
      },
    });
  } catch (error) {
    logFailure(ROUTE, 'storage', error);
    return answer(503, { error: t('unavailable') });
  }
}
