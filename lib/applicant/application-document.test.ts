import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { answersFromDocument, documentFromAnswers, documentPath, isApplicationDocument, storedDocument } from './application-document';
import { applicationDocumentSchema } from './document-schema';
import { APPLICANT_FIELDS, applicantSchema, fieldMessages } from './schema';

const flat = applicantSchema.parse(validApplicant());

describe('the application document', () => {
  it('holds the repeated groups as lists, up to the last entry given', () => {
    const document = documentFromAnswers(flat);
    expect(document.documentVersion).toBe(1);
    expect(document.applicantName).toBe('Jordan Rivers');
    expect(document.workEntries).toEqual([
      expect.objectContaining({ employer: 'Lone Star Freight', empFrom: '01/2018', fmcsr: 'Y' }),
      expect.objectContaining({ employer: 'Gulf Coast Moving', fmcsr: 'N' }),
    ]);
    expect(document.experience).toHaveLength(2);
    expect(document.accidents).toHaveLength(1);
    expect(document.earlierJobs).toEqual([expect.objectContaining({ earlierEmployer: 'Bayou Haulers' })]);
    expect(document.previousAddresses).toEqual([]);
    expect(document).not.toHaveProperty('employer1');
  });

  it('maps back to every flat answer exactly, both ways, for the original client and this wizard', () => {
    for (const answers of [flat, applicantSchema.parse(legacyApplicant())]) {
      expect(answersFromDocument(documentFromAnswers(answers))).toEqual(Object.fromEntries(APPLICANT_FIELDS.map((name) => [name, answers[name]])));
      const document = documentFromAnswers(answers);
      expect(documentFromAnswers(answersFromDocument(document))).toEqual(document);
    }
  });

  it('keeps an empty slot before a given one, so that the slots come back where they were', () => {
    const gap = applicantSchema.parse(validApplicant({ experience2: '', expFrom2: '', expTo2: '', expMiles2: '', experience3: 'Flatbed', expFrom3: '01/2019', expTo3: '01/2020', expMiles3: '10' }));
    const document = documentFromAnswers(gap);
    expect(document.experience).toEqual([
      expect.objectContaining({ experience: 'Box truck' }),
      { experience: '', expFrom: '', expTo: '', expMiles: '' },
      expect.objectContaining({ experience: 'Flatbed' }),
    ]);
    expect(answersFromDocument(document)).toMatchObject({ experience3: 'Flatbed', experience2: '' });
  });

  it('is stored without the SSN, which has its encrypted column', () => {
    const document = documentFromAnswers(flat);
    expect(document.ssn).toBe('123-45-6789');
    expect(storedDocument(document)).not.toHaveProperty('ssn');
    expect(answersFromDocument(storedDocument(document)).ssn).toBe('');
  });

  it('reads what is absent or malformed as not given, never throwing', () => {
    expect(answersFromDocument(null).applicantName).toBe('');
    expect(answersFromDocument({ workEntries: 'x', applicantName: 5 }).employer1).toBe('');
    expect(answersFromDocument({ workEntries: [null, { employer: 'B' }] }).employer2).toBe('B');
  });

  it('is told apart from the flat body by its documentVersion', () => {
    expect(isApplicationDocument(documentFromAnswers(flat))).toBe(true);
    expect(isApplicationDocument(validApplicant())).toBe(false);
    expect(documentPath('employer2')).toEqual(['workEntries', 1, 'employer']);
    expect(documentPath('dob')).toEqual(['dob']);
  });
});

describe("the document's schema", () => {
  it('stores exactly what the flat body stores', () => {
    expect(applicationDocumentSchema.parse(documentFromAnswers(validApplicant()))).toEqual(flat);
    const legacy = legacyApplicant();
    expect(applicationDocumentSchema.parse(documentFromAnswers(legacy))).toEqual(applicantSchema.parse(legacy));
  });

  it("reports each field's rule and each rule over several answers at the document's own path", () => {
    const document = documentFromAnswers(validApplicant());
    const workEntries = document.workEntries as Record<string, string>[];
    const refused = applicationDocumentSchema.safeParse({
      ...document,
      dob: 'yesterday',
      workEntries: [{ ...workEntries[0], position: '' }, { ...workEntries[1], employer: 'x'.repeat(51) }],
    });
    const messages = fieldMessages(refused.error!);
    expect(Object.keys(messages).sort()).toEqual(['dob', 'workEntries.0.position', 'workEntries.1.employer']);
    expect(messages['workEntries.0.position']).toMatch(/Required/);
  });

  it('refuses more entries than a group has slots, and a document of another version', () => {
    const document = documentFromAnswers(validApplicant());
    const four = Array.from({ length: 4 }, () => (document.workEntries as object[])[0]);
    expect(fieldMessages(applicationDocumentSchema.safeParse({ ...document, workEntries: four }).error!)).toHaveProperty('workEntries');
    expect(fieldMessages(applicationDocumentSchema.safeParse({ ...document, documentVersion: 2 }).error!)).toHaveProperty('documentVersion');
  });
});
