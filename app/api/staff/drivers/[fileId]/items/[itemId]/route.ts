import { staffRoute } from '@/lib/auth/staff-route';
import { recordItemSchema } from '@/lib/dq-file/dq-input';
import { answerChange } from '@/lib/dq-file/server/apply-change';
import { idParam } from '@/lib/dq-file/server/dq-params';
import { deleteItem, recordItem } from '@/lib/dq-file/server/record-item';
import { parseFields, readJson } from '@/lib/server/http/guards';

/**
 * POST /api/staff/drivers/{file}/items/{item} — record an item: { status: 'done', doneOn, expiresOn?, result?, notes? }
 * or { status: 'not-applicable', reason, notes? } (reviewers and admins). DELETE — an item recorded by mistake,
 * with its documents (admins only); both audited.
 */
export const dynamic = 'force-dynamic';

type Params = { fileId: string; itemId: string };

export const POST = staffRoute<Params>('api/staff/drivers/item', {}, async (request, access, params) => {
  const fileId = idParam(params.fileId, 'file');
  const itemId = idParam(params.itemId, 'item');
  const input = parseFields(recordItemSchema, await readJson(request, 8_192), 'Check the item.');
  return answerChange(await recordItem(fileId, itemId, input, access.staff), access);
});

export const DELETE = staffRoute<Params>('api/staff/drivers/item', { role: 'admin' }, async (_request, access, params) =>
  answerChange(await deleteItem(idParam(params.fileId, 'file'), idParam(params.itemId, 'item')), access),
);
