import 'server-only';
import type { ListParams } from './search-params';

/**
 * One page of a filtered list and the number of rows that match, read together: the staff list and the audit
 * log page the same way (`skip` and `take` from the URL's page and size; the count for "21–40 of 1,234").
 */
export async function findPage<Row>(
  list: Pick<ListParams, 'page' | 'pageSize'>,
  rowsOf: (window: { skip: number; take: number }) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, total] = await Promise.all([rowsOf({ skip: (list.page - 1) * list.pageSize, take: list.pageSize }), count()]);
  return { rows, total };
}
