import { staffRoute } from '@/lib/auth/staff-route';
import { receiveUpload } from '@/lib/documents/server/receive-upload';
import { idParam } from '@/lib/dq-file/server/dq-params';
import { findItemOwner } from '@/lib/dq-file/server/item-owner';
import { recordAuditEvent } from '@/lib/server/audit/record-event';
import { routeConfig } from '@/lib/server/http/guards';
import { jsonResponse } from '@/lib/server/http/json-response';
import { orUnavailable, refusal } from '@/lib/server/http/route-error';

/**
 * POST /api/staff/drivers/{file}/items/{item}/documents — one PDF or photo proving the item (an MVR, a certificate),
 * its bytes as the body with their type as Content-Type: the upload pipeline of step 4 (docs/documents.md: the same
 * checks, the PDF worker, encryption), filed with the item at once. 201 with the document's id.
 */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<{ fileId: string; itemId: string }>('api/staff/drivers/documents', {}, async (request, access, params) => {
  const config = routeConfig('Documents cannot be stored right now.');
  const fileId = idParam(params.fileId, 'file');
  const itemId = idParam(params.itemId, 'item');
  const owner = await findItemOwner(fileId, itemId);
  if (!owner) throw refusal(404, 'No such item in this DQ file.');
  const stored = await orUnavailable('Documents cannot be stored right now.', 'storage', () => receiveUpload(request, config.dataKey, { dqItemId: itemId }));
  await recordAuditEvent(
    { action: 'dq-document-added', ...(owner.numberId !== null && { numberId: owner.numberId }), detail: { fileId, itemId, documentId: stored.id } },
    access.staff,
    access.facts,
  );
  return jsonResponse(201, { id: stored.id, mediaType: stored.mediaType, byteSize: stored.byteSize });
});
