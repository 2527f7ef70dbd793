import 'server-only';
import { forwardedClient } from '@/lib/server/client-address.mjs';
import { serverConfig } from '@/lib/server/env';

/** Who is on the other end of a request, as far as the server can tell, for the audit log and stored applications. */
export type RequestFacts = { ip: string; userAgent: string };

/**
 * The client's address from X-Forwarded-For as far as TRUST_PROXY allows: resolved here, not only in server.mjs,
 * because a serverless host runs Next's own server (lib/server/client-address.mjs says how).
 */
export function clientIp(headers: Headers): string {
  return forwardedClient(headers.get('x-forwarded-for'), serverConfig().trustedHops);
}

export function requestFacts(headers: Headers): RequestFacts {
  return { ip: clientIp(headers), userAgent: (headers.get('user-agent') ?? '').slice(0, 512) };
}
