import type { ComponentType } from 'react';
import { pdfOfRecordText } from '@/tests/pdf-of-record';

/**
 * docs/architecture.md, "Adding a field", walked: a Yes/No the wizard requires, declared on step 1 (here in memory),
 * and its words in en.json and es.json. Nothing else is edited, and every place an answer reaches picks it up: the
 * form's values, the wizard's rules (required), the API's (optional: the original client's body stays accepted) and
 * the drafts', step 1 (radio buttons, never a text box), the payload, the stored and signed document, the staff page
 * and the PDF of record (which the applicant's copy is).
 */

const FIELD = 'hazmatTraining';
const ENGLISH = { label: 'HazMat training', question: 'Have you completed HazMat training?' };
const SPANISH = { label: 'Capacitación HazMat', question: '¿Ha completado la capacitación HazMat?' };

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
  firstStep: typeof import('@/components/wizard/steps/basic-information-step');
  formFactsContext: typeof import('@/components/wizard/form-facts');
  wizardForm: typeof import('@/components/wizard/wizard-form');
  testIntl: typeof import('@/tests/wizard-intl');
  staffView: typeof import('@/components/staff/application-document-view');
  fixtures: typeof import('@/tests/fixtures/applicant.mjs');
  en: typeof import('@/lib/i18n/messages/en.json');
  es: typeof import('@/lib/i18n/messages/es.json');
  /** React's, from the same registry as the components (one copy of React renders them). */
  reactDomServer: typeof import('react-dom/server');
  reactDomStatic: typeof import('react-dom/static');
  hookForm: typeof import('react-hook-form');
};

/**
 * The app's modules as they load with the field declared (the step's declaration and the two catalogs changed), and
 * step 1 as it draws then: rendered in the same registry, where the Yes/No's input, which step 1 fetches when it
 * first shows one (components/wizard/step-field.tsx), is fetched too.
 */
async function withTheNewField(): Promise<{ app: Modules; firstStepHtml: string }> {
  let modules: Modules | undefined;
  let firstStepHtml = '';
  await jest.isolateModulesAsync(async () => {
    const { basicInformation } = jest.requireActual<typeof import('./steps/basic-information')>('./steps/basic-information');
    jest.doMock('./steps/basic-information', () => ({
      basicInformation: {
        ...basicInformation,
        fields: { ...basicInformation.fields, [FIELD]: { kind: 'yesNo', asked: 'radios', required: 'wizard', wide: true } },
      },
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
      firstStep: require('@/components/wizard/steps/basic-information-step'),
      formFactsContext: require('@/components/wizard/form-facts'),
      wizardForm: require('@/components/wizard/wizard-form'),
      testIntl: require('@/tests/wizard-intl'),
      staffView: require('@/components/staff/application-document-view'),
      fixtures: require('@/tests/fixtures/applicant.mjs'),
      en: require('@/lib/i18n/messages/en.json'),
      es: require('@/lib/i18n/messages/es.json'),
      reactDomServer: require('react-dom/server'),
      reactDomStatic: require('react-dom/static'),
      hookForm: require('react-hook-form'),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
    firstStepHtml = await drawFirstStep(modules!);
  });
  return { app: modules!, firstStepHtml };
}

/** Step 1 rendered whole, as the page shows it once its lazily fetched inputs have arrived. */
async function drawFirstStep(app: Modules): Promise<string> {
  function Step() {
    const form = app.hookForm.useForm({ defaultValues: app.formValues.defaultFormValues() });
    const FirstStep = app.firstStep.BasicInformationStep as ComponentType;
    return (
      <app.testIntl.TestWizardIntl>
        <app.formFactsContext.FormFactsProvider facts={app.formFacts.formFacts()}>
          <app.wizardForm.WizardFormProvider form={form as never}>
            <FirstStep />
          </app.wizardForm.WizardFormProvider>
        </app.formFactsContext.FormFactsProvider>
      </app.testIntl.TestWizardIntl>
    );
  }
  const { prelude } = await app.reactDomStatic.prerenderToNodeStream(<Step />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('a required Yes/No added to step 1 as docs/architecture.md says, and nothing else edited', () => {
  let app: Modules;
  let firstStepHtml: string;
  let schema: Modules['schema'];
  let firstStep: Modules['stepSchemas']['stepSchemas'][number];
  let stored: ReturnType<Modules['storedFixture']['fakeStoredApplication']>;
  beforeAll(async () => {
    ({ app, firstStepHtml } = await withTheNewField());
    schema = app.schema;
    firstStep = app.stepSchemas.stepSchemas[0]!;
    stored = app.storedFixture.fakeStoredApplication({ [FIELD]: 'Y' });
  }, 60_000);

  it('is a field of the form: empty at first, in step 1', () => {
    expect(app.formValues.defaultFormValues()).toHaveProperty(FIELD, '');
    expect(app.formFacts.formFacts().stepFieldNames[0]).toContain(FIELD);
  });

  it('is required by the wizard, in both languages, and optional for the API, whose original body stays accepted', async () => {
    const values = { ...app.formValues.defaultFormValues(), [FIELD]: '' };
    const message = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.find((issue) => issue.path[0] === FIELD)?.message;
    expect(message(firstStep.safeParse(values))).toBe('Please answer Yes or No.');
    expect(message(firstStep.safeParse(values, await app.validationLanguage.validationParseOptions('es')))).toBe('Por favor, responda Sí o No.');
    expect(message(firstStep.safeParse({ ...values, [FIELD]: 'Y' }))).toBeUndefined();
    expect(schema.applicantSchema.safeParse(app.fixtures.validApplicant()).success).toBe(true);
    const refused = schema.applicantSchema.safeParse(app.fixtures.validApplicant({ [FIELD]: 'maybe' }));
    expect(Object.keys(schema.fieldMessages(refused.error!))).toEqual([FIELD]);
    expect(app.drafts.checkDraftAnswers({ [FIELD]: 'Y' })).toEqual({ ok: true, answers: { [FIELD]: 'Y' } });
  });

  it('is drawn on step 1 as two radio buttons under its question, never as a text box', () => {
    const inputs = [...firstStepHtml.matchAll(new RegExp(`<input[^>]*name="${FIELD}"[^>]*>`, 'g'))].map(([input]) => input);
    expect(inputs).toHaveLength(2);
    expect(inputs.every((input) => input.includes('type="radio"'))).toBe(true);
    expect(firstStepHtml).toContain(ENGLISH.question);
  });

  it('travels in the payload and the document the wizard sends, and is stored as the API read it', () => {
    const form = { ...app.formValues.defaultFormValues(), [FIELD]: 'Y' };
    const payload = app.payload.toApplicantPayload(form, 'TSKIS');
    expect(payload).toHaveProperty(FIELD, 'Y');
    expect(app.applicationDocument.documentFromAnswers(payload)).toHaveProperty(FIELD, 'Y');
    expect(stored).toHaveProperty(FIELD, 'Y');
  });

  it('shows on the staff page and in the PDF of record, under its English label, in step 1', async () => {
    const document = app.document.buildApplicationDocument(stored);
    const section = document.sections[0]!;
    expect(section.blocks.flatMap((block) => (block.kind === 'fields' ? block.fields : []))).toContainEqual({
      label: ENGLISH.label,
      value: 'Yes',
    });
    const page = app.reactDomServer.renderToString(<app.staffView.ApplicationDocumentView sections={document.sections} />);
    expect(page).toContain(ENGLISH.label);
    const pdf = await pdfOfRecordText(document);
    // The PDF prints labels in capitals.
    expect(pdf).toContain(`${ENGLISH.label.toUpperCase()}\nYes`);
  });

  it('is stored in the application document, with no migration', () => {
    const answers = schema.applicantSchema.parse(app.fixtures.validApplicant({ [FIELD]: 'Y' }));
    const document = app.applicationDocument.documentFromAnswers(answers);
    expect(document).toHaveProperty(FIELD, 'Y');
    expect(app.applicationDocument.answersFromDocument(document)).toHaveProperty(FIELD, 'Y');
    // A document stored before the field existed reads it as not given.
    const { [FIELD]: _new, ...older } = document;
    expect(app.applicationDocument.answersFromDocument(older)).toHaveProperty(FIELD, '');
  });

  it('is signed with the document under the current content version, with no version appended', () => {
    const { signedContentRegistry } = app.signedContent;
    const registry = signedContentRegistry(app.versions.SIGNED_CONTENT_VERSIONS);
    const answers = schema.applicantSchema.parse(app.fixtures.validApplicant({ [FIELD]: 'Y' }));
    const receipt = { receivedAt: '2026-11-20T15:04:05.000Z', ip: '203.0.113.7', userAgent: 'Test' };
    const key = Buffer.alloc(32, 7);
    const audit = registry.auditRecord(answers);
    const digest = registry.digest(answers, receipt, audit, key)!;
    expect(registry.verify(answers, receipt, JSON.stringify(audit), digest, key)).toBe('verified');
    expect(registry.verify({ ...answers, [FIELD]: 'N' }, receipt, JSON.stringify(audit), digest, key)).toBe('altered');
  });

  it('has its words in both catalogs, which the catalog check requires', () => {
    expect(app.catalog.catalogProblems(app.en, app.es, 'Spanish')).toEqual([]);
    const { [FIELD]: _spanish, ...withoutIt } = app.es.Fields as Record<string, unknown>;
    expect(app.catalog.catalogProblems(app.en, { ...app.es, Fields: withoutIt } as never, 'Spanish')).toEqual([
      `Spanish lacks Fields.${FIELD}.label`,
      `Spanish lacks Fields.${FIELD}.question`,
    ]);
  });
});
