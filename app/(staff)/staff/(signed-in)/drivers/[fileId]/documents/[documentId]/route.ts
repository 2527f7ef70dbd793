import { filedDocumentContent } from '@/lib/documents/server/find-documents';
import { DOCUMENT_ID_PATTERN } from '@/lib/documents/document-kinds';
import { documentShown } from '@/lib/documents/server/document-response';
import { staffRoute } from '@/lib/auth/staff-route';
import { findItemOwnerOfDocument } from '@/lib/dq-file/server/item-owner';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { refusal } from '@/lib/server/http/route-error';
import { parseNumberId } from '@/lib/staff/number-id-param';

/**
 * GET /staff/drivers/{file}/documents/{id} — one document of a DQ item, shown (a PDF as its safe copy, never as sent)
 * or with `?download=1` as the file; each view audited, as for an application's documents.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute<{ fileId: string; documentId: string }>('staff/drivers/document', { signIn: 'redirect' }, async (request, access, params) => {
  const fileId = parseNumberId(params.fileId);
  const valid = fileId !== null && DOCUMENT_ID_PATTERN.test(params.documentId);
  const document = valid ? await filedDocumentContent({ dqFileId: fileId }, params.documentId) : null;
  if (!document || fileId === null) throw refusal(404, 'No such document.');
  const download = new URL(request.url).searchParams.get('download') === '1';
  const respond = await documentShown(document, download);
  const owner = await findItemOwnerOfDocument(params.documentId);
  await recordAuditEvent(
    { action: 'dq-document-viewed', ...(owner?.numberId != null && { numberId: owner.numberId }), detail: { fileId, documentId: params.documentId, download } },
    access.staff,
    access.facts,
  );
  return respond(`dq-file-${fileId}-document`);
});
