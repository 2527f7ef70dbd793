import 'server-only';
import { getTranslations } from 'next-intl/server';
import { nowAndThen } from '@/lib/server/now-and-then';
import { refusal } from '@/lib/server/http/route-error';
import { getDb } from '@/lib/server/db';
import { isDocumentKind, MAX_DOCUMENT_BYTES, type DocumentKind } from '../document-kinds';
import { checkUpload, MAX_INPUT_MEGAPIXELS } from './check-upload';
import { MAX_PDF_UNPACKED_MB, PDF_SECONDS } from './check-pdf';
import { readCappedBody } from '@/lib/server/http/read-capped-body';
import { deleteUnclaimedDocuments, storeUpload } from './store-upload';

/** Yesterday's unclaimed uploads deleted now and then, after answering: the app cleans up after itself. */
const sweepUnclaimed = nowAndThen(10 * 60 * 1000, 'api/documents', async () => deleteUnclaimedDocuments(await getDb()));

/**
 * One document of step 4 (or of a DQ item, filed with it at once), from the request to the stored row: its kind (a query parameter), its bytes read up to the
 * limit, checked and re-encoded (./check-upload.ts). Every refusal is in the applicant's language and stores nothing.
 */
export async function receiveUpload(request: Request, dataKey: Buffer, owner: { dqItemId: number } | null = null) {
  const t = await getTranslations('DocumentsApi');
  // A DQ item's document (an MVR, a certificate) is a PDF or a photo of any kind: checked as step 4's "other".
  const kind = owner ? 'other' : new URL(request.url).searchParams.get('kind');
  if (!isDocumentKind(kind)) throw refusal(400, t('unknownKind'));
  const limit = { limit: String(MAX_DOCUMENT_BYTES / 1024 / 1024) };
  const bytes = await readCappedBody(request, MAX_DOCUMENT_BYTES);
  if (!bytes) throw refusal(413, t('tooLarge', limit), { maxBytes: MAX_DOCUMENT_BYTES });
  if (bytes.length === 0) throw refusal(400, t('corrupt'));
  const checked = await checkUpload(bytes, request.headers.get('content-type') ?? '', kind as DocumentKind);
  if (!checked.ok) {
    const status = checked.problem === 'pixelBomb' ? 413 : 422;
    throw refusal(status, t(checked.problem, { limit: String(MAX_INPUT_MEGAPIXELS), unpackedMb: String(MAX_PDF_UNPACKED_MB), seconds: String(PDF_SECONDS) }), { problem: checked.problem });
  }
  const stored = await storeUpload(await getDb(), kind as DocumentKind, checked, dataKey, owner);
  sweepUnclaimed();
  return stored;
}
