import { staffRoute } from '@/lib/auth/staff-route';
import { terminateSchema } from '@/lib/dq-file/dq-input';
import { answerChange } from '@/lib/dq-file/server/apply-change';
import { idParam } from '@/lib/dq-file/server/dq-params';
import { terminateFile } from '@/lib/dq-file/server/record-item';
import { parseFields, readJson } from '@/lib/server/http/guards';

/** POST /api/staff/drivers/{file}/termination — { terminationDate }: the end of employment; the file is kept 3 years more. */
export const dynamic = 'force-dynamic';

export const POST = staffRoute<{ fileId: string }>('api/staff/drivers/termination', {}, async (request, access, params) => {
  const fileId = idParam(params.fileId, 'file');
  const input = parseFields(terminateSchema, await readJson(request, 1_024), 'Check the date.');
  return answerChange(await terminateFile(fileId, input.terminationDate), access);
});
