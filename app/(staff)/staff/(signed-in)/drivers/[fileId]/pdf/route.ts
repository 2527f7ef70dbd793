import { staffRoute } from '@/lib/auth/staff-route';
import { dayIn } from '@/lib/dq-file/due-rules';
import { renderDqFilePdf } from '@/lib/dq-file/server/dq-file-pdf';
import { findDqFile, settingsOfFile } from '@/lib/dq-file/server/find-files';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { pdfDownload } from '@/lib/server/http/pdf-download';
import { refusal } from '@/lib/server/http/route-error';
import { parseNumberId } from '@/lib/staff/number-id-param';

/** GET /staff/drivers/{file}/pdf — "Download the DQ file (PDF)": the index, then each document, page-numbered; audited. */
export const dynamic = 'force-dynamic';

export const GET = staffRoute<{ fileId: string }>('staff/drivers/pdf', { signIn: 'redirect' }, async (_request, access, params) => {
  const fileId = parseNumberId(params.fileId);
  const settings = fileId === null ? null : await settingsOfFile(fileId);
  const file = fileId === null || !settings ? null : await findDqFile(fileId, dayIn(settings.timeZone));
  if (!file) throw refusal(404, 'No such DQ file.');
  const { pdf, documents } = await renderDqFilePdf(file, access.staff.email);
  await recordAuditEvent(
    { action: 'dq-pdf-downloaded', ...(file.numberId !== null && { numberId: file.numberId }), detail: { fileId: file.id, documents } },
    access.staff,
    access.facts,
  );
  return pdfDownload(pdf, `dq-file-${file.id}.pdf`);
});
