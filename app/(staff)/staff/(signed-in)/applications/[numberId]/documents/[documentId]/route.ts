import { filedDocumentContent } from '@/lib/documents/server/find-documents';
import { DOCUMENT_ID_PATTERN } from '@/lib/documents/document-kinds';
import { documentShown } from '@/lib/documents/server/document-response';
import { staffRoute } from '@/lib/auth/staff-route';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { refusal } from '@/lib/server/http/route-error';
import { parseNumberId } from '@/lib/staff/number-id-param';

/**
 * GET /staff/applications/{n}/documents/{id} — one document of step 4, full size (inline), or with `?download=1`
 * as a file; each view and each download is audited. A PDF is never shown as sent: the browser gets its safe copy
 * (its pages rebuilt without scripts, actions, links, forms or attached files, docs/documents.md); the download is
 * the file as sent, whose SHA-256 the application's signature covers.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute<{ numberId: string; documentId: string }>('staff/applications/document', { signIn: 'redirect' }, async (request, access, params) => {
  const numberId = parseNumberId(params.numberId);
  const document = numberId === null || !DOCUMENT_ID_PATTERN.test(params.documentId) ? null : await filedDocumentContent(numberId, params.documentId);
  if (!document || numberId === null) throw refusal(404, 'No such document.');
  const download = new URL(request.url).searchParams.get('download') === '1';
  const respond = await documentShown(document, download);
  await recordAuditEvent(
    { action: download ? 'document-downloaded' : 'document-viewed', numberId, detail: { documentId: params.documentId, kind: document.kind } },
    access.staff,
    access.facts,
  );
  return respond(`application-${numberId}-${document.kind}`);
});
