import QRCode from 'qrcode';
import { companyCode } from '@/lib/applicant/schema';
import { staffRoute } from '@/lib/auth/staff-route';
import { refusal } from '@/lib/server/http/route-error';
import { serverConfig } from '@/lib/server/env';
import { attributionFromParams, hasAttribution } from '@/lib/sources/attribution';
import { sourceLink } from '@/lib/sources/source-links';

/**
 * GET /api/staff/source-links/qr?compCode=…&source=…&utm_…=… (admins): a QR code (PNG) of the applicant link for
 * that carrier and source, as /staff/companies shows it, for printing on a trailer or a flyer. Drawn here by the
 * `qrcode` package, nothing fetched from elsewhere. The route builds the link itself from a company code and the
 * allowed source parameters, so it can only ever encode a link to this app's own application form.
 */
export const dynamic = 'force-dynamic';

export const GET = staffRoute('api/staff/source-links/qr', { role: 'admin' }, async (request) => {
  const params = new URL(request.url).searchParams;
  const code = companyCode.safeParse(params.get('compCode') ?? '');
  const attribution = attributionFromParams(params);
  if (!code.success || !hasAttribution(attribution)) throw refusal(400, 'A company code and a source are needed.');

  const link = sourceLink(linkBaseUrl(request), code.data, attribution);
  const png = await QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 600 });
  const fileName = `apply-${code.data}-${attribution.source || attribution.utmSource || 'link'}.png`.replace(/[^A-Za-z0-9._-]/g, '-');
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Disposition': `${params.get('download') === '1' ? 'attachment' : 'inline'}; filename="${fileName}"`,
      'Cache-Control': 'private, max-age=3600',
      // The link is what the image says; saying it in a header too lets a test or a script check it without decoding.
      'X-Encoded-Link': link,
    },
  });
});

/**
 * The public address of the application form: APP_BASE_URL, which production must set; without it, the address
 * the admin's browser used for this page (the page says so), since a link for the admin's own printing can only
 * point where the admin already is.
 */
function linkBaseUrl(request: Request): string {
  return serverConfig().appBaseUrl ?? new URL(request.url).origin;
}
