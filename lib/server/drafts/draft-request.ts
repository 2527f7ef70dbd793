import 'server-only';
import { csrfRefusal } from '../csrf';
import { serverConfig, type ServerConfig } from '../env';
import { draftAllowance } from '../rate-limit/limits';
import { readJsonBody } from '../read-json-body';
import { requestFacts } from '../request-facts';
import { unavailableHeaders } from '../unavailable';

/**
 * What the two draft routes share with POST /api/drivers: the CSRF double-submit check, the per-network abuse limit
 * (counted before the body is read) and the size-limited JSON body. Answers are never cached and never send a
 * Referer onwards.
 */
export const draftAnswer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, {
    status,
    headers: {
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...(status === 503 && unavailableHeaders),
      ...headers,
    },
  });

export type DraftRequest = { ok: true; body: unknown; config: ServerConfig } | { ok: false; response: Response };

export async function readDraftRequest(request: Request, route: string, maxBytes?: number): Promise<DraftRequest> {
  let config: ServerConfig;
  try {
    config = serverConfig();
  } catch (error) {
    logDraftFailure(route, 'configuration', error);
    return { ok: false, response: draftAnswer(503, { error: 'This service is not available right now. Please try again later.' }) };
  }
  const refusal = csrfRefusal(request, config.allowedOrigins);
  if (refusal) return { ok: false, response: draftAnswer(403, { error: refusal }) };

  const allowance = await draftAllowance(requestFacts(request.headers).ip);
  if (!allowance.allowed) {
    return {
      ok: false,
      response: draftAnswer(
        429,
        { error: 'Too many requests were sent from this network. Please wait, then try again.' },
        { 'Retry-After': String(allowance.retryAfterSeconds) },
      ),
    };
  }
  const body = await readJsonBody(request, Math.min(maxBytes ?? config.maxBodyBytes, config.maxBodyBytes));
  if (!body.ok) return { ok: false, response: draftAnswer(body.status, { error: body.message }) };
  return { ok: true, body: body.value, config };
}

/** Logs the kind of failure only: a driver's error message can quote the answers. */
export function logDraftFailure(route: string, stage: string, error: unknown) {
  const name = error instanceof Error ? error.name : typeof error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  console.error(`[${route}] ${stage} failure: ${name}${code ? ` (${code})` : ''}`);
}
