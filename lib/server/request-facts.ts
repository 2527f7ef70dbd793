import 'server-only';

/** Who is on the other end of a request, as far as the server can tell, for the audit log and stored applications. */
export type RequestFacts = { ip: string; userAgent: string };

/** The first X-Forwarded-For hop is the browser when a proxy is in front; otherwise nothing is known. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (forwarded || headers.get('x-real-ip') || '').slice(0, 64);
}

export function requestFacts(headers: Headers): RequestFacts {
  return { ip: clientIp(headers), userAgent: (headers.get('user-agent') ?? '').slice(0, 512) };
}
