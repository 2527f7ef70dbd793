import 'server-only';
import { readCappedBody } from './read-capped-body';

export type BodyResult =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * `application/json`, in any letter case, with no parameter but an optional UTF-8 charset: the one body format the
 * app's APIs read. A look-alike (`application/json-patch+json`, `application/jsonx`) or another charset is refused,
 * so no route reads a body differently from how a library behind it would.
 */
export function isJsonContentType(contentType: string | null): boolean {
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => parameter === '' || /^charset="?utf-8"?$/.test(parameter.replace(/\s*=\s*/, '=')));
}

/** Reads a JSON object body with a hard size limit (./read-capped-body.ts). */
export async function readJsonBody(request: Request, maxBytes: number): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, message: 'Send the request as JSON (Content-Type: application/json).' };
  }
  const body = await readCappedBody(request, maxBytes);
  if (!body) return { ok: false, status: 413, message: `The request is larger than ${maxBytes} bytes.` };

  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, status: 400, message: 'The request body must be a JSON object.' };
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}
