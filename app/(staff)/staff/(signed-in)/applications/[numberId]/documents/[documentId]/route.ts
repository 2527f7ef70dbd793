import { filedDocumentContent } from '@/lib/documents/server/find-documents';
import { DOCUMENT_ID_PATTERN } from '@/lib/documents/document-kinds';
import { staffRoute } from '@/lib/auth/staff-route';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { refusal } from '@/lib/server/http/route-error';
import { parseNumberId } from '@/lib/staff/number-id-param';

/**
 * GET /staff/applications/{n}/documents/{id} — one document of step 4, full size (inline), or with `?download=1`
 * as a file; each view and each download is audited.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute<{ numberId: string; documentId: string }>('staff/applications/document', { signIn: 'redirect' }, async (request, access, params) => {
  const numberId = parseNumberId(params.numberId);
  const document = numberId === null || !DOCUMENT_ID_PATTERN.test(params.documentId) ? null : await filedDocumentContent(numberId, params.documentId);
  if (!document || numberId === null) throw refusal(404, 'No such document.');
  const download = new URL(request.url).searchParams.get('download') === '1';
  await recordAuditEvent(
    { action: download ? 'document-downloaded' : 'document-viewed', numberId, detail: { documentId: params.documentId, kind: document.kind } },
    access.staff,
    access.facts,
  );
  const extension = document.mediaType === 'application/pdf' ? 'pdf' : 'jpg';
  return new Response(new Uint8Array(document.bytes), {
    headers: {
      'Content-Type': document.mediaType,
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="application-${numberId}-${document.kind}.${extension}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
