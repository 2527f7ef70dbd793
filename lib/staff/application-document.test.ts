import {
  ACCIDENT_PROCEDURE,
  APPLICANT_CERTIFICATION,
  PHONE_AND_SEAT_BELT_POLICY,
  INQUIRIES_AUTHORIZATION,
} from '@/lib/signed-content/agreement-texts';
import { AGREEMENT_TEXTS } from '@/lib/signed-content/agreement-texts-by-language';
import { STEP_IDS } from '@/lib/applicant/steps/order';
import en from '@/lib/i18n/messages/en.json';
import {
  AGREED_STATEMENT,
  buildApplicationDocument,
  NO_AUTHORIZATION_ON_FILE,
  NONE_LINE,
  shownInNotice,
  submissionFields,
} from '@/lib/staff/application-document';
import type { Block, DocumentSection } from '@/lib/staff/document-blocks';
import { fakeStoredApplication } from '@/lib/staff/stored-application-fixture';

const section = (sections: DocumentSection[], number: number) => {
  const found = sections.find((s) => s.number === number);
  if (!found) throw new Error(`no section ${number}`);
  return found;
};
const ofKind = <K extends Block['kind']>(blocks: Block[], kind: K) =>
  blocks.filter((block): block is Extract<Block, { kind: K }> => block.kind === kind);
const fieldValue = (blocks: Block[], label: string) =>
  ofKind(blocks, 'fields')
    .flatMap((block) => block.fields)
    .find((field) => field.label === label)?.value;

describe('buildApplicationDocument', () => {
  const row = fakeStoredApplication();
  const document = buildApplicationDocument(row);

  it('has the 11 sections in the wizard order, with its headings', () => {
    expect(document.sections.map((s) => s.title)).toEqual(STEP_IDS.map((id) => en.Steps[id].title));
    expect(document.sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('shows the SSN only masked and never the stored ciphertext', () => {
    expect(fieldValue(section(document.sections, 1).blocks, 'Social Security Number')).toBe('***-**-6789');
    expect(document.ssnMasked).toBe('***-**-6789');
    const text = JSON.stringify(document);
    expect(text).not.toContain(row.ssn);
    expect(text).not.toContain('123-45-6789');
    expect(text).not.toContain('123456789');
  });

  it('keeps typed rows of repeated groups as tables and drops the empty ones', () => {
    const [accidents] = ofKind(section(document.sections, 2).blocks, 'table');
    expect(accidents).toEqual({
      kind: 'table',
      columns: ['Dates', 'Nature of Accident', 'Fatalities', 'Injuries'],
      rows: [['03/2024', 'Rear-ended at a light', '0', '1']],
    });
    const [experience] = ofKind(section(document.sections, 5).blocks, 'table');
    expect(experience?.rows).toEqual([
      ['STRAIGHT TRUCK', 'Box truck', '01/2015', '12/2017', '90000'],
      ['TRACTOR & SEMI-TRAILER', 'Freightliner Cascadia', '01/2018', '10/2025', '640000'],
    ]);
  });

  it('shows a row of NONE ("Check if NONE") as the single line "None"', () => {
    expect(section(document.sections, 3).blocks).toEqual([{ kind: 'text', paragraphs: [NONE_LINE] }]);
  });

  it('lists only the work entries with something in them, then the earlier driving jobs, with their Yes/No answers', () => {
    const entries = ofKind(section(document.sections, 6).blocks, 'fields');
    expect(entries.map((entry) => entry.heading)).toEqual([
      'Work entry 1',
      'Work entry 2',
      'Earlier commercial driving jobs (years 4 to 10): job 1',
    ]);
    expect(entries[0]?.fields.find((f) => f.label === 'Subject to the FMCSRs')?.value).toBe('Yes');
    expect(entries[1]?.fields.find((f) => f.label === 'Subject to the FMCSRs')?.value).toBe('No');
    expect(entries[2]?.fields.find((f) => f.label === 'Employer')?.value).toBe('Bayou Haulers');
    expect(entries[0]?.fields.find((f) => f.label === 'Employer')?.value).toBe('Lone Star Freight');
    expect(entries[1]?.fields.find((f) => f.label === 'Reason leaving')?.value).toBe('Company closed');
  });

  it('gives army details only when the applicant served', () => {
    const served = section(document.sections, 7).blocks;
    expect(fieldValue(served, 'Served in the US Armed Forces')).toBe('Yes');
    expect(fieldValue(served, 'Rank at Discharge')).toBe('Sergeant');

    const civilian = buildApplicationDocument(fakeStoredApplication({ servedArmy: 'N', branch: 'Navy' }));
    const blocks = section(civilian.sections, 7).blocks;
    expect(fieldValue(blocks, 'Served in the US Armed Forces')).toBe('No');
    expect(fieldValue(blocks, 'Branch')).toBeUndefined();
  });

  it('shows education values as typed', () => {
    const blocks = section(document.sections, 8).blocks;
    expect(fieldValue(blocks, 'Highest Grade Completed')).toBe('8');
    expect(fieldValue(blocks, 'Highschool')).toBe('4');
    expect(fieldValue(blocks, 'College')).toBe('2');
  });

  it('reprints both policies with their versions and the agreement', () => {
    const procedure = section(document.sections, 9).blocks;
    expect(ofKind(procedure, 'text').find((b) => b.numbered)?.paragraphs).toEqual(ACCIDENT_PROCEDURE.points);
    expect(ofKind(procedure, 'agreement')).toEqual([
      { kind: 'agreement', statement: AGREED_STATEMENT, version: ACCIDENT_PROCEDURE.version, given: true },
    ]);
    const policy = section(document.sections, 10).blocks;
    expect(ofKind(policy, 'text').map((b) => b.heading)).toEqual([
      ...(PHONE_AND_SEAT_BELT_POLICY.sections ?? []).map((s) => s.heading),
      undefined,
    ]);
    expect(ofKind(policy, 'agreement')[0]?.version).toBe(PHONE_AND_SEAT_BELT_POLICY.version);
  });

  it('ends with the notice, the authorization, the e-signature consent, then the certification right above the signature image', () => {
    const blocks = section(document.sections, 11).blocks;
    expect(blocks.map((block) => block.kind)).toEqual(['text', 'agreement', 'text', 'agreement', 'text', 'agreement', 'signature']);
    expect(blocks[1]).toMatchObject({ kind: 'agreement', statement: expect.stringMatching(/^Acknowledged/), given: true });
    expect(blocks[2]).toMatchObject({ kind: 'text', heading: INQUIRIES_AUTHORIZATION.title, paragraphs: [INQUIRIES_AUTHORIZATION.text] });
    expect(blocks[3]).toEqual({ kind: 'agreement', statement: 'Authorized (box checked)', version: INQUIRIES_AUTHORIZATION.version, given: true });
    expect(blocks[5]).toMatchObject({ kind: 'agreement', statement: 'Consented (box checked)', given: true });
    expect(blocks.slice(-1)).toEqual([
      {
        kind: 'signature',
        certification: APPLICANT_CERTIFICATION.text,
        certificationVersion: 'certification/2026-11-01',
        imageDataUrl: row.signature64,
        signerName: 'Jordan Rivers',
        signedAt: '2026-11-20T15:04:05.000Z',
      },
    ]);
  });

  it('says, for an application signed before the authorization was asked, that none is on file and what to do', () => {
    const before = buildApplicationDocument(fakeStoredApplication({ safetyHistoryAuthorized: '' }));
    const authorization = section(before.sections, 11).blocks[3];
    expect(authorization).toEqual({ kind: 'agreement', statement: NO_AUTHORIZATION_ON_FILE, version: INQUIRIES_AUTHORIZATION.version, given: false });
    expect(NO_AUTHORIZATION_ON_FILE).toMatch(/^No electronic authorization on file.*obtain the driver's written authorization/);
  });

  it('carries the submission facts', () => {
    expect(document.submission).toEqual({
      numberId: 1042,
      receivedAt: '2026-11-20T15:04:05.000Z',
      companyCode: 'TSKIS',
      carrier: null,
      submitterIp: '203.0.113.7',
      userAgent: row.userAgent,
    });
    expect(submissionFields(document.submission)[1]).toEqual({ label: 'Received', value: '2026-11-20 15:04 UTC' });
  });

  it('leaves out accident rows 2-3 when empty and shows "None" for a NONE first row', () => {
    const none = Object.fromEntries(
      ['accidentDates1', 'accidentNature1', 'accidentFatalities1', 'accidentInjuries1'].map((f) => [f, 'NONE']),
    );
    const doc = buildApplicationDocument(fakeStoredApplication(none));
    expect(section(doc.sections, 2).blocks).toEqual([{ kind: 'text', paragraphs: [NONE_LINE] }]);

    const three = buildApplicationDocument(
      fakeStoredApplication({ accidentDates3: '01/2025', accidentNature3: 'Jackknife', accidentFatalities3: '0', accidentInjuries3: '0' }),
    );
    expect(ofKind(section(three.sections, 2).blocks, 'table')[0]?.rows).toHaveLength(2);
  });
});

describe('an application shown in Spanish', () => {
  const spanishRecord = (texts: Record<string, string>) =>
    JSON.stringify({ contentVersion: 2, texts, consents: {}, language: 'es', digestAlgorithm: 'SHA-256' });
  const spanish = AGREEMENT_TEXTS.es;
  const english = AGREEMENT_TEXTS.en;
  const row = fakeStoredApplication(
    {},
    { signatureAudit: spanishRecord(Object.fromEntries(Object.entries(spanish).map(([role, text]) => [role, text.version]))) },
  );
  const document = buildApplicationDocument(row);

  it('says it was shown in Spanish; an English one says nothing of the kind', () => {
    expect(document.shownIn).toBe('Spanish');
    expect(shownInNotice('Spanish')).toMatch(/^Shown in Spanish: .*each followed by the English original/);
    expect(buildApplicationDocument(fakeStoredApplication()).shownIn).toBeNull();
  });

  it('prints each policy in Spanish as agreed, the agreement by its Spanish version, then the English original', () => {
    const procedure = section(document.sections, 9).blocks;
    expect(procedure.map((block) => block.kind)).toEqual(['text', 'text', 'text', 'agreement', 'original']);
    expect(ofKind(procedure, 'text').find((b) => b.numbered)).toMatchObject({ paragraphs: spanish.accidentProcedure.points, lang: 'es' });
    expect(ofKind(procedure, 'agreement')[0]).toEqual({ kind: 'agreement', statement: AGREED_STATEMENT, version: spanish.accidentProcedure.version, given: true });
    const [original] = ofKind(procedure, 'original');
    expect(original?.version).toBe(english.accidentProcedure.version);
    expect(original?.blocks.find((b) => b.numbered)?.paragraphs).toEqual(english.accidentProcedure.points);
    expect(original?.blocks.some((b) => 'lang' in b)).toBe(false);

    const policy = section(document.sections, 10).blocks;
    expect(ofKind(policy, 'text').map((b) => b.heading)).toEqual([...(spanish.phonePolicy.sections ?? []).map((s) => s.heading), undefined]);
    expect(ofKind(policy, 'original')[0]?.blocks.map((b) => b.heading)).toEqual([...(english.phonePolicy.sections ?? []).map((s) => s.heading), undefined]);
  });

  it('prints the notice (with its box), the authorization, the consent and the certification in Spanish, each with its English original', () => {
    const blocks = section(document.sections, 11).blocks;
    expect(blocks.map((block) => block.kind)).toEqual([
      'text', 'agreement', 'original', 'text', 'agreement', 'original', 'text', 'agreement', 'original', 'signature',
    ]);
    expect(blocks[0]).toEqual({ kind: 'text', heading: spanish.investigationNotice.title, paragraphs: spanish.investigationNotice.paragraphs, lang: 'es' });
    expect(blocks[1]).toMatchObject({ statement: `Acknowledged ("${spanish.investigationNotice.acknowledgment}" checked)`, version: spanish.investigationNotice.version });
    expect(blocks[2]).toEqual({
      kind: 'original',
      version: english.investigationNotice.version,
      blocks: [
        { kind: 'text', heading: english.investigationNotice.title, paragraphs: english.investigationNotice.paragraphs },
        { kind: 'text', paragraphs: [`Box: "${english.investigationNotice.acknowledgment}"`] },
      ],
    });
    expect(blocks[5]).toMatchObject({ version: english.safetyHistoryAuthorization.version, blocks: [{ paragraphs: [english.safetyHistoryAuthorization.text] }] });
    expect(blocks[8]).toMatchObject({ version: english.electronicSignature.version, blocks: [{ paragraphs: [english.electronicSignature.text] }] });
    expect(blocks[9]).toMatchObject({
      certification: spanish.certification.text,
      certificationVersion: spanish.certification.version,
      certificationLang: 'es',
      certificationOriginal: { text: english.certification.text, version: english.certification.version },
    });
  });

  it('prints the wordings the record names, not the current ones: an older English version stays as recorded', () => {
    // Today's certification is made a newer version than the one the record names (the app has published one only).
    jest.isolateModules(() => {
      const actual = jest.requireActual<typeof import('@/lib/signed-content/agreement-texts-by-language')>('@/lib/signed-content/agreement-texts-by-language');
      const older = actual.AGREEMENT_TEXTS.en.certification;
      const newer = { ...older, version: 'certification/2099-01-01', text: 'A newer certification this applicant never saw.' };
      jest.doMock('@/lib/signed-content/agreement-texts-by-language', () => ({
        ...actual,
        AGREEMENT_TEXTS: { ...actual.AGREEMENT_TEXTS, en: { ...actual.AGREEMENT_TEXTS.en, certification: newer } },
        publishedWording: (version: string) =>
          version === newer.version ? { language: 'en', wording: newer, original: null } : actual.publishedWording(version),
      }));
      const { buildApplicationDocument: build } = jest.requireActual<typeof import('./application-document')>('./application-document');
      const recorded = build(fakeStoredApplication({}, { signatureAudit: JSON.stringify({ texts: { certification: older.version } }) }));
      expect(section(recorded.sections, 11).blocks.at(-1)).toMatchObject({ certificationVersion: older.version, certification: older.text });
      expect(section(recorded.sections, 11).blocks.at(-1)).not.toHaveProperty('certificationOriginal');
      // A row without a record prints today's wording: the newer one is what "current" means here.
      const unrecorded = build(fakeStoredApplication({}, { signatureAudit: '' }));
      expect(section(unrecorded.sections, 11).blocks.at(-1)).toMatchObject({ certificationVersion: newer.version, certification: newer.text });
    });
  });
});
