import 'server-only';
import { unavailableHeaders } from './unavailable';

/**
 * Every JSON answer of the app's own APIs. None may be kept by a cache (they carry application data or depend on who
 * asks), none sends a Referer onwards (some answer pages whose address holds a link's token), and every 503 says when
 * to try again (Retry-After).
 */
export function jsonResponse(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...(status === 503 && unavailableHeaders),
      ...headers,
    },
  });
}
