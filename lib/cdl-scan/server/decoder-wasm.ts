import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * zxing-wasm's bundled reader (`zxing_reader.wasm`, ~930 KB, ~400 KB gzip), read once from the installed package.
 * next.config.mjs traces it into the server's output. A failed read is tried again by the next request.
 */
const WASM_FILE = join(process.cwd(), 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm');
let wasm: Promise<Buffer> | undefined;

export function decoderWasm(): Promise<Buffer> {
  wasm ??= readFile(WASM_FILE).catch((error: unknown) => {
    wasm = undefined;
    throw error;
  });
  return wasm;
}
