import 'server-only';
import { refusal } from '@/lib/server/http/route-error';
import { parseNumberId } from '@/lib/staff/number-id-param';

/** A DQ file's or item's id from the URL: a plain positive integer, or a 404 (the same shape as an application number). */
export function idParam(value: string, what: 'file' | 'item'): number {
  const id = parseNumberId(value);
  if (id === null) throw refusal(404, what === 'file' ? 'No such DQ file.' : 'No such item in this DQ file.');
  return id;
}
