import type { DocumentKind } from '@/lib/documents/document-kinds';
import { currentDocuments, documentActions, documentIdsToSend } from './document-store';
import { scalePhoto } from './scale-photo';
import { uploadDocument } from './upload-document';

/**
 * Sending step 4's documents: each file scaled, kept in memory (never in the browser's storage: it leaves with the
 * page) for Try again, and sent on its own request. Comes with step 4's code, and with Finish's when it must send
 * them again.
 */
const sentBodies = new Map<string, Blob>();
let nextKey = 0;

export async function addFile(kind: DocumentKind, file: File, replaces?: string) {
  if (replaces) removeItem(replaces);
  const key = `document-${(nextKey += 1)}`;
  const body = await scalePhoto(file);
  sentBodies.set(key, body);
  documentActions.put({
    key,
    kind,
    status: 'uploading',
    progress: 0,
    fileName: file.name,
    mediaType: body.type,
    ...(body.type.startsWith('image/') && { previewUrl: URL.createObjectURL(body) }),
  });
  documentActions.showMissing(false);
  await send(key, kind);
}

export async function send(key: string, kind: DocumentKind) {
  const body = sentBodies.get(key);
  if (!body) return;
  documentActions.change(key, { status: 'uploading', progress: 0, error: undefined });
  const outcome = await uploadDocument(kind, body, (progress) => documentActions.change(key, { progress }));
  if (outcome.ok) documentActions.change(key, { status: 'uploaded', progress: 100, id: outcome.id });
  else documentActions.change(key, { status: 'failed', error: outcome.message ?? undefined });
}

export function removeItem(key: string) {
  documentActions.remove(key);
  sentBodies.delete(key);
}

/**
 * Sends every document held in this page again, under new ids. Finish does this before sending corrected answers
 * after an attempt whose answer was lost: that attempt may have been stored, and its documents with it (an id files
 * one application only). Documents kept from a saved draft have no file here and keep their ids. False when one
 * could not be sent.
 */
export async function sendAllAgain(): Promise<boolean> {
  const held = currentDocuments().filter((item) => sentBodies.has(item.key));
  await Promise.all(held.map((item) => send(item.key, item.kind)));
  return currentDocuments().every((item) => item.status === 'uploaded');
}

/** The ids Finish sends, after sendAllAgain. */
export const heldDocumentIds = documentIdsToSend;
