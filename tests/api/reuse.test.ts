import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { withCdlPhotos } from './document-client';
import { behaviourEngine } from './engines';
import { staffAppPerSuite } from './staff-client';
import { waitFor } from './wait-for';

/**
 * "Applied before? Start from your last application" over real HTTP and a real SMTP sink: the page answers alike
 * whether or not an application has the address; the mailed one-time link, after the date of birth, opens a new draft
 * for the carrier it was asked from with the earlier answers but not the SSN, the signature, the certification boxes
 * or the consents, with the CDL's photos while the license is valid; the application finished from it tells the office
 * which one it started from.
 */
const engines = behaviourEngine();
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'correct horse battery staple' };
const EMAIL = 'reuse.driver@example.com';
const DOB = '05/07/1990';
/** A license expiry still ahead whenever the suite runs (the photos of a valid license are offered again). */
const IN_TWO_YEARS = `01/01/${new Date().getFullYear() + 2}`;

describe.each(engines)('starting from the last application on %s', (_engine, createDatabase) => {
  // This suite's requests all come from one address; the per-network limit (10 an hour) is not its subject.
  const suite = staffAppPerSuite(createDatabase, [REVIEWER], { mail: true, env: { MAIL_FROM: 'Hiring <hiring@tskis.test>', COPY_RATE_LIMIT: '40/hour' } });
  let earlier: number;

  beforeAll(async () => {
    const stored = await suite.applicant.post('/api/drivers', await withCdlPhotos(suite.applicant, validApplicant({ applicantName: 'Rhea Returning', email: EMAIL, driverExpiration1: IN_TWO_YEARS })));
    expect(stored.status).toBe(201);
    earlier = Number(stored.json().numberId);
  });

  const reuseMails = () => suite.sink.received.filter((message) => /\/reuse\/[A-Za-z0-9_-]{43}/.test(message.mail.text ?? ''));
  const ask = (email: string, compCode = 'NEXTCO') => suite.applicant.post('/api/reuse', { email, compCode });

  it('answers alike for an address with an application and one without, and mails only the first', async () => {
    const known = await ask(EMAIL);
    const unknown = await ask('nobody.here@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.text).toBe(unknown.text);
    const mail = await waitFor('the reuse mail', () => reuseMails()[0]);
    expect(mail.rcptTo).toEqual([EMAIL]);
    expect(mail.mail.subject).toBe('Start your application to NEXTCO from your last one');
    for (const secret of ['Rhea', DOB, '123-45-6789']) expect(mail.raw).not.toContain(secret);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(suite.sink.received.filter((message) => message.rcptTo.includes('nobody.here@example.com'))).toEqual([]);
    // The outbox row no longer holds the link once the mail is delivered.
    const token = /\/reuse\/([A-Za-z0-9_-]{43})/.exec(mail.mail.text ?? '')![1]!;
    expect(JSON.stringify(await suite.database.select('SELECT "body" FROM "WebhookDelivery"'))).not.toContain(token);
  });

  it('refuses what is not an email address, in the request’s language', async () => {
    const answer = await suite.applicant.post('/api/reuse', { email: 'not-an-address', compCode: 'NEXTCO' }, { headers: { 'Accept-Language': 'es' } });
    expect(answer.status).toBe(422);
    expect(answer.json().error).toMatch(/^Escriba un correo electrónico/);
  });

  it('opens with the date of birth, once, as a new draft for the carrier asked from, carrying no SSN, signature or certification', async () => {
    const mail = reuseMails()[0]!;
    const token = /\/reuse\/([A-Za-z0-9_-]{43})/.exec(mail.mail.text ?? '')![1]!;
    expect((await suite.applicant.get(`/reuse/${token}`)).status).toBe(200);
    const wrong = await suite.applicant.post('/api/reuse/open', { token, dob: '01/01/1991' });
    expect(wrong.status).toBe(422);
    const opened = await suite.applicant.post('/api/reuse/open', { token, dob: DOB });
    expect(opened.status).toBe(200);
    const { values, compCode, token: draftToken, proof } = opened.json() as { values: Record<string, unknown>; compCode: string; token: string; proof: string };
    expect(compCode).toBe('NEXTCO');
    expect(values).toMatchObject({ applicantName: 'Rhea Returning', email: EMAIL, dob: DOB, driverLicense1: 'D1234567' });
    expect(values.workEntries).toEqual([expect.objectContaining({ employer1: 'Lone Star Freight' }), expect.objectContaining({ employer1: 'Gulf Coast Moving' })]);
    for (const never of ['ssn', 'signature', 'signature64']) expect(values[never] ?? '').toBe('');
    for (const box of ['noticeAcknowledged', 'safetyHistoryAuthorized', 'esignConsent']) expect([box, values[box]]).toEqual([box, false]);
    expect((await suite.applicant.post('/api/reuse/open', { token, dob: DOB })).status).toBe(404);

    // The CDL's photos come again (the license is valid until 2028), as copies the new draft holds.
    const documents = opened.json().documents as { id: string; kind: string }[];
    expect(documents.map((document) => document.kind)).toEqual(['cdl-front', 'cdl-back']);

    // Finished from that draft with those photos: the office sees which application it started from, and the same
    // pictures, while the earlier application keeps its own.
    const finished = await suite.applicant.post(
      '/api/drivers',
      { ...validApplicant({ applicantName: 'Rhea Again', compCode: 'NEXTCO', email: EMAIL }), documents: documents.map((document) => document.id) },
      { headers: { 'Draft-Token': draftToken, 'Draft-Proof': proof } },
    );
    expect(finished.status).toBe(201);
    const numberId = Number(finished.json().numberId);
    const photos = (owner: number) =>
      suite.database.select(`SELECT "kind", "sha256" FROM "ApplicantDocument" WHERE "numberId" = ${owner} ORDER BY "position"`);
    expect(await photos(numberId)).toEqual(await photos(earlier));
    expect(await photos(earlier)).toHaveLength(2);
    const page = await suite.staff[0]!.get(`/staff/applications/${numberId}`);
    expect(page.text).toContain(`Started from the applicant&#x27;s earlier application No. ${earlier}`);
    expect(page.text).toContain('CDL, back');
  });

  it('does not offer photos of a license or medical card that has expired since', async () => {
    const email = 'expired.cards@example.com';
    const stored = await suite.applicant.post('/api/drivers', await withCdlPhotos(suite.applicant, validApplicant({ applicantName: 'Ezra Expired', email })));
    expect(stored.status).toBe(201);
    await suite.database.setAnswer(Number(stored.json().numberId), ['driverExpiration1'], '01/31/2020');
    expect((await ask(email)).status).toBe(202);
    const mail = await waitFor('the second reuse mail', () => reuseMails().find((message) => message.rcptTo.includes(email)));
    const token = /\/reuse\/([A-Za-z0-9_-]{43})/.exec(mail.mail.text ?? '')![1]!;
    const opened = await suite.applicant.post('/api/reuse/open', { token, dob: DOB });
    expect(opened.status).toBe(200);
    expect(opened.json().values).toMatchObject({ applicantName: 'Ezra Expired', driverExpiration1: '01/31/2020' });
    expect(opened.json().documents).toEqual([]);
  });

  it('mails one address at most three links a day, then quietly none', async () => {
    const before = reuseMails().length;
    for (let i = 0; i < 4; i += 1) expect((await ask(EMAIL.toUpperCase())).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Three a day per address: one was mailed in the first test.
    expect(reuseMails().length - before).toBe(2);
  });
});

describe.each(engines)('the limit on reuse requests per client network on %s', (_engine, createDatabase) => {
  // Asking and opening count together against COPY_RATE_LIMIT: three here.
  const suite = staffAppPerSuite(createDatabase, [], { mail: true, env: { COPY_RATE_LIMIT: '3/hour' } });

  it('answers 429 with Retry-After past the limit, for asking and for opening alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await suite.applicant.post('/api/reuse', { email: `nobody${i}@example.com`, compCode: 'NEXTCO' })).status);
    const asked = await suite.applicant.post('/api/reuse', { email: 'nobody.else@example.com', compCode: 'NEXTCO' });
    const opened = await suite.applicant.post('/api/reuse/open', { token: 'A'.repeat(43), dob: DOB });
    expect([...statuses, asked.status, opened.status]).toEqual([202, 202, 202, 429, 429]);
    expect(Number(asked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
