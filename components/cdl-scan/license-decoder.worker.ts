/// <reference lib="webworker" />
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { parseLicenseBarcode, type ScanOutcome } from '@/lib/cdl-scan/aamva';
import { DECODER_WASM_PATH, MAX_SCAN_PIXELS, SCAN_LONG_SIDES } from '@/lib/cdl-scan/scan-limits';

/**
 * Reads a license's barcode off the page's thread: the photo is decoded and scaled here (OffscreenCanvas), the
 * PDF417 symbol found by ZXing's WebAssembly build, and its text parsed (lib/cdl-scan/aamva.ts). Only the parsed
 * answers go back to the page. The page stops this worker when it takes too long (components/cdl-scan/decode-license.ts).
 */
export type DecodeRequest = { photo: Blob };
export type DecodeReply = ScanOutcome | { ok: false; reason: 'no-barcode' | 'not-an-image' | 'too-large' };

const scope = self as unknown as DedicatedWorkerGlobalScope;

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? new URL(DECODER_WASM_PATH, scope.location.origin).href : prefix + path) },
});

scope.onmessage = async (event: MessageEvent<DecodeRequest>) => {
  scope.postMessage(await decode(event.data.photo));
};

async function decode(photo: Blob): Promise<DecodeReply> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo);
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  try {
    if (bitmap.width * bitmap.height > MAX_SCAN_PIXELS) return { ok: false, reason: 'too-large' };
    for (const longSide of SCAN_LONG_SIDES) {
      const [found] = await readBarcodes(pixelsOf(bitmap, longSide), { formats: ['PDF417'], tryHarder: true, maxNumberOfSymbols: 1 });
      if (found?.isValid) return parseLicenseBarcode(found.bytes);
    }
    return { ok: false, reason: 'no-barcode' };
  } finally {
    bitmap.close();
  }
}

function pixelsOf(bitmap: ImageBitmap, longSide: number): ImageData {
  const scale = Math.min(1, longSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}
