// @ts-check
// The PNG check of a signature, on its bytes: run in the signature worker (./png-worker.mjs), never on the thread
// that answers requests. Plain JavaScript, as the worker loads it at run time outside the app's bundle.
import { crc32, inflateSync } from 'node:zlib';

const MAX_SIDE = 2_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** @type {Record<number, number>} */
const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * A real, sane PNG: PNG signature, every chunk's CRC, IHDR first and IEND last, and image data that inflates to
 * exactly the size the header promises (so the PDF of record can always draw it). The bounds leave room for other
 * clients than the pad (700×300) without letting anyone store arbitrary blobs; inflating stops one byte past the
 * promised size, so a zlib bomb costs at most that (2000×2000 at 16-bit RGBA: 32 MB, in the worker's heap).
 * @param {Buffer} png
 * @returns {string | null} the problem, or null when the image is acceptable
 */
export function pngProblem(png) {
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) return 'Signature must be a PNG image.';
  /** @type {Buffer[]} */
  const imageData = [];
  /** @type {{ width: number, height: number, bitDepth: number, colorType: number, interlace: number } | null} */
  let header = null;
  let offset = 8;
  let sawEnd = false;
  while (offset < png.length) {
    if (offset + 12 > png.length) return 'Signature image is truncated.';
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const dataEnd = offset + 8 + length;
    if (dataEnd + 4 > png.length) return 'Signature image is truncated.';
    if (crc32(png.subarray(offset + 4, dataEnd)) !== png.readUInt32BE(dataEnd)) return 'Signature image is corrupt.';
    const data = png.subarray(offset + 8, dataEnd);
    if (header === null && type !== 'IHDR') return 'Signature image is corrupt.';
    if (type === 'IHDR') {
      header = { width: data.readUInt32BE(0), height: data.readUInt32BE(4), bitDepth: data[8] ?? 0, colorType: data[9] ?? 0, interlace: data[12] ?? 0 };
    } else if (type === 'IDAT') {
      imageData.push(data);
    }
    offset = dataEnd + 4;
    if (type === 'IEND') {
      sawEnd = true;
      break;
    }
  }
  if (!header || !sawEnd || offset !== png.length || imageData.length === 0) return 'Signature image is corrupt.';
  const { width, height, bitDepth, colorType, interlace } = header;
  const channels = CHANNELS[colorType];
  if (!channels || ![1, 2, 4, 8, 16].includes(bitDepth) || interlace !== 0) return 'Signature image format is not supported.';
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return 'Signature image size is out of range.';

  // Each row is a filter byte plus its packed pixels; anything else means the image cannot be drawn.
  const expectedBytes = height * (1 + Math.ceil((width * channels * bitDepth) / 8));
  try {
    // One output buffer of the promised size: zlib's default 16 KB chunks would be copied together again.
    const pixels = inflateSync(Buffer.concat(imageData), { chunkSize: Math.max(64, expectedBytes + 1), maxOutputLength: expectedBytes + 1 });
    return pixels.length === expectedBytes ? null : 'Signature image is corrupt.';
  } catch {
    return 'Signature image is corrupt.';
  }
}
