import { deflateSync, crc32 } from 'node:zlib';
import { signaturePngProblem } from './signature-png';

/** A PNG built chunk by chunk, so a test can break exactly one thing and keep every CRC right. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function png(width: number, height: number, pixels: Buffer = Buffer.alloc(height * (1 + width * 4))): string {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe('the signature PNG check', () => {
  it('accepts a well-formed 700×300 RGBA image', async () => {
    await expect(signaturePngProblem(png(700, 300))).resolves.toBeNull();
  });

  it('refuses image data that does not fill the size its header promises, although every CRC is right', async () => {
    await expect(signaturePngProblem(png(700, 300, Buffer.alloc(299 * (1 + 700 * 4))))).resolves.toBe(
      'Signature image is corrupt.',
    );
  });

  it('refuses image data that inflates to more than the header promises (a zlib bomb stops at the limit)', async () => {
    await expect(signaturePngProblem(png(70, 30, Buffer.alloc(5_000_000)))).resolves.toBe('Signature image is corrupt.');
  });

  it('refuses text that is not canonical base64', async () => {
    const valid = png(10, 10);
    await expect(signaturePngProblem(`${valid}@`)).resolves.toBe('Signature image is not valid base64.');
    await expect(signaturePngProblem(valid.slice(0, -1))).resolves.toBe('Signature image is not valid base64.');
    await expect(signaturePngProblem('data:image/png;base64,')).resolves.toBe('Signature image is not valid base64.');
  });
});
