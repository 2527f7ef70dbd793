import 'server-only';
import sharp from 'sharp';
import { PDF_ALLOWED, type DocumentKind } from '../document-kinds';
import { pdfProblem } from './check-pdf';
import { turns } from './in-turn';
import { sniffContent } from './sniff-content';

/**
 * An uploaded file checked and made safe to keep (docs/documents.md): an image is decoded and encoded again as a
 * JPEG (turned upright by its EXIF orientation, no metadata kept: no EXIF, no GPS), long side at most
 * STORED_LONG_SIDE; a PDF is kept as sent once it holds nothing active. Anything else is refused by its reason, a
 * key of the catalogs' DocumentsApi, and nothing is stored.
 */

/** Decoding a bigger image could take gigabytes: refused from the header, before any pixel is decoded. */
export const MAX_INPUT_MEGAPIXELS = 50;
const MAX_INPUT_PIXELS = MAX_INPUT_MEGAPIXELS * 1_000_000;
/** Enough to read a license number; the wizard sends 2000 px already. */
const STORED_LONG_SIDE = 2400;
const THUMBNAIL_LONG_SIDE = 320;
/**
 * At most this many images are decoded at once: a decode holds the whole bitmap (a 50-megapixel photo: 150 MB), so
 * ten arriving together wait their turn instead of taking the server's memory.
 */
const DECODES_AT_ONCE = 2;
const inTurn = turns(DECODES_AT_ONCE);

export type UploadProblem = 'notWhatItSays' | 'unsupported' | 'heic' | 'pdfNotHere' | 'pixelBomb' | 'corrupt' | 'pdfActive' | 'pdfEncrypted' | 'pdfTooLarge' | 'pdfTooSlow';

export type CheckedUpload =
  | { ok: true; mediaType: 'image/jpeg' | 'application/pdf'; bytes: Buffer; width: number; height: number; thumbnail: Buffer | null }
  | { ok: false; problem: UploadProblem };

const CLAIMED_IMAGE = /^image\//;

export async function checkUpload(bytes: Buffer, claimedType: string, kind: DocumentKind): Promise<CheckedUpload> {
  const sniffed = sniffContent(bytes);
  const claimed = claimedType.split(';')[0]!.trim().toLowerCase();
  const claimsPdf = claimed === 'application/pdf';
  if (sniffed === 'unknown') return { ok: false, problem: CLAIMED_IMAGE.test(claimed) || claimsPdf ? 'notWhatItSays' : 'unsupported' };
  if (sniffed === 'heic') return { ok: false, problem: 'heic' };
  // The content must be what the client says it sends: a PDF named .jpg (or the reverse) is not taken as either.
  if ((sniffed === 'pdf') !== claimsPdf || (sniffed !== 'pdf' && !CLAIMED_IMAGE.test(claimed))) return { ok: false, problem: 'notWhatItSays' };
  if (sniffed === 'pdf') {
    if (!PDF_ALLOWED.has(kind)) return { ok: false, problem: 'pdfNotHere' };
    const checked = await pdfProblem(bytes);
    if ('problem' in checked) return { ok: false, problem: checked.problem };
    return { ok: true, mediaType: 'application/pdf', bytes, width: 0, height: 0, thumbnail: null };
  }
  return inTurn(() => reencodeImage(bytes));
}

async function reencodeImage(bytes: Buffer): Promise<CheckedUpload> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, sequentialRead: true };
  try {
    // The header alone: a pixel bomb is refused here, its pixels never decoded.
    const { width = 0, height = 0 } = await sharp(bytes, options).metadata();
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, problem: 'pixelBomb' };
    if (width === 0 || height === 0) return { ok: false, problem: 'corrupt' };
  } catch (error) {
    return { ok: false, problem: isPixelLimit(error) ? 'pixelBomb' : 'corrupt' };
  }
  try {
    const stored = await sharp(bytes, options)
      .rotate()
      .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(stored.data)
      .resize({ width: THUMBNAIL_LONG_SIDE, height: THUMBNAIL_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer();
    return { ok: true, mediaType: 'image/jpeg', bytes: stored.data, width: stored.info.width, height: stored.info.height, thumbnail };
  } catch (error) {
    return { ok: false, problem: isPixelLimit(error) ? 'pixelBomb' : 'corrupt' };
  }
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
