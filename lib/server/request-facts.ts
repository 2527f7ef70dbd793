import 'server-only';

/** Who is on the other end of a request, as far as the server can tell, for the audit log and stored applications. */
export type RequestFacts = { ip: string; userAgent: string };

/**
 * The client's address as server.mjs resolved it (socket, or X-Forwarded-For as far as TRUST_PROXY allows) and
 * wrote into X-Forwarded-For as one address. Under `next dev` Next itself writes the socket address there.
 */
export function clientIp(headers: Headers): string {
  return (headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? '').slice(0, 64);
}

export function requestFacts(headers: Headers): RequestFacts {
  return { ip: clientIp(headers), userAgent: (headers.get('user-agent') ?? '').slice(0, 512) };
}
