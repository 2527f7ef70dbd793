'use client';

import { pageStore } from '@/components/wizard/page-store';
import { isDocumentKind, type DocumentKind } from '@/lib/documents/document-kinds';

/**
 * The documents of step 4 for the page's life (docs/documents.md): each file the applicant added, its upload's
 * progress and, once sent, the id the server answered. Kept here, outside the form's answers: the files are never
 * part of the answers, only their ids travel with the submission (and with a saved draft). Step 4 writes it; Next
 * on step 4 and Finish read it. Small on purpose: the upload code comes with step 4.
 */
export type DocumentItem = {
  /** This page's own key for the item (the server's id comes later). */
  key: string;
  kind: DocumentKind;
  status: 'uploading' | 'uploaded' | 'failed';
  /** 0–100 while uploading. */
  progress: number;
  /** The server's id once uploaded. */
  id?: string;
  /** An object URL of the scaled photo, for the preview; none for a PDF. */
  previewUrl?: string;
  fileName: string;
  mediaType: string;
  /** The server's or the connection's message after a failure. */
  error?: string;
  /** Kept on the server without a file here: from a saved draft, or offered again from the driver's last application. */
  keptFrom?: 'save' | 'earlier';
};

export type DocumentState = { items: readonly DocumentItem[]; showMissing: boolean };

const store = pageStore<DocumentState>({ items: [], showMissing: false });
const update = store.update;

export function useDocumentState(): DocumentState {
  return store.useState();
}

export const documentActions = {
  put(item: DocumentItem) {
    const others = store.get().items.filter((each) => each.key !== item.key);
    update({ items: [...others, item] });
  },
  change(key: string, change: Partial<DocumentItem>) {
    update({ items: store.get().items.map((item) => (item.key === key ? { ...item, ...change } : item)) });
  },
  remove(key: string) {
    const item = store.get().items.find((each) => each.key === key);
    if (item?.previewUrl) URL.revokeObjectURL(item.previewUrl);
    update({ items: store.get().items.filter((each) => each.key !== key) });
  },
  showMissing(show = true) {
    update({ showMissing: show });
  },
};

export const currentDocuments = () => store.get().items;

/** The ids Finish sends (POST /api/drivers, `documents`): those uploaded. */
export function documentIdsToSend(): string[] {
  return store.get().items.flatMap((item) => (item.status === 'uploaded' && item.id ? [item.id] : []));
}

/** What step 4 still lacks: the CDL's two sides, and the medical certificate unless the applicant has not got it at hand. */
export function missingDocuments(medicalCardMissing: boolean, items: readonly DocumentItem[] = store.get().items): DocumentKind[] {
  const wanted: DocumentKind[] = ['cdl-front', 'cdl-back', ...(medicalCardMissing ? [] : (['medical-card'] as const))];
  return wanted.filter((kind) => !items.some((item) => item.kind === kind && item.status === 'uploaded'));
}

/** An upload still under way, or failed and not retried or removed: Next waits for it. */
export const uploadsPending = (items: readonly DocumentItem[] = store.get().items) => items.some((item) => item.status !== 'uploaded');

/**
 * The documents a saved draft kept, or those of the last application still valid (`earlier`), as sent: the resumed
 * wizard lists them (no preview: the photo stays on the server).
 */
export function restoreSavedDocuments(saved: readonly { id: string; kind: string; mediaType: string }[], keptFrom: 'save' | 'earlier' = 'save') {
  update({
    items: saved.flatMap((document) =>
      isDocumentKind(document.kind)
        ? [{ key: `saved-${document.id}`, kind: document.kind, status: 'uploaded' as const, progress: 100, id: document.id, fileName: '', mediaType: document.mediaType, keptFrom }]
        : [],
    ),
  });
}
