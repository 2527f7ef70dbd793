import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { migratedSqliteDatabase } from './engines';
import { StaffClient, staffAppPerSuite } from './staff-client';

/**
 * The links per source on /staff/companies and their QR codes (GET /api/staff/source-links/qr), over real HTTP
 * against the production build: the code is drawn locally and decoded here (jsQR) to the very link the page shows;
 * it can only encode this app's own application form with allowed source parameters; admins only.
 */
const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };
const BASE_URL = 'https://apply.example.com';

/** The text a QR code PNG holds. */
function decodeQr(bytes: Buffer): string | null {
  const image = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

describe('links per source', () => {
  const suite = staffAppPerSuite(migratedSqliteDatabase, [ADMIN, REVIEWER], { env: { APP_BASE_URL: BASE_URL } });
  const admin = () => suite.staff[0]!;
  const reviewer = () => suite.staff[1]!;

  it('shows a link per source for the carrier, on the configured address', async () => {
    await admin().post('/api/staff/companies', { code: 'houfr', legalName: 'Houston Flatbed Runners Inc', address: 'Houston, TX' });
    const page = await admin().get('/staff/companies');
    expect(page.status).toBe(200);
    const links = [...page.text.matchAll(/data-testid="source-link-([a-z-]+)"[^>]*>([^<]+)</g)].map((match) => [match[1], match[2]!.replaceAll('&amp;', '&')]);
    expect(links).toEqual([
      ['job-board', `${BASE_URL}/application/HOUFR?source=job-board&utm_medium=job-board`],
      ['facebook', `${BASE_URL}/application/HOUFR?source=facebook&utm_medium=social`],
      ['referral', `${BASE_URL}/application/HOUFR?source=referral&utm_medium=referral`],
      ['trailer-qr', `${BASE_URL}/application/HOUFR?source=trailer-qr&utm_medium=qr`],
    ]);
    expect(page.text).not.toContain('APP_BASE_URL is not set');
  });

  it('draws the QR code of exactly that link, here, as a PNG', async () => {
    const answer = await admin().get('/api/staff/source-links/qr?compCode=houfr&source=trailer-qr&utm_medium=qr&utm_campaign=fall-2026');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const link = `${BASE_URL}/application/HOUFR?source=trailer-qr&utm_medium=qr&utm_campaign=fall-2026`;
    expect(decodeQr(answer.bytes)).toBe(link);
    expect(answer.headers.get('x-encoded-link')).toBe(link);
    const download = await admin().get('/api/staff/source-links/qr?compCode=houfr&source=trailer-qr&download=1');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="apply-HOUFR-trailer-qr.png"');
  });

  it('encodes nothing but the form’s address and allowed source parameters', async () => {
    const answer = await admin().get(
      '/api/staff/source-links/qr?compCode=HOUFR&source=facebook&utm_term=713-555-0142&utm_content=jo%40example.com&next=https://evil.example',
    );
    expect(decodeQr(answer.bytes)).toBe(`${BASE_URL}/application/HOUFR?source=facebook`);
    expect((await admin().get('/api/staff/source-links/qr?compCode=HOUFR')).status).toBe(400);
    expect((await admin().get('/api/staff/source-links/qr?compCode=no%20good&source=facebook')).status).toBe(400);
  });

  it('is for admins: a reviewer gets 403, a visitor 401', async () => {
    expect((await reviewer().get('/api/staff/source-links/qr?compCode=HOUFR&source=facebook')).status).toBe(403);
    const visitor = await new StaffClient(suite.app.baseUrl).open();
    expect((await visitor.get('/api/staff/source-links/qr?compCode=HOUFR&source=facebook')).status).toBe(401);
  });
});
