import { OFFERED_LOCALES } from '@/lib/i18n/locales';
import { decryptSsn } from '@/lib/server/pii-crypto';
import { pngDataUrl, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { fetchCsrfToken, startAppOn, type RunningApp } from './app-server';
import { testEngines, type TestDatabase } from './engines';

/**
 * POST /api/drivers over real HTTP against the production build, on a real SQLite file and (when
 * TEST_POSTGRES_URL is set) a real PostgreSQL database created for the run.
 */
const engines = testEngines('API tests');

const SSN = '123-45-6789';

describe.each(engines)('POST /api/drivers on %s', (_engine, createDatabase) => {
  let database: TestDatabase;
  let app: RunningApp;
  let token: string;

  beforeAll(async () => {
    database = await createDatabase();
    app = await startAppOn(database);
    // A page load hands out the CSRF cookie, as in the browser.
    token = await fetchCsrfToken(app.baseUrl);
  }, 90_000);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  type PostOptions = { body?: string | object; headers?: Record<string, string> };
  const post = async ({ body = validApplicant(), headers = {} }: PostOptions = {}) => {
    const response = await fetch(`${app.baseUrl}/api/drivers`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`,
        'X-XSRF-TOKEN': token,
        Origin: app.baseUrl,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: text ? JSON.parse(text) : null, headers: response.headers };
  };

  /** Runs `act` and asserts that it stored nothing. */
  const storesNothing = async (act: () => Promise<unknown>) => {
    const before = (await database.rows()).length;
    await act();
    expect((await database.rows()).length).toBe(before);
  };

  it('stores every field of a valid application and answers 201 with its number', async () => {
    const sent = validApplicant({ numberId: 999, creationDate: '1999-01-01T00:00:00Z' });
    const started = Date.now();
    const { status, json } = await post({ body: sent });
    expect(status).toBe(201);
    expect(json).toEqual({ numberId: expect.any(Number), creationDate: expect.any(String) });
    expect(json.numberId).not.toBe(999);
    expect(Math.abs(Date.parse(json.creationDate) - started)).toBeLessThan(60_000);

    const row = (await database.rows()).find((candidate) => candidate.numberId === json.numberId);
    expect(row).toBeDefined();
    for (const [field, value] of Object.entries(sent)) {
      if (['numberId', 'creationDate', 'ssn'].includes(field)) continue;
      expect([field, row?.[field]]).toEqual([field, field === 'compCode' ? 'TSKIS' : value]);
    }
    const storedAt = row?.creationDate instanceof Date ? row.creationDate.getTime() : Date.parse(String(row?.creationDate));
    expect(Number.isNaN(storedAt)).toBe(false);
    expect(row?.ssnLast4).toBe('6789');
    expect(String(row?.ssn)).not.toContain('6789');
    expect(decryptSsn(String(row?.ssn), database.dataKey())).toBe(SSN);
    expect(row?.submitterIp).toMatch(/127\.0\.0\.1$/);
    expect(row?.userAgent).toBeTruthy();
  });

  it('keeps the SSN out of the stored database in plain text', async () => {
    expect((await post()).status).toBe(201);
    const bytes = await database.storedBytes();
    const rows = JSON.stringify(await database.rows());
    // On both engines: the bytes do hold the stored applications (the name is kept in the clear), not the SSN.
    expect(bytes.includes(String(validApplicant().applicantName))).toBe(true);
    for (const form of [SSN, SSN.replaceAll('-', '')]) {
      expect(rows).not.toContain(form);
      expect(bytes.includes(form)).toBe(false);
    }
  });

  it('answers 422 with every failing field and its message, storing nothing', async () => {
    await storesNothing(async () => {
      const { status, json } = await post({
        body: validApplicant({ applicantName: '', dob: '02/30/1990', ssn: '123456789', employer1: '', servedArmy: '' }),
      });
      expect(status).toBe(422);
      expect(json.fields).toEqual({
        applicantName: 'Applicant Name Required.',
        dob: 'Date of Birth must be a real date as mm/dd/yyyy.',
        ssn: 'Social Security must be 9 digits as 000-00-0000.',
        employer1: 'Employer Required.',
        servedArmy: 'Please answer Yes or No.',
      });
    });
  });

  // Spanish answers only once it is offered (lib/i18n/locales.ts); until then a Spanish request gets English, and
  // lib/i18n/validation-language.test.ts checks the Spanish with it offered.
  it.each([
    ['the browser’s Accept-Language', () => ({ 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' })],
    ['the applicant’s cookie', () => ({ Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}; lang=es`, 'Accept-Language': 'en-US' })],
  ])('answers the field messages in the language of %s, among the offered ones', async (_way, headers) => {
    const { status, json } = await post({ body: validApplicant({ applicantName: '', zip: '1', employer1: '' }), headers: headers() });
    expect(status).toBe(422);
    expect(json.fields).toEqual(
      OFFERED_LOCALES.includes('es')
        ? {
            applicantName: 'Nombre del solicitante: este dato es obligatorio.',
            zip: 'Código postal: escriba 5 dígitos (o ZIP+4).',
            employer1: 'Empleador: este dato es obligatorio.',
          }
        : { applicantName: 'Applicant Name Required.', zip: 'ZIP Code must be 5 digits (or ZIP+4).', employer1: 'Employer Required.' },
    );
  });

  it.each([
    ['a JPEG', 'data:image/jpeg;base64,/9j/4AAQSkZJRg==', 'Signature must be a PNG image.'],
    ['a PNG with a broken checksum', pngDataUrl(700, 300).replace(/.{8}$/, 'AAAAAAA='), 'Signature image is corrupt.'],
    ['not base64', 'data:image/png;base64,@@@@', 'Signature image is not valid base64.'],
    ['an absurdly large image', pngDataUrl(4000, 10), 'Signature image size is out of range.'],
  ])('refuses a signature that is %s', async (_kind, signature64, message) => {
    await storesNothing(async () => {
      const { status, json } = await post({ body: validApplicant({ signature64 }) });
      expect(status).toBe(422);
      expect(json.fields).toEqual({ signature64: message });
    });
  });

  it('answers a bad signature first, whatever else the submission gets wrong', async () => {
    // The photos are checked while the signature's image is read: what they find waits for its verdict.
    await storesNothing(async () => {
      const signature64 = pngDataUrl(700, 300).replace(/.{8}$/, 'AAAAAAA=');
      const { status, json } = await post({ body: { ...validApplicant({ signature64 }), documents: ['dnotuploaded0000000000000'] } });
      expect(status).toBe(422);
      expect(json.fields).toEqual({ signature64: 'Signature image is corrupt.' });
    });
  });

  it.each([
    ['malformed JSON', '{"applicantName": "Jo', 400],
    ['a JSON array', '[1,2,3]', 400],
    ['JSON null', 'null', 400],
  ])('answers %s with 400', async (_kind, body, expected) => {
    await storesNothing(async () => {
      const { status, json } = await post({ body });
      expect(status).toBe(expected);
      expect(json.error).toEqual(expect.any(String));
    });
  });

  it.each([['XSRF-TOKEN=%E0%A4%A'], ['XSRF-TOKEN=%'], ['XSRF-TOKEN=%00; XSRF-TOKEN=x']])(
    'answers a malformed cookie (%s) with 403, not a crash',
    async (cookie) => {
      await storesNothing(async () => {
        const { status, json } = await post({ headers: { Cookie: cookie } });
        expect(status).toBe(403);
        expect(json.error).toEqual(expect.any(String));
      });
    },
  );

  it('answers a non-JSON content type with 415', async () => {
    const { status } = await post({ body: 'applicantName=Jo', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(status).toBe(415);
  });

  it('answers a body over 1 MB with 413, also when it is streamed without a length', async () => {
    await storesNothing(async () => {
      const big = JSON.stringify(validApplicant({ signature: 'x'.repeat(1_100_000) }));
      expect((await post({ body: big })).status).toBe(413);

      // 20 MB announced by nobody: the server must stop reading at the limit rather than buffer it all.
      const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 20 * 1024 * 1024) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const response = await fetch(`${app.baseUrl}/api/drivers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
        body: stream,
        duplex: 'half',
      } as RequestInit).catch((error: Error) => error);
      // Either the 413 arrives, or the server hangs up mid-upload; it never accepts the body.
      if (response instanceof Response) expect(response.status).toBe(413);
      expect(sent).toBeLessThan(20 * 1024 * 1024);
    });
  });

  it.each([
    ['no X-XSRF-TOKEN header', { 'X-XSRF-TOKEN': '' }],
    ['a header that differs from the cookie', { 'X-XSRF-TOKEN': 'forged-token-value-0123456789' }],
    ['no cookie', { Cookie: '' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('answers 403 to a request with %s', async (_kind, headers) => {
    await storesNothing(async () => {
      const { status, json } = await post({ headers });
      expect(status).toBe(403);
      expect(json.error).toEqual(expect.any(String));
    });
  });

  it('stores a retried submission once and answers with the first answer', async () => {
    const key = `retry-${Date.now()}`;
    const body = validApplicant({ applicantName: 'Retry Tester' });
    const first = await post({ body, headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    await storesNothing(async () => {
      const [second, third] = await Promise.all([
        post({ body, headers: { 'Idempotency-Key': key } }),
        post({ body, headers: { 'Idempotency-Key': key } }),
      ]);
      expect([second.status, second.json, third.json]).toEqual([201, first.json, first.json]);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      // Each answer its own link to the applicant's copy, each stored for the one application.
      const links = [first, second, third].map((answer) => answer.headers.get('applicant-copy-url'));
      for (const link of links) expect(link).toMatch(/^\/copy\/[A-Za-z0-9_-]{43}$/);
      expect(new Set(links).size).toBe(3);
      const numberId = Number(first.json.numberId);
      expect(await database.select(`SELECT "tokenHash" FROM "ApplicantCopyLink" WHERE "numberId" = ${numberId}`)).toHaveLength(3);
      const reused = await post({ body: validApplicant({ applicantName: 'Someone Else' }), headers: { 'Idempotency-Key': key } });
      expect(reused.status).toBe(422);
    });
    expect((await database.rows()).filter((row) => row.applicantName === 'Retry Tester')).toHaveLength(1);
  });

  it('stores concurrent first submissions with the same key once', async () => {
    const key = `race-${Date.now()}`;
    const body = validApplicant({ applicantName: 'Race Tester' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ body, headers: { 'Idempotency-Key': key } })));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect((await database.rows()).filter((row) => row.applicantName === 'Race Tester')).toHaveLength(1);
  });

  it('answers 503 with a generic message and Retry-After when the database fails, leaking nothing', async () => {
    await database.sql('ALTER TABLE "Applicant" RENAME TO "Applicant_away"');
    try {
      const { status, text, headers } = await post({ body: validApplicant({ applicantName: 'During Outage' }) });
      expect(status).toBe(503);
      expect(headers.get('retry-after')).toBe('30'); // a 503 says when to try again
      expect(JSON.parse(text)).toEqual({ error: 'The application could not be saved right now. Please try again.' });
      expect(text).not.toMatch(/prisma|Applicant_away|at .*\.js|SQL/i);
    } finally {
      await database.sql('ALTER TABLE "Applicant_away" RENAME TO "Applicant"');
    }
    expect((await post()).status).toBe(201);
  });

  it('never writes the SSN, date of birth or signature to its logs', () => {
    const logs = app.output();
    expect(logs).toContain('failure'); // the outage above was logged…
    for (const secret of [SSN, '123456789', '05/07/1990', 'iVBORw0KGgo']) expect(logs).not.toContain(secret);
  });
});
