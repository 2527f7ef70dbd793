import * as z from 'zod/mini';
import { findCompany } from '@/lib/companies/companies';
import { consentsAppendix } from '@/lib/consents/server/consent-pdf';
import { renderApplicationPdf } from '@/lib/pdf/render-application-pdf';
import { copyDownloadsLeft, recordCopyDownload } from '@/lib/applicant-copy/server/copy-downloads';
import { findCopyLink } from '@/lib/applicant-copy/server/copy-link';
import { copyRenderGate } from '@/lib/applicant-copy/server/render-gate';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { clearWrongDobs, dobDay, dobLockedFor, recordWrongDob } from '@/lib/drafts/server/dob-lock';
import { apiRoute } from '@/lib/server/http/api-route';
import { applicantPost, parseWith } from '@/lib/server/http/guards';
import { orUnavailable, refusal, tooMany } from '@/lib/server/http/route-error';
import { copyAllowance } from '@/lib/server/rate-limit/limits';
import { getTranslations } from 'next-intl/server';
import { buildApplicationDocument } from '@/lib/staff/application-document';
import { findApplication } from '@/lib/staff/find-application';
import { APPLICATION_FILE_NAME } from '@/lib/application-file/file-format';
import { withAttachedFile } from '@/lib/application-file/server/attach-file';
import { applicationFileOf } from '@/lib/application-file/server/installation';
import { signatureRecord, signatureRecordFields } from '@/lib/signed-content/server/signature-record';
import { staffServerTexts } from '@/lib/i18n/server/catalog-texts';

/**
 * POST /api/applicant-copy — { token, dob, format? }: the applicant's own copy of a submitted application as a PDF
 * (the application of record as the office's PDF has it, the SSN as ***-**-1234, the signature audit trail, and the
 * application file attached), or with `format: 'file'` the application file alone (docs/application-file.md), from
 * the page of the link (/copy/{token}). The date of birth travels in the body, never in an address, and is checked under the
 * lock resuming uses (five wrong dates lock the link for an hour, lib/drafts/server/dob-lock.ts). Limited per client
 * network (COPY_RATE_LIMIT), per link (DOWNLOADS_PER_LINK over its 24 hours), and per process (one render at a time,
 * a short line, the rest told to come back: lib/applicant-copy/server/render-gate.ts). Messages are in the request's
 * language; every answer is uncached and sends no Referer.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 1_024;
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
const copyRequest = z.object({
  token: z.string().check(z.maxLength(64)),
  dob: z.string().check(z.maxLength(20)),
  /** `file`: the application file alone (docs/application-file.md); the PDF, which carries it too, otherwise. */
  format: z.optional(z.enum(['pdf', 'file'])),
});

export const POST = apiRoute('api/applicant-copy', async (request) => {
  const t = await getTranslations('CopyApi');
  // Counted before the body is read, wrong dates as much as downloads.
  const { body, facts } = await applicantPost(request, {
    allowance: copyAllowance,
    tooMany: t('tooMany'),
    unavailable: t('unavailable'),
    maxBytes: MAX_BODY_BYTES,
  });
  const { token, dob, format = 'pdf' } = parseWith(copyRequest, body, t('badRequest'));
  const typed = dobDay(dob);
  if (typed === null) throw refusal(422, t('dobFormat'));

  const locked = (ms: number) => tooMany(t('locked', { minutes: Math.ceil(ms / 60_000) }), Math.ceil(ms / 1000), { locked: true });
  return orUnavailable(t('unavailable'), 'storage', async () => {
    const link = await findCopyLink(token);
    const row = link && (await findApplication(link.numberId));
    if (!link || !row) throw refusal(404, t('unknown'));
    const lockMs = await dobLockedFor('copy', link.tokenHash);
    if (lockMs > 0) throw locked(lockMs);
    if (dobDay(row.dob) !== typed) {
      const triesLeft = await recordWrongDob('copy', link.tokenHash);
      if (triesLeft === 0) throw locked(await dobLockedFor('copy', link.tokenHash));
      throw refusal(422, t('dobMismatch', { triesLeft }), { triesLeft });
    }
    await clearWrongDobs('copy', link.tokenHash);
    if ((await copyDownloadsLeft(link.tokenHash)) === 0) {
      throw tooMany(t('allDownloaded'), Math.ceil((link.expiresAt.getTime() - Date.now()) / 1000), { downloadsLeft: 0 });
    }

    const file = JSON.stringify(await applicationFileOf(row));
    if (format === 'file') {
      const downloadsLeft = await recordCopyDownload(link.tokenHash);
      await recordAuditEvent({ action: 'applicant-copy-downloaded', numberId: row.numberId, detail: { downloadsLeft, format } }, null, facts);
      return new Response(file, {
        headers: {
          ...PRIVATE,
          'Content-Type': 'application/json',
          'Content-Disposition': `attachment; filename="${APPLICATION_FILE_NAME(row.numberId)}"`,
          'Downloads-Left': String(downloadsLeft),
        },
      });
    }

    const company = await findCompany(row.compCode);
    // The consents the applicant signed, each on its own page, with the summary of rights given with them.
    const consents = await consentsAppendix(row);
    const rendered = await copyRenderGate().run(async () =>
      withAttachedFile(
        await renderApplicationPdf(buildApplicationDocument(row, company, { forApplicant: true }), {
          generatedAt: new Date(),
          generatedBy: 'the applicant (own copy)',
          // The record's words as the office's PDF prints them: the copy is that PDF, in English.
          signatureTrail: signatureRecordFields(staffServerTexts, signatureRecord(row)),
          appendix: consents,
        }),
        APPLICATION_FILE_NAME(row.numberId),
        file,
      ),
    );
    if (!rendered.ok) throw refusal(503, t('busy'), {}, { 'Retry-After': '10' });
    const downloadsLeft = await recordCopyDownload(link.tokenHash);
    await recordAuditEvent({ action: 'applicant-copy-downloaded', numberId: row.numberId, detail: { downloadsLeft, format } }, null, facts);
    return new Response(new Uint8Array(rendered.value), {
      headers: {
        ...PRIVATE,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="my-driver-application-${row.numberId}.pdf"`,
        'Downloads-Left': String(downloadsLeft),
      },
    });
  });
});
