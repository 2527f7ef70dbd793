import {
  APPLICANT_CERTIFICATION,
  ELECTRONIC_SIGNATURE_CONSENT,
  INVESTIGATION_NOTICE,
  INQUIRIES_AUTHORIZATION,
} from '@/lib/signed-content/agreement-texts';
import { AGREEMENT_TEXTS } from '@/lib/signed-content/agreement-texts-by-language';
import { SIGNED_CONTENT_VERSION } from '@/lib/signed-content/server/signed-content';
import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { behaviourEngine } from './engines';
import { pdfText, staffAppPerSuite, submitApplication } from './staff-client';

/**
 * The e-signature audit record over real HTTP, on each engine: what the store records with each application, and
 * how the application page and the PDF of record tell a stored application that is still what its applicant
 * signed from one that was changed in the database afterwards.
 */
const engines = behaviourEngine();
const REVIEWER = { email: 'rita.reviewer@example.com', name: 'Rita Reviewer', role: 'reviewer', password: 'correct horse battery staple' };

describe.each(engines)('the signature audit record on %s', (_engine, createDatabase) => {
  const suite = staffAppPerSuite(createDatabase, [REVIEWER]);
  const reviewer = () => suite.staff[0]!;

  const stored = async (numberId: number) =>
    (await suite.database.rows()).find((row) => row.numberId === numberId || Number(row.numberId) === numberId)!;
  const trail = async (numberId: number) => {
    const page = (await reviewer().get(`/staff/applications/${numberId}`)).text;
    const pdf = (await pdfText((await reviewer().get(`/staff/applications/${numberId}/pdf`)).bytes)).replace(/\s+/g, ' ');
    return { page, pdf };
  };

  it('records the wordings shown, the consents and a SHA-256 digest with every application', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Sina Signer' });
    const row = await stored(numberId);
    expect(row.signedContentDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(row.safetyHistoryAuthorized).toBe('Y');
    expect(JSON.parse(String(row.signatureAudit))).toEqual({
      contentVersion: SIGNED_CONTENT_VERSION,
      texts: {
        accidentProcedure: expect.stringMatching(/^accident-procedure\//),
        phonePolicy: expect.stringMatching(/^phone-seat-belt-policy\//),
        certification: APPLICANT_CERTIFICATION.version,
        investigationNotice: INVESTIGATION_NOTICE.version,
        safetyHistoryAuthorization: INQUIRIES_AUTHORIZATION.version,
        electronicSignature: ELECTRONIC_SIGNATURE_CONSENT.version,
      },
      consents: { accidentProcedure: true, phonePolicy: true, investigationNotice: true, safetyHistoryAuthorization: true, electronicSignature: true },
      language: 'en',
      digestAlgorithm: 'SHA-256',
    });

    const { page, pdf } = await trail(numberId);
    expect(page).toContain('Integrity: verified');
    expect(pdf).toContain('Signature audit trail');
    expect(pdf).toContain('Integrity: verified');
    expect(pdf).toContain(String(row.signedContentDigest));
    expect(pdf).toContain(APPLICANT_CERTIFICATION.version);
    expect(pdf).toContain(`Authorization of the inquiries to previous employers (391.23): ${INQUIRIES_AUTHORIZATION.version}`);
    expect(pdf.toLowerCase()).toContain('shown in english');
  });

  describe('an application the wizard showed in Spanish (Shown-Language: es)', () => {
    const { es: spanish, en: english } = AGREEMENT_TEXTS;
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    const submitShownIn = (language: string, applicantName: string, headers: Record<string, string> = {}) =>
      suite.applicant.post('/api/drivers', validApplicant({ applicantName }), { headers: { 'Shown-Language': language, ...headers } });

    it('is stored with language es and the Spanish versions, verifies, and prints each Spanish text with its English original', async () => {
      const answer = await submitShownIn('es', 'Sofía Solicitante');
      expect(answer.status).toBe(201);
      const numberId = Number(answer.json().numberId);
      const audit = JSON.parse(String((await stored(numberId)).signatureAudit));
      expect(audit).toMatchObject({
        contentVersion: SIGNED_CONTENT_VERSION,
        language: 'es',
        texts: Object.fromEntries(Object.entries(spanish).map(([role, text]) => [role, text.version])),
      });

      const { page, pdf } = await trail(numberId);
      expect(page).toContain('Integrity: verified');
      expect(page).toContain('Shown in Spanish');
      expect(page).toContain('lang="es"');
      expect(pdf).toContain('Integrity: verified');
      expect(pdf).toContain('Shown in Spanish');
      // As agreed, in Spanish, then the English original it translates, for every text of steps 9 to 11.
      const agreedThenOriginal: [string, string][] = [
        [spanish.accidentProcedure.points![0]!, english.accidentProcedure.points![0]!],
        [spanish.phonePolicy.closing!, english.phonePolicy.closing!],
        [spanish.investigationNotice.paragraphs[1]!, english.investigationNotice.paragraphs[1]!],
        [spanish.safetyHistoryAuthorization.text, english.safetyHistoryAuthorization.text],
        [spanish.electronicSignature.text, english.electronicSignature.text],
        [spanish.certification.text, english.certification.text],
      ];
      for (const [agreed, original] of agreedThenOriginal) {
        const at = pdf.indexOf(squash(agreed));
        expect(at).toBeGreaterThan(-1);
        expect(pdf.indexOf(squash(original), at)).toBeGreaterThan(at);
      }
      expect(pdf.match(/English original \(text version/g)).toHaveLength(6);
      expect(pdf).toContain(`English original (text version ${english.certification.version})`);
      // The office's own words stay English.
      expect(pdf).toContain('Agreed (I Agree checked)');
      expect(pdf).toContain(`Acknowledged ("${spanish.investigationNotice.acknowledgment}" checked)`);

      // The applicant's own copy (the link of the 201) is the same document.
      const copyUrl = answer.headers.get('applicant-copy-url');
      expect(copyUrl).toMatch(/^\/copy\//);
      const token = copyUrl!.slice(copyUrl!.lastIndexOf('/') + 1);
      const download = await suite.applicant.post('/api/applicant-copy', { token, dob: '05/07/1990' });
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const copy = squash(await pdfText(download.bytes));
      expect(copy).toContain('Shown in Spanish');
      expect(copy).toContain(squash(spanish.certification.text));
      expect(copy).toContain(`English original (text version ${english.certification.version})`);
    });

    it('reads as altered once its Spanish text version is swapped for the English one in the record', async () => {
      const numberId = Number((await submitShownIn('es', 'Rubén Reescrito')).json().numberId);
      await suite.database.sql(
        `UPDATE "Applicant" SET "signatureAudit" = REPLACE("signatureAudit", '${spanish.certification.version}', '${english.certification.version}') WHERE "numberId" = ${numberId}`,
      );
      expect((await trail(numberId)).page).toContain('Altered after signing');
    });

    it('is refused (400, nothing stored) for a language that is not offered; without the header the record is English', async () => {
      const refused = await submitShownIn('fr', 'Fabien Refusé');
      expect(refused.status).toBe(400);
      expect(refused.json().error).toBe('Shown-Language must be one of: en, es.');
      expect(await suite.database.select(`SELECT "numberId" FROM "Applicant" WHERE "applicantName" = 'Fabien Refusé'`)).toEqual([]);

      // The original client declares nothing: its applicants were shown English, whatever their browser prefers.
      const plain = await suite.applicant.post('/api/drivers', validApplicant({ applicantName: 'Ines Inglés' }), {
        headers: { 'Accept-Language': 'es-MX,es;q=0.9' },
      });
      const audit = JSON.parse(String((await stored(Number(plain.json().numberId))).signatureAudit));
      expect(audit).toMatchObject({ language: 'en', texts: { certification: english.certification.version } });
      const { page, pdf } = await trail(Number(plain.json().numberId));
      expect(page).not.toContain('Shown in Spanish');
      expect(pdf).not.toContain('English original');
    });
  });

  const inRecord = (change: string) => (numberId: number) => suite.database.sql(`UPDATE "Applicant" SET ${change} WHERE "numberId" = ${numberId}`);
  it.each([
    ['the authorization is withdrawn from the stored answers', (numberId: number) => suite.database.setAnswer(numberId, ['safetyHistoryAuthorized'], '')],
    ['the language the texts were shown in is changed in the record', inRecord(`"signatureAudit" = REPLACE("signatureAudit", '"language":"en"', '"language":"es"')`)],
    ['the authorization is marked not given in the record', inRecord(`"signatureAudit" = REPLACE("signatureAudit", '"safetyHistoryAuthorization":true', '"safetyHistoryAuthorization":false')`)],
  ])('shows "Altered after signing" when %s', async (_what, change) => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Ava Authorized' });
    expect((await trail(numberId)).page).toContain('Integrity: verified');
    await change(numberId);
    const { page, pdf } = await trail(numberId);
    expect(page).toContain('Altered after signing');
    expect(pdf).toContain('Altered after signing');
  });

  it('shows "Altered after signing" once a stored answer is changed directly in the database', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Tomas Tampered', driverLicense1: 'D1111111' });
    await suite.database.setAnswer(numberId, ['driverLicense1'], 'D9999999');
    const { page, pdf } = await trail(numberId);
    expect(page).toContain('Altered after signing');
    expect(page).not.toContain('Integrity: verified');
    expect(pdf).toContain('Altered after signing');
  });

  it('also when the record names another wording than the one shown', async () => {
    const reworded = await submitApplication(suite.applicant, { applicantName: 'Rhea Reworded' });
    await suite.database.sql(
      `UPDATE "Applicant" SET "signatureAudit" = REPLACE("signatureAudit", '"phonePolicy":"', '"phonePolicy":"x') WHERE "numberId" = ${reworded}`,
    );
    expect((await trail(reworded)).page).toContain('Altered after signing');
  });

  it('records the notice, the authorization and the e-signature consent as not given for the original client\'s payload', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Lee Legacy' }, legacyApplicant);
    const audit = JSON.parse(String((await stored(numberId)).signatureAudit));
    expect(audit.consents).toEqual({
      accidentProcedure: true, phonePolicy: true, investigationNotice: false, safetyHistoryAuthorization: false, electronicSignature: false,
    });
    expect(Object.keys(audit.texts)).toEqual(['accidentProcedure', 'phonePolicy', 'certification']);
    expect((await trail(numberId)).page).toContain('Integrity: verified');
  });

  it('says "Not recorded" for an application stored before signatures were audited', async () => {
    const numberId = await submitApplication(suite.applicant, { applicantName: 'Olga Older' });
    await suite.database.sql(`UPDATE "Applicant" SET "signatureAudit" = '', "signedContentDigest" = '' WHERE "numberId" = ${numberId}`);
    expect((await trail(numberId)).page).toContain('Not recorded (stored before signatures were audited)');
  });
});
