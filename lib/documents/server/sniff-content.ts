import 'server-only';

/**
 * What a file is by its first bytes (its "magic number"), never by its name or the type the client claims: an
 * executable renamed .jpg is still an executable.
 */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'heic' | 'pdf' | 'unknown';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

export function sniffContent(bytes: Buffer): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // ISO base media (HEIF): `ftyp` at 4, then the brand.
  if (startsWith(bytes, ascii('ftyp'), 4) && ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif'].includes(bytes.subarray(8, 12).toString('latin1'))) {
    return 'heic';
  }
  // A PDF's header may follow a little junk (readers search the first 1024 bytes); we take it only at the start.
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return 'unknown';
}
