/**
 * The bounds of a scan in the browser (docs/cdl-scan.md): a photo anyone can pick, read by WebAssembly in a worker.
 */

/** Larger than any phone's photo of a card; a bigger file is refused before it is decoded. */
export const MAX_SCAN_FILE_BYTES = 20 * 1024 * 1024;
/** Beyond this many pixels the photo's header is refused before the pixels are decoded (a pixel bomb). */
export const MAX_SCAN_PIXELS = 50_000_000;
/**
 * The long sides the barcode is looked for at, largest first: a phone's 12-megapixel photo is scaled down, which
 * is faster and, for a barcode that fills a good part of the frame, as readable (docs/cdl-scan.md has the figures).
 */
export const SCAN_LONG_SIDES = [2000, 1280] as const;
/** After this, the worker is stopped and the driver told the photo could not be read. */
export const MAX_DECODE_MS = 15_000;

/** The bundled ZXing reader, served by the app itself (app/api/cdl-scan/decoder): no CDN, no network. */
export const DECODER_WASM_PATH = '/api/cdl-scan/decoder';
