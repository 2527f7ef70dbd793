// @ts-check
// `npm run bench:documents` (after `npm run build`): the figures of docs/documents.md.
//  1. Three phone photos (4000×3000 JPEGs) sent from Chromium on a throttled 3G link (CDP
//     Network.emulateNetworkConditions: 1.6 Mbps down, 750 kbps up, 150 ms latency): each scaled in the page to
//     2000 px and sent on its own XMLHttpRequest to POST /api/documents, as the wizard's step 4 does
//     (components/documents/scale-photo.ts, upload-document.ts); the time until the three are stored.
//  2. The server's peak memory (RSS of the app's process, sampled every 20 ms) while 10 uploads of nearly 15 MB
//     (the limit) arrive at once, and its memory before.
// Starts the built app on a scratch SQLite file and deletes it after.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { fetchCsrfToken, startApp } from './support/app-process.mjs';

const MAX_BYTES = 15 * 1024 * 1024;
const scratch = mkdtempSync(join(tmpdir(), 'bench-documents-'));
const app = await startApp({ DATABASE_URL: `file:${join(scratch, 'app.db')}`, DOCUMENT_RATE_LIMIT: 'off' });

/** The largest resident set among the app's processes (npm, then the server it runs), in MB. */
function serverRssMb() {
  try {
    const lines = execFileSync('ps', ['-o', 'rss=', '-g', String(app.pid)], { encoding: 'utf8' }).trim().split('\n');
    return Math.max(...lines.map((line) => Number(line.trim()) || 0)) / 1024;
  } catch {
    return 0;
  }
}

/**
 * A photo made here: smooth shading with grain of `grain` levels, which sets how large its JPEG is. Grain 24 at
 * quality 90 gives a 12-megapixel photo of about the size a phone's is (3–4 MB); grain 96 the largest file.
 * @param {number} width @param {number} height @param {number} quality @param {number} grain
 */
async function phonePhoto(width, height, quality, grain) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) {
    const x = (index / 3) % width;
    const y = Math.floor(index / 3 / width);
    pixels[index] = Math.min(255, Math.floor(((x + y) / (width + height)) * 160) + (index % 3) * 30 + Math.floor(Math.random() * grain));
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality }).toBuffer();
}

try {
  // ── 1. three phone photos on 3G ──
  const photos = await Promise.all([0, 1, 2].map(() => phonePhoto(4000, 3000, 90, 24)));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const page = await browser.newPage();
  await page.goto(`${app.baseUrl}/application/abc`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const result = await page.evaluate(async (base64Photos) => {
    const token = decodeURIComponent(document.cookie.split('; ').find((pair) => pair.startsWith('XSRF-TOKEN='))?.split('=')[1] ?? '');
    const scale = async (/** @type {Blob} */ blob) => {
      const bitmap = await createImageBitmap(blob);
      const factor = Math.min(1, 2000 / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(bitmap.width * factor);
      canvas.height = Math.round(bitmap.height * factor);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    };
    const send = (/** @type {string} */ kind, /** @type {Blob} */ body) =>
      new Promise((resolve) => {
        const request = new XMLHttpRequest();
        request.open('POST', `/api/documents?kind=${kind}`);
        request.setRequestHeader('Content-Type', 'image/jpeg');
        request.setRequestHeader('X-XSRF-TOKEN', token);
        request.onload = () => resolve(request.status);
        request.onerror = () => resolve(0);
        request.send(body);
      });
    const blobs = base64Photos.map((data) => new Blob([Uint8Array.from(atob(data), (character) => character.charCodeAt(0))], { type: 'image/jpeg' }));
    const started = performance.now();
    const scaled = await Promise.all(blobs.map(scale));
    const scaledAt = performance.now();
    const statuses = await Promise.all(scaled.map((blob, index) => send(['cdl-front', 'cdl-back', 'medical-card'][index] ?? 'other', blob)));
    return { scaleMs: scaledAt - started, totalMs: performance.now() - started, statuses, sentBytes: scaled.map((blob) => blob.size) };
  }, photos.map((photo) => photo.toString('base64')));
  await browser.close();
  const mb = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(2);
  console.log('Three phone photos on 3G (1.6 Mbps down, 750 kbps up, 150 ms):');
  console.log(`  taken: 3 × 4000×3000 JPEG, ${photos.map((photo) => mb(photo.length)).join(' + ')} MB`);
  console.log(`  sent after scaling in the browser: ${result.sentBytes.map((size) => (size / 1024).toFixed(0)).join(' + ')} KB (scaling took ${(result.scaleMs / 1000).toFixed(2)} s)`);
  console.log(`  all three stored after ${(result.totalMs / 1000).toFixed(1)} s (answers ${result.statuses.join(', ')})`);
  // What one application's three photos take at rest: ciphertext of the re-encoded photos and their thumbnails.
  const db = new Database(join(scratch, 'app.db'), { readonly: true });
  const stored = /** @type {{ content: number, thumbnail: number }} */ (
    db.prepare('SELECT SUM(length("content")) AS "content", SUM(COALESCE(length("thumbnail"), 0)) AS "thumbnail" FROM "ApplicantDocumentFile"').get()
  );
  db.close();
  const perApplication = stored.content + stored.thumbnail;
  console.log(`  stored (encrypted): ${(stored.content / 1024).toFixed(0)} KB of photos + ${(stored.thumbnail / 1024).toFixed(0)} KB of thumbnails = ${(perApplication / 1024).toFixed(0)} KB per application; ${((perApplication * 10_000) / 1024 ** 3).toFixed(2)} GB per 10,000 applications`);
  const whole = photos.reduce((sum, photo) => sum + photo.length, 0);
  console.log(`  the same photos sent whole would take at least ${((whole * 8) / (750 * 1024)).toFixed(0)} s on that uplink`);

  // ── 2. memory while 10 uploads of ~15 MB arrive at once ──
  let big = await phonePhoto(5600, 4200, 92, 96);
  for (const quality of [90, 85, 80, 75, 70]) {
    if (big.length <= MAX_BYTES) break;
    big = await phonePhoto(5600, 4200, quality, 96);
  }
  const token = await fetchCsrfToken(app.baseUrl);
  const before = serverRssMb();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssMb())), 20);
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: 10 }, () =>
      fetch(`${app.baseUrl}/api/documents?kind=cdl-front`, {
        method: 'POST',
        headers: { 'Content-Type': 'image/jpeg', Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'X-XSRF-TOKEN': token, Origin: app.baseUrl },
        body: new Uint8Array(big),
      }).then((response) => response.status),
    ),
  );
  const elapsed = Date.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, serverRssMb());
  console.log(`\nTen uploads of ${mb(big.length)} MB (a 5600×4200 JPEG) at once:`);
  console.log(`  answers: ${statuses.join(', ')} in ${(elapsed / 1000).toFixed(1)} s`);
  console.log(`  server RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`);
} finally {
  await app.stop();
  rmSync(scratch, { recursive: true, force: true });
}
