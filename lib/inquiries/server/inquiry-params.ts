import 'server-only';
import { refusal } from '@/lib/server/http/route-error';
import { parseNumberId } from '@/lib/staff/number-id-param';

/** The segments of /api/staff/applications/{n}/inquiries/{job}[/pdf]. */
export type InquiryParams = { numberId: string; job: string };

/** The application number and the job (1–3 of the work history) a staff inquiry route names; 404 otherwise. */
export function inquiryOf(params: InquiryParams): { numberId: number; job: number } {
  const numberId = parseNumberId(params.numberId);
  const job = /^[123]$/.test(params.job) ? Number(params.job) : null;
  if (numberId === null || job === null) throw refusal(404, 'No such inquiry.');
  return { numberId, job };
}
