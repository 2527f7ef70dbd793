import { CONSENT_TEXTS } from '@/lib/consents/texts/published-consent-texts';
import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { agreedConsents, consentConfig, oneLine, pdfPages } from './consent-client';
import { behaviourEngine } from './engines';
import { staffAppPerSuite, submitApplication } from './staff-client';

/**
 * The background-check consents of step 11 over real HTTP, on each engine (docs/consents.md): the consents due are
 * the carrier's choices and the notices of the application's states, checked by the server; each one is stored,
 * signed (the "consents" section of the signed content) and listed for the office, printed each from a new page in
 * the PDF of record and in the Consents PDF; an older client's application without them is stored and flagged.
 */
const engines = behaviourEngine();
const PASSWORD = 'correct horse battery staple';
const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: PASSWORD };
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: PASSWORD };
const EN = CONSENT_TEXTS.en;
const ES = CONSENT_TEXTS.es;

/** Lives in California, lived in New York: both notices are due, with the FCRA texts and the Clearinghouse consent. */
const CA_NY = {
  street: '1 Ocean Ave', city: 'Santa Monica', state: 'CA', zip: '90401', movedIn: '06/2024',
  prevStreet1: '5 Main St', prevCity1: 'Albany', prevState1: 'NY', prevZip1: '12207', prevMovedIn1: '01/2020',
};

describe.each(engines)('background-check consents on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [ADMIN, REVIEWER]);
  const admin = () => suite.staff[0]!;
  const reviewer = () => suite.staff[1]!;

  const submit = async (answers: Record<string, unknown>, consents: unknown, headers: Record<string, string> = {}) =>
    suite.applicant.post('/api/drivers', { ...answers, consents }, { headers });
  const consentRows = (numberId: number) =>
    suite.database.select(`SELECT * FROM "ApplicantConsent" WHERE "numberId" = ${numberId} ORDER BY "position"`);
  const page = async (numberId: number) => (await reviewer().get(`/staff/applications/${numberId}`)).text.replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
  const listRow = async (name: string) => /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec((await reviewer().get(`/staff?q=${encodeURIComponent(name)}`)).text)?.[1] ?? '';
  const stored = async (answers: Record<string, unknown>, language: 'en' | 'es' = 'en') => {
    const consents = await agreedConsents(suite.applicant, answers, language, true);
    const answer = await submit(answers, consents, language === 'es' ? { 'Shown-Language': 'es' } : {});
    expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
    return Number(answer.json().numberId);
  };

  it('tells a client which consents a carrier asks: by default the FCRA texts and the Clearinghouse, no PSP', async () => {
    const config = await consentConfig(suite.applicant, 'TSKIS');
    expect(config).toMatchObject({ companyCode: 'TSKIS', choices: { askPsp: false, askClearinghouse: true, jobStates: [] }, carrierTexts: {} });
    expect(config.values.en).toMatchObject({ carrierName: 'TSKIS', agencyName: '' });
    expect((await suite.applicant.get('/api/consents/not%20a%20code')).status).toBe(404);
  });

  it('stores each consent with its text, language, moments and request box, signed, and lists them for the office', async () => {
    const answers = validApplicant({ applicantName: 'Carla Consents', ...CA_NY });
    const numberId = await stored(answers);
    const rows = await consentRows(numberId);
    expect(rows.map((row) => row.consent)).toEqual(['fcra-disclosure', 'fcra-authorization', 'state-ca', 'state-ny', 'clearinghouse-limited-query']);
    expect(rows[2]).toMatchObject({ source: 'app', textVersion: EN['state-ca'].version, textLanguage: 'en', textSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(Boolean(rows[2]!.requestedCopy)).toBe(true);
    expect(rows[0]!.requestedCopy).toBeNull();
    expect(String(rows[0]!.clientAgreedAt)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.parse(String(rows[0]!.shownValues))).toMatchObject({ carrierName: 'TSKIS' });

    const html = await page(numberId);
    expect(html).toContain('Integrity: verified');
    expect(html).toContain('Background check consents');
    for (const consent of ['fcra-disclosure', 'fcra-authorization', 'state-ca', 'state-ny', 'clearinghouse-limited-query'] as const) {
      expect(html).toContain(EN[consent].title);
      expect(html).toContain(EN[consent].version);
    }
    expect(html).toContain('Requested (box checked): send a copy');
    expect(html).not.toContain('Consents not on file');
    expect(await listRow('Carla Consents')).not.toContain('Consents not on file');
  });

  it("stores an older client's application without consents and flags it in the list, on the page and in the PDF", async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Otto Older' }, legacyApplicant);
    expect(await consentRows(numberId)).toEqual([]);
    expect(await listRow('Otto Older')).toContain('Consents not on file');
    const html = await page(numberId);
    expect(html).toContain('Consents not on file: this application came from a form that did not ask for the background-check consents');
    expect(html).toContain('Integrity: verified');
    // This wizard's answers without the consents: an older version of the wizard, stored and flagged the same way.
    const withoutConsents = await submitApplication(suite.applicant, { applicantName: 'Wanda Withoutconsents' });
    expect(await listRow('Wanda Withoutconsents')).toContain('Consents not on file');
    expect((await reviewer().get(`/staff/applications/${withoutConsents}/consents-pdf`)).status).toBe(404);
  });

  it.each([
    ['a consent due left out', (consents: { consent: string }[]) => consents.filter((item) => item.consent !== 'state-ca'), 'state-ca: due, not sent'],
    ['a notice of a state the application never names', (consents: object[]) => [...consents, { consent: 'state-wa', version: EN['state-wa'].version }], 'state-wa: not due for this application'],
    ['a text version this app never published', (consents: { consent: string; version: string }[]) =>
      consents.map((item) => (item.consent === 'fcra-disclosure' ? { ...item, version: 'fcra-disclosure/1999-01-01' } : item)), 'fcra-disclosure: unknown text version'],
    ['another consent’s text', (consents: { consent: string; version: string }[]) =>
      consents.map((item) => (item.consent === 'fcra-disclosure' ? { ...item, version: EN['fcra-authorization'].version } : item)), 'fcra-disclosure: unknown text version'],
    ['a SHA-256 that is not that of the text', (consents: { consent: string }[]) =>
      consents.map((item) => (item.consent === 'state-ny' ? { ...item, sha256: 'a'.repeat(64) } : item)), 'state-ny: sha256 is not that of the text version named'],
    ['a Spanish text in an application shown in English', (consents: { consent: string }[]) =>
      consents.map((item) => (item.consent === 'state-ny' ? { ...item, version: ES['state-ny'].version } : item)), 'state-ny: text state-ny/es/'],
    ['a request box on a notice without one', (consents: { consent: string }[]) =>
      consents.map((item) => (item.consent === 'state-ny' ? { ...item, requestedCopy: true } : item)), 'state-ny: requestedCopy is only for a notice with a request box'],
  ])('refuses consents with %s (409, each problem named) and stores nothing', async (_what, change, problem) => {
    const answers = validApplicant({ applicantName: 'Rudy Refused', ...CA_NY });
    const before = (await suite.database.rows()).length;
    const answer = await submit(answers, change((await agreedConsents(suite.applicant, answers)) as never));
    expect(answer.status).toBe(409);
    expect(answer.json()).toMatchObject({ fields: { consents: expect.stringMatching(/^(The consents to sign have changed|The text of a consent changed)/) } });
    expect((answer.json().consentProblems as string[]).join('\n')).toContain(problem);
    expect((await suite.database.rows()).length).toBe(before);
  });

  it('refuses consents that are not a list of consents', async () => {
    const answer = await submit(validApplicant({ applicantName: 'Nina Notalist' }), { fcra: true });
    expect([answer.status, answer.json().fields]).toEqual([422, { consents: 'The consents sent with the application could not be read.' }]);
  });

  it("shows the next applicant a carrier's edit at once: its name and consent choices read before it are not kept", async () => {
    const company = { code: 'EDITCO', legalName: 'Edit Freight LLC', address: '1 Main St, Tulsa, OK 74103' };
    expect((await admin().post('/api/staff/companies', company)).status).toBeLessThan(300);
    const before = await consentConfig(suite.applicant, 'EDITCO');
    expect(before).toMatchObject({ choices: { askPsp: false } });
    expect(before.values.en).toMatchObject({ carrierName: 'Edit Freight LLC' });

    expect((await admin().post('/api/staff/companies', { ...company, legalName: 'Edited Freight LLC' })).status).toBeLessThan(300);
    const settings = await admin().post('/api/staff/companies/consents', {
      code: 'EDITCO', askPsp: true, askClearinghouse: true, jobStates: [], agencyName: '', agencyAddress: '', agencyPhone: '', agencyWebsite: '',
    });
    expect(settings.status).toBe(200);
    const after = await consentConfig(suite.applicant, 'EDITCO');
    expect(after).toMatchObject({ choices: { askPsp: true } });
    expect(after.values.en).toMatchObject({ carrierName: 'Edited Freight LLC' });
  });

  it('signs a Spanish application in Spanish, PSP with the FMCSA wording beneath its translation', async () => {
    await admin().post('/api/staff/companies', { code: 'PSPCO', legalName: 'PSP Carriers Inc.', address: '9 Dock St, Houston, TX 77002' });
    const settings = await admin().post('/api/staff/companies/consents', {
      code: 'PSPCO', askPsp: true, askClearinghouse: true, jobStates: ['MN'],
      agencyName: 'Acme Screening LLC', agencyAddress: '1 Report Rd, Austin, TX 78701', agencyPhone: '(512) 555-0100', agencyWebsite: '',
    });
    expect(settings.status).toBe(200);
    const answers = validApplicant({ applicantName: 'Sofía Española', compCode: 'PSPCO' });
    const numberId = await stored(answers, 'es');
    const rows = await consentRows(numberId);
    expect(rows.map((row) => row.consent)).toEqual(['fcra-disclosure', 'fcra-authorization', 'state-mn', 'psp-disclosure-authorization', 'clearinghouse-limited-query']);
    expect(rows.every((row) => row.textLanguage === 'es')).toBe(true);
    expect(rows.find((row) => row.consent === 'psp-disclosure-authorization')).toMatchObject({
      textVersion: ES['psp-disclosure-authorization'].version,
      officialVersion: EN['psp-disclosure-authorization'].version,
    });
    expect(JSON.parse(String(rows[1]!.shownValues))).toMatchObject({ carrierName: 'PSP Carriers Inc.', agencyName: 'Acme Screening LLC', agencyWebsite: 'no indicado' });
    expect(await page(numberId)).toContain('Integrity: verified');

    // Our PSP translation without the FMCSA wording it was shown with is not what the wizard shows.
    const withoutOfficial = (await agreedConsents(suite.applicant, answers, 'es')).map(({ official: _official, ...item }) => item);
    const refused = await submit(answers, withoutOfficial, { 'Shown-Language': 'es' });
    expect((refused.json().consentProblems as string[]).join()).toContain('official must name');
  });

  it("shows and signs a carrier's own wording, versioned on each edit; an edit or a row changed after signing reads as altered", async () => {
    await admin().post('/api/staff/companies', { code: 'OWNWORDS', legalName: 'Own Words Freight', address: '3 Elm St, Tulsa, OK 74103' });
    const saveText = (body: Record<string, unknown>) => admin().post('/api/staff/companies/consent-texts', { code: 'OWNWORDS', consent: 'fcra-authorization', ...body });
    const first = await saveText({ en: { title: 'Counsel authorization', agree: 'I authorize it.', body: 'I authorize {carrierName} to obtain reports.\n\nSecond paragraph.' } });
    expect([first.status, first.json()]).toMatchObject([201, { number: 1 }]);
    expect((await reviewer().post('/api/staff/companies/consent-texts', { code: 'OWNWORDS', consent: 'fcra-authorization', withdraw: true })).status).toBe(403);
    const psp = await saveText({ consent: 'psp-disclosure-authorization', en: { title: 'PSP', agree: 'I agree', body: 'Our own PSP words' } });
    expect([psp.status, psp.json().fields]).toEqual([422, { fmcsaWording: expect.stringContaining('Only a newer FMCSA version') }]);

    const config = await consentConfig(suite.applicant, 'OWNWORDS');
    expect(config.carrierTexts['fcra-authorization']).toEqual({ number: 1, en: { title: 'Counsel authorization', agree: 'I authorize it.', body: expect.any(String) }, es: null });
    const answers = validApplicant({ applicantName: 'Oscar Ownwords', compCode: 'OWNWORDS' });
    const numberId = await stored(answers);
    const [, authorization] = await consentRows(numberId);
    expect(authorization).toMatchObject({ source: 'carrier', textVersion: 'carrier/OWNWORDS/fcra-authorization/1', textLanguage: 'en' });

    // In Spanish: the carrier gave no Spanish, so its English is shown and the record says so.
    const spanish = await stored(validApplicant({ applicantName: 'Elena Englishfallback', compCode: 'OWNWORDS' }), 'es');
    const fallback = (await consentRows(spanish)).find((row) => row.consent === 'fcra-authorization')!;
    expect(fallback).toMatchObject({ textVersion: 'carrier/OWNWORDS/fcra-authorization/1', textLanguage: 'en' });
    expect(Boolean(fallback.englishFallback)).toBe(true);

    // A new version: the next applicant signs it, the first application still verifies under version 1.
    expect((await saveText({ en: { title: 'Counsel authorization', agree: 'I authorize it.', body: 'Revised words.' }, es: { title: 'Autorización', agree: 'Lo autorizo.', body: 'Palabras revisadas.' } })).json()).toMatchObject({ number: 2 });
    const html = await page(numberId);
    expect(html).toContain('carrier/OWNWORDS/fcra-authorization/1');
    expect(html).toContain('Integrity: verified');
    const companyPage = (await admin().get('/staff/companies/OWNWORDS/consents')).text;
    expect(companyPage).toContain('version 2 (English and Spanish)');
    expect(companyPage).toContain('Version 1:');

    // The carrier's words of version 1 changed in their table after signing.
    await suite.database.sql(`UPDATE "CarrierConsentText" SET "bodyEn" = 'Other words.' WHERE "companyCode" = 'OWNWORDS' AND "number" = 1`);
    expect(await page(numberId)).toContain('Altered after signing');
  });

  it("accepts only the text a page shows now where the carrier replaced ours: ours, or its older version, is answered 409 naming the consent", async () => {
    // OWNWORDS replaced the FCRA authorization with its counsel's words, and edited them once (version 2).
    const answers = validApplicant({ applicantName: 'Vera Version', compCode: 'OWNWORDS' });
    const current = await agreedConsents(suite.applicant, answers);
    expect(current.find((item) => item.consent === 'fcra-authorization')?.version).toBe('carrier/OWNWORDS/fcra-authorization/2');
    const before = (await suite.database.rows()).length;
    for (const version of [EN['fcra-authorization'].version, 'carrier/OWNWORDS/fcra-authorization/1']) {
      const named = current.map((item) => (item.consent === 'fcra-authorization' ? { ...item, version } : item));
      const answer = await submit(answers, named);
      expect([answer.status, answer.json()]).toEqual([
        409,
        expect.objectContaining({
          error: 'The text of a consent changed since your page showed it: please read it again and agree to it.',
          code: 'consentTextChanged',
          changedConsents: ['fcra-authorization'],
        }),
      ]);
      expect(String(answer.json().consentProblems)).toContain(`fcra-authorization: text ${version} is not the one shown now (carrier/OWNWORDS/fcra-authorization/2)`);
    }
    // A page in Spanish shows the Spanish texts (the carrier's of version 2 too): the English ones were not shown.
    const spanish = await submit(answers, current, { 'Shown-Language': 'es' });
    expect([spanish.status, spanish.json().changedConsents]).toEqual([409, ['fcra-disclosure', 'fcra-authorization', 'clearinghouse-limited-query']]);
    expect((await suite.database.rows()).length).toBe(before);
    // The text shown now: taken.
    const taken = await submit(answers, current);
    expect(taken.status).toBe(201);
  });

  it.each([
    ['a text version replaced', (id: number) => `UPDATE "ApplicantConsent" SET "textVersion" = '${ES['state-ca'].version}' WHERE "numberId" = ${id} AND "consent" = 'state-ca'`],
    ['the request box flipped', (id: number) => `UPDATE "ApplicantConsent" SET "requestedCopy" = false WHERE "numberId" = ${id} AND "consent" = 'state-ca'`],
    ['a consent removed', (id: number) => `DELETE FROM "ApplicantConsent" WHERE "numberId" = ${id} AND "consent" = 'state-ny'`],
    ['a consent added', (id: number) =>
      `INSERT INTO "ApplicantConsent" ("numberId", "position", "consent", "source", "textVersion", "textLanguage", "textSha256", "shownValues", "agreedAt")
       SELECT "numberId", 9, 'state-wa', 'app', '${EN['state-wa'].version}', 'en', "textSha256", "shownValues", "agreedAt" FROM "ApplicantConsent" WHERE "numberId" = ${id} AND "consent" = 'state-ny'`],
    ['every consent removed', (id: number) => `DELETE FROM "ApplicantConsent" WHERE "numberId" = ${id}`],
  ])('reads "Altered after signing" once %s in the database', async (_what, statement) => {
    const numberId = await stored(validApplicant({ applicantName: 'Alice Altered', ...CA_NY }));
    expect(await page(numberId)).toContain('Integrity: verified');
    await suite.database.sql(statement(numberId));
    expect(await page(numberId)).toContain('Altered after signing');
  });

  it('prints each consent as a document starting on its own page, in the PDF of record and in the audited Consents PDF', async () => {
    const numberId = await stored(validApplicant({ applicantName: 'Pia Pages', ...CA_NY }));
    const titles = [EN['fcra-disclosure'], EN['fcra-authorization'], EN['fcra-summary-of-rights'], EN['state-ca'], EN['state-ny'], EN['clearinghouse-limited-query']].map(
      (text) => text.title.replaceAll('{carrierName}', 'TSKIS'),
    );
    for (const path of ['pdf', 'consents-pdf']) {
      const pages = (await pdfPages((await reviewer().get(`/staff/applications/${numberId}/${path}`)).bytes)).map(oneLine);
      const starts = titles.map((title) => pages.findIndex((text) => text.startsWith(title)));
      expect({ path, starts: starts.map((start) => start >= 0) }).toEqual({ path, starts: titles.map(() => true) });
      // In the order listed, each on a page of its own.
      expect(new Set(starts).size).toBe(titles.length);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      // The FCRA disclosure's page holds the disclosure alone: no other document, no waiver.
      const disclosure = pages[starts[0]!]!;
      for (const other of titles.slice(1)) expect(disclosure).not.toContain(other);
      expect(disclosure).not.toMatch(/release|waive|hold harmless/i);
      expect(disclosure).toContain('I have read this disclosure.');
      if (path === 'consents-pdf') expect(starts[0]).toBe(0);
    }
    const audit = await suite.database.select(`SELECT "action", "staffEmail" FROM "AuditEvent" WHERE "numberId" = ${numberId} AND "action" = 'consents-pdf-downloaded'`);
    expect(audit).toEqual([{ action: 'consents-pdf-downloaded', staffEmail: REVIEWER.email }]);
    // Without a staff session: sent to sign in (a 500 would also not be 200, and would say nothing of access).
    const visitor = await suite.applicant.get(`/staff/applications/${numberId}/consents-pdf`);
    expect([[303, 307].includes(visitor.status), new URL(visitor.headers.get('location') ?? '/', suite.app.baseUrl).pathname]).toEqual([true, '/staff/login']);
  });

  it("puts the consents and the summary of rights in the applicant's own copy, in the language shown", async () => {
    const answers = validApplicant({ applicantName: 'Cora Copy', dob: '05/07/1990', ...CA_NY });
    const answer = await submit(answers, await agreedConsents(suite.applicant, answers, 'es'), { 'Shown-Language': 'es' });
    expect(answer.status).toBe(201);
    const link = answer.headers.get('applicant-copy-url') ?? '';
    const copy = await suite.applicant.post('/api/applicant-copy', { token: link.slice(link.lastIndexOf('/') + 1), dob: '05/07/1990' });
    expect(copy.status).toBe(200);
    const pages = (await pdfPages(copy.bytes)).map(oneLine);
    for (const consent of ['fcra-disclosure', 'fcra-authorization', 'fcra-summary-of-rights', 'state-ca', 'state-ny', 'clearinghouse-limited-query'] as const) {
      expect({ consent, starts: pages.some((text) => text.startsWith(ES[consent].title.replaceAll('{carrierName}', 'TSKIS'))) }).toEqual({ consent, starts: true });
    }
  });

  it('warns on /staff/companies while a carrier names no consumer reporting agency for the California notice', async () => {
    await admin().post('/api/staff/companies', { code: 'NOAGENCY', legalName: 'No Agency Lines', address: '1 Road, Reno, NV 89501' });
    expect((await admin().get('/staff/companies')).text).toMatch(/The California notice is incomplete for [^<]*NOAGENCY/);
    const half = await admin().post('/api/staff/companies/consents', {
      code: 'NOAGENCY', askPsp: false, askClearinghouse: true, jobStates: [], agencyName: 'Only A Name', agencyAddress: '', agencyPhone: '', agencyWebsite: '',
    });
    expect([half.status, Object.keys(half.json().fields as object).sort()]).toEqual([422, ['agencyAddress', 'agencyPhone']]);
  });
});
