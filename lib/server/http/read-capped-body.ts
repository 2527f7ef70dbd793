import 'server-only';

/**
 * A request's raw body, counted as it arrives: one larger than `maxBytes` (declared or not: a chunked or lying
 * request too) is cut off at the limit, never buffered whole. null when over the limit. The JSON APIs and the
 * document uploads read their bodies through it.
 */
export async function readCappedBody(request: Request, maxBytes: number): Promise<Buffer | null> {
  const declaredLength = Number(request.headers.get('content-length') ?? '0');
  if (declaredLength > maxBytes) return null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
