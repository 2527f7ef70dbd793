import { staffRoute } from '@/lib/auth/staff-route';
import { addItemSchema } from '@/lib/dq-file/dq-input';
import { answerChange } from '@/lib/dq-file/server/apply-change';
import { idParam } from '@/lib/dq-file/server/dq-params';
import { addItem } from '@/lib/dq-file/server/record-item';
import { parseFields, readJson } from '@/lib/server/http/guards';

/** POST /api/staff/drivers/{file}/items — { kind, subject }: an item that applies to this driver (an MVR of another state, a variance). */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<{ fileId: string }>('api/staff/drivers/items', {}, async (request, access, params) => {
  const fileId = idParam(params.fileId, 'file');
  const input = parseFields(addItemSchema, await readJson(request, 1_024), 'Check the item.');
  return answerChange(await addItem(fileId, input.kind, input.subject), access);
});
