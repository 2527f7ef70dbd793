import { decoderWasm } from '@/lib/cdl-scan/server/decoder-wasm';
import { apiRoute } from '@/lib/server/http/api-route';
import { orUnavailable } from '@/lib/server/http/route-error';

/**
 * The ZXing reader's WebAssembly, served by the app so that a scan needs no CDN (the package fetches it from one
 * unless told where it is: components/cdl-scan/license-decoder.worker.ts). Public, the same for everyone, and
 * fetched only when a driver scans a license.
 */
export const GET = apiRoute('api/cdl-scan/decoder', async () => {
  const body = await orUnavailable('The barcode reader is not available right now.', 'read', decoderWasm);
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'application/wasm', 'Cache-Control': 'public, max-age=86400' },
  });
});
