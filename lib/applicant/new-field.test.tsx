import type { ComponentType } from 'react';
import { pdfOfRecordText } from '@/tests/pdf-of-record';

/**
 * docs/architecture.md, "Adding a field", walked: a text field declared on a step (here in memory, on Education),
 * its words in en.json and es.json, and a content version appended. Nothing else is edited, and every place an
 * answer reaches picks it up: the form's values and input limit, the wizard's, the API's and the drafts' rules, the
 * wizard's step, the payload, the staff page, the PDF of record, the database columns and the signature.
 */

const FIELD = 'licenseClass';
const ENGLISH = { label: 'License class', hint: 'A, B or C' };
const SPANISH = { label: 'Clase de licencia', hint: 'A, B o C' };

type Modules = {
  formValues: typeof import('./form-values');
  formFacts: typeof import('./form-facts');
  stepSchemas: typeof import('./step-schemas');
  schema: typeof import('./schema');
  payload: typeof import('./payload');
  drafts: typeof import('@/lib/drafts/server/draft-answers');
  document: typeof import('@/lib/staff/application-document');
  storedFixture: typeof import('@/lib/staff/stored-application-fixture');
  applicationDocument: typeof import('./application-document');
  versions: typeof import('@/lib/signed-content/server/signed-content-versions');
  signedContent: typeof import('@/lib/signed-content/server/signed-content');
  catalog: typeof import('@/lib/i18n/catalog');
  validationLanguage: typeof import('@/lib/i18n/validation-language');
  steps: typeof import('@/components/wizard/declared-steps');
  texts: typeof import('@/components/wizard/wizard-texts');
  formFactsContext: typeof import('@/components/wizard/form-facts');
  wizardForm: typeof import('@/components/wizard/wizard-form');
  testTexts: typeof import('@/tests/wizard-texts');
  staffView: typeof import('@/components/staff/application-document-view');
  fixtures: typeof import('@/tests/fixtures/applicant.mjs');
  en: typeof import('@/lib/i18n/messages/en.json');
  es: typeof import('@/lib/i18n/messages/es.json');
  /** React's, from the same registry as the components (one copy of React renders them). */
  reactDomServer: typeof import('react-dom/server');
  hookForm: typeof import('react-hook-form');
};

/** The app's modules as they load with the field declared: the step's declaration and the two catalogs changed. */
function withTheNewField(): Modules {
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    const { education } = jest.requireActual<typeof import('./steps/education')>('./steps/education');
    jest.doMock('./steps/education', () => ({
      education: { ...education, fields: { ...education.fields, [FIELD]: { kind: 'text', max: 30 } } },
    }));
    const en = jest.requireActual<typeof import('@/lib/i18n/messages/en.json')>('@/lib/i18n/messages/en.json');
    const es = jest.requireActual<typeof import('@/lib/i18n/messages/es.json')>('@/lib/i18n/messages/es.json');
    jest.doMock('@/lib/i18n/messages/en.json', () => ({ ...en, Fields: { ...en.Fields, [FIELD]: ENGLISH } }));
    jest.doMock('@/lib/i18n/messages/es.json', () => ({ ...es, Fields: { ...es.Fields, [FIELD]: SPANISH } }));
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the mocks above, in their registry */
    modules = {
      formValues: require('./form-values'),
      formFacts: require('./form-facts'),
      stepSchemas: require('./step-schemas'),
      schema: require('./schema'),
      payload: require('./payload'),
      drafts: require('@/lib/drafts/server/draft-answers'),
      document: require('@/lib/staff/application-document'),
      storedFixture: require('@/lib/staff/stored-application-fixture'),
      applicationDocument: require('./application-document'),
      versions: require('@/lib/signed-content/server/signed-content-versions'),
      signedContent: require('@/lib/signed-content/server/signed-content'),
      catalog: require('@/lib/i18n/catalog'),
      validationLanguage: require('@/lib/i18n/validation-language'),
      steps: require('@/components/wizard/declared-steps'),
      texts: require('@/components/wizard/wizard-texts'),
      formFactsContext: require('@/components/wizard/form-facts'),
      wizardForm: require('@/components/wizard/wizard-form'),
      testTexts: require('@/tests/wizard-texts'),
      staffView: require('@/components/staff/application-document-view'),
      fixtures: require('@/tests/fixtures/applicant.mjs'),
      en: require('@/lib/i18n/messages/en.json'),
      es: require('@/lib/i18n/messages/es.json'),
      reactDomServer: require('react-dom/server'),
      hookForm: require('react-hook-form'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules!;
}

describe('a text field added as docs/architecture.md says, and nothing else edited', () => {
  const app = withTheNewField();
  const { schema, stepSchemas } = app;
  const { renderToString } = app.reactDomServer;
  const education = stepSchemas.STEP_SCHEMAS.education;
  const educationStep = stepSchemas.stepSchemas.indexOf(education);
  const stored = app.storedFixture.fakeStoredApplication({ [FIELD]: ' B-1234 ' });

  it('is a field of the form: empty at first, in its step, with its length limit on the input', () => {
    expect(app.formValues.defaultFormValues()).toHaveProperty(FIELD, '');
    const facts = app.formFacts.formFacts();
    expect(facts.maxLengths[FIELD]).toBe(30);
    expect(facts.stepFieldNames[educationStep]).toContain(FIELD);
  });

  it('is checked by the wizard, the API and the drafts alike, its messages naming it in both languages', async () => {
    const tooLong = 'x'.repeat(31);
    const values = { ...app.formValues.defaultFormValues(), grade: '8', [FIELD]: tooLong };
    expect(education.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual(['License class: at most 30 characters.']);
    const spanish = await app.validationLanguage.validationParseOptions('es');
    expect(education.safeParse(values, spanish).error?.issues.map((issue) => issue.message)).toEqual([
      'Clase de licencia: como máximo 30 caracteres.',
    ]);
    const refused = schema.applicantSchema.safeParse(app.fixtures.validApplicant({ [FIELD]: tooLong }));
    expect(schema.fieldMessages(refused.error!)).toEqual({ [FIELD]: 'License class: at most 30 characters.' });
    expect(app.drafts.checkDraftAnswers({ [FIELD]: tooLong })).toEqual({ ok: false, fields: { [FIELD]: 'License class: at most 30 characters.' } });
    expect(app.drafts.checkDraftAnswers({ [FIELD]: 'B' })).toEqual({ ok: true, answers: { [FIELD]: 'B' } });
  });

  it('is drawn on its step of the wizard, with its label and hint', () => {
    const texts = app.testTexts.testWizardTexts('en');
    function Step() {
      const form = app.hookForm.useForm({ defaultValues: app.formValues.defaultFormValues() });
      const EducationStep = app.steps.DECLARED_STEPS.education as ComponentType;
      return (
        <app.texts.WizardTextsProvider texts={texts}>
          <app.formFactsContext.FormFactsProvider facts={app.formFacts.formFacts()}>
            <app.wizardForm.WizardFormProvider form={form as never}>
              <EducationStep />
            </app.wizardForm.WizardFormProvider>
          </app.formFactsContext.FormFactsProvider>
        </app.texts.WizardTextsProvider>
      );
    }
    const html = renderToString(<Step />);
    expect(html).toContain(`name="${FIELD}"`);
    expect(html).toContain('maxLength="30"');
    expect(html).toContain(ENGLISH.label);
    expect(html).toContain(ENGLISH.hint);
  });

  it('travels in the payload and is stored as the API read it', () => {
    const form = { ...app.formValues.defaultFormValues(), [FIELD]: 'B' };
    expect(app.payload.toApplicantPayload(form, 'TSKIS')).toHaveProperty(FIELD, 'B');
    expect(schema.APPLICANT_FIELDS).toContain(FIELD);
    expect(stored).toHaveProperty(FIELD, 'B-1234');
  });

  it('shows on the staff page and in the PDF of record, under its English label, in its step', async () => {
    const document = app.document.buildApplicationDocument(stored);
    const section = document.sections.find((candidate) => candidate.title === 'Education')!;
    expect(section.blocks.flatMap((block) => (block.kind === 'fields' ? block.fields : []))).toContainEqual({
      label: ENGLISH.label,
      value: 'B-1234',
    });
    const page = renderToString(<app.staffView.ApplicationDocumentView sections={document.sections} />);
    expect(page).toContain(ENGLISH.label);
    expect(page).toContain('B-1234');
    const pdf = await pdfOfRecordText(document);
    // The PDF prints labels in capitals.
    expect(pdf).toContain(`${ENGLISH.label.toUpperCase()}\nB-1234`);
  });

  it('is stored in the application document, with no migration', () => {
    const answers = schema.applicantSchema.parse(app.fixtures.validApplicant({ [FIELD]: 'B' }));
    const document = app.applicationDocument.documentFromAnswers(answers);
    expect(document).toHaveProperty(FIELD, 'B');
    expect(app.applicationDocument.answersFromDocument(document)).toHaveProperty(FIELD, 'B');
    // A document stored before the field existed reads it as not given.
    const { [FIELD]: _new, ...older } = document;
    expect(app.applicationDocument.answersFromDocument(older)).toHaveProperty(FIELD, '');
  });

  it('is signed with the document under the current content version, with no version appended', () => {
    const { signedContentRegistry } = app.signedContent;
    const registry = signedContentRegistry(app.versions.SIGNED_CONTENT_VERSIONS);
    const answers = schema.applicantSchema.parse(app.fixtures.validApplicant({ [FIELD]: 'B' }));
    const receipt = { receivedAt: '2026-11-20T15:04:05.000Z', ip: '203.0.113.7', userAgent: 'Test' };
    const key = Buffer.alloc(32, 7);
    const audit = registry.auditRecord(answers);
    const digest = registry.digest(answers, receipt, audit, key)!;
    expect(registry.verify(answers, receipt, JSON.stringify(audit), digest, key)).toBe('verified');
    expect(registry.verify({ ...answers, [FIELD]: 'C' }, receipt, JSON.stringify(audit), digest, key)).toBe('altered');
  });

  it('has its words in both catalogs, which the catalog check requires', () => {
    expect(app.catalog.catalogProblems(app.en, app.es, 'Spanish')).toEqual([]);
    const { [FIELD]: _spanish, ...withoutIt } = app.es.Fields as Record<string, unknown>;
    expect(app.catalog.catalogProblems(app.en, { ...app.es, Fields: withoutIt } as never, 'Spanish')).toEqual([
      `Spanish lacks Fields.${FIELD}.label`,
      `Spanish lacks Fields.${FIELD}.hint`,
    ]);
  });
});
