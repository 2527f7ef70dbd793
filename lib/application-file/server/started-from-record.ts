import 'server-only';
import type { StartedFrom, StartedFromRecord } from '../started-from';
import { checkedFile } from './installation';

/** The Applicant row's `startedFrom`: "" when the answers were typed, else the file's record with its check. */
export function startedFromColumn(startedFrom: StartedFrom | undefined): string {
  if (!startedFrom) return '';
  let envelope: unknown;
  try {
    envelope = JSON.parse(startedFrom.file);
  } catch {
    envelope = null;
  }
  const file = typeof envelope === 'object' && envelope !== null ? (envelope as Record<string, unknown>) : {};
  const issuer = typeof file.issuer === 'object' && file.issuer !== null ? (file.issuer as Record<string, unknown>).name : '';
  const record: StartedFromRecord = {
    kind: 'file',
    issuer: typeof issuer === 'string' ? issuer.slice(0, 200) : '',
    issuedAt: typeof file.issuedAt === 'string' ? file.issuedAt.slice(0, 40) : '',
    check: checkedFile(file),
  };
  return JSON.stringify(record);
}
