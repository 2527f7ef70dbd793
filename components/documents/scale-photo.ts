/**
 * A phone's photo made small enough to cross a weak link (12 megapixels, 3–6 MB, becomes about 2000 px on its long
 * side, a few hundred KB) before it is sent: decoded by the browser (turned by its EXIF orientation, which
 * createImageBitmap applies by default), drawn on a canvas, encoded as JPEG. The server decodes and encodes it
 * again anyway; this is for the applicant's data plan and waiting time. A file the browser cannot decode (a PDF, a
 * format it does not know) is sent as it is, and the server says what it thinks of it.
 */
export const SCALED_LONG_SIDE = 2000;
const QUALITY = 0.85;

export async function scalePhoto(file: File): Promise<Blob> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, SCALED_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
    // Already small and a JPEG: sending it as it is loses nothing.
    if (scale === 1 && file.type === 'image/jpeg') return file;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}
