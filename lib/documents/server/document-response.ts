import 'server-only';
import { refusal } from '@/lib/server/http/route-error';
import { safePdfCopy } from './check-pdf';

/** Nothing the document's page could load or run; no other page may frame it. */
const DOCUMENT_VIEW_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * A stored document for the office: shown inline (a PDF as its safe copy, never as sent: docs/documents.md) or, with
 * `download`, the file as sent. Throws a 422 when a PDF has no safe copy. The caller audits first.
 */
export async function documentShown(document: { mediaType: string; bytes: Buffer }, download: boolean) {
  const pdf = document.mediaType === 'application/pdf';
  const shown = pdf && !download ? await safePdfCopy(document.bytes) : { bytes: document.bytes };
  if ('problem' in shown) throw refusal(422, 'This PDF cannot be shown safely in the browser: use Download to save the file as it was sent.', { problem: shown.problem });
  return (fileName: string) =>
    new Response(new Uint8Array(shown.bytes), {
      headers: {
        'Content-Type': document.mediaType,
        'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${fileName}.${pdf ? 'pdf' : 'jpg'}"`,
        'Content-Security-Policy': DOCUMENT_VIEW_POLICY,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
}
