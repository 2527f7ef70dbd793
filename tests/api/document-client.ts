import sharp from 'sharp';
import type { Answer, StaffClient } from './staff-client';

/**
 * What a client does with step 4's documents (docs/documents.md): uploads each file on its own request
 * (POST /api/documents?kind=…, the bytes as the body), then names the ids in the submission's `documents`.
 */

/** A small photo made here: a solid colour with a stripe, so a thumbnail shows something. */
export async function testJpeg(width = 64, height = 40, colour = '#2a6'): Promise<Buffer> {
  const stripe = await sharp({ create: { width, height: Math.max(1, Math.round(height / 4)), channels: 3, background: '#fff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .composite([{ input: stripe, top: 0, left: 0 }])
    .jpeg()
    .toBuffer();
}

export function uploadDocument(client: StaffClient, kind: string, bytes: Buffer, type = 'image/jpeg', headers: Record<string, string> = {}): Promise<Answer> {
  return client.request(`/api/documents?kind=${kind}`, { method: 'POST', body: new Uint8Array(bytes), headers: { 'content-type': type, ...headers } });
}

/** Uploads the CDL's two sides (tiny generated JPEGs) and answers their ids, for a submission's `documents`. */
export async function cdlPhotoIds(client: StaffClient): Promise<string[]> {
  const ids: string[] = [];
  for (const [kind, colour] of [['cdl-front', '#2a6'], ['cdl-back', '#26a']] as const) {
    const answer = await uploadDocument(client, kind, await testJpeg(64, 40, colour));
    if (answer.status !== 201) throw new Error(`Upload of ${kind} failed: ${answer.status} ${answer.text}`);
    ids.push(String(answer.json().id));
  }
  return ids;
}

/** The answers with the CDL's photos uploaded and named, as the wizard sends them. */
export async function withCdlPhotos(client: StaffClient, answers: Record<string, unknown>): Promise<Record<string, unknown>> {
  return { ...answers, documents: await cdlPhotoIds(client) };
}
