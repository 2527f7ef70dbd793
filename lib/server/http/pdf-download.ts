import 'server-only';

/** A PDF of the staff area, to save under `fileName`; never kept by a cache, as it carries application data. */
export function pdfDownload(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}
