import 'server-only';
import { promisify } from 'node:util';
import { crc32, inflate, inflateSync } from 'node:zlib';
import { PNG_DATA_URL_PREFIX } from '@/lib/applicant/schema';

/** Images up to this many pixel bytes (the pad's 700×300 is 840 KB) are inflated at once, in one buffer. */
const INLINE_INFLATE_BYTES = 1_048_576;
const inflateAsync = promisify(inflate);
export const MAX_SIGNATURE_PNG_BYTES = 200_000;
const MAX_SIDE = 2_000;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Checks that a signature data URL holds a real, sane PNG: valid base64, PNG signature, every chunk's CRC,
 * IHDR first and IEND last, and image data that inflates to exactly the size the header promises (so the PDF of
 * record can always draw it). The pad exports 700×300; the bounds leave room for other clients without letting
 * anyone store arbitrary blobs. Returns a problem description, or null when the image is acceptable.
 *
 * The inflating is most of the check's cost (840 KB of pixels for 700×300). The pad's images are inflated
 * synchronously into one buffer of the expected size: zlib's asynchronous form with its default 16 KB chunks makes a
 * thread-pool round trip and a callback per chunk, then copies every chunk, many times the CPU (docs/performance.md).
 * Larger images (other clients, up to 2000×2000) go to the thread pool in 1 MB
 * chunks, so a header promising 32 MB of pixels cannot hold the event loop. The base64 check is a round trip
 * through the native codec.
 */
export async function signaturePngProblem(dataUrl: string): Promise<string | null> {
  if (!dataUrl.startsWith(PNG_DATA_URL_PREFIX)) return 'Signature must be a PNG image.';
  const base64 = dataUrl.slice(PNG_DATA_URL_PREFIX.length);
  if (base64.length > Math.ceil((MAX_SIGNATURE_PNG_BYTES * 4) / 3) + 4) return 'Signature image is too large.';
  // Buffer.from skips what is not base64; only a canonical encoding comes back unchanged (what canvases export).
  const png = Buffer.from(base64, 'base64');
  if (base64.length === 0 || png.toString('base64') !== base64) return 'Signature image is not valid base64.';
  if (!png.subarray(0, 8).equals(PNG_MAGIC)) return 'Signature must be a PNG image.';

  const imageData: Buffer[] = [];
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlace: number } | null = null;
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
      header = {
        width: data.readUInt32BE(0),
        height: data.readUInt32BE(4),
        bitDepth: data[8] ?? 0,
        colorType: data[9] ?? 0,
        interlace: data[12] ?? 0,
      };
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
  const imageBytes = Buffer.concat(imageData);
  const limits = { chunkSize: Math.min(expectedBytes + 1, INLINE_INFLATE_BYTES), maxOutputLength: expectedBytes + 1 };
  try {
    const pixels =
      expectedBytes < INLINE_INFLATE_BYTES ? inflateSync(imageBytes, limits) : await inflateAsync(imageBytes, limits);
    return pixels.length === expectedBytes ? null : 'Signature image is corrupt.';
  } catch {
    return 'Signature image is corrupt.';
  }
}
