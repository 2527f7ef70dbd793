import path from 'node:path';
import type { Page } from '@playwright/test';
import { AGREEMENT_TEXTS, type AgreementTexts } from '@/lib/signed-content/agreement-texts-by-language';
import { CONSENT_TEXTS } from '@/lib/consents/texts/published-consent-texts';
import Database from 'better-sqlite3';
import { E2E_DB_FILE } from './fixtures/paths';
import { type ApplicantData } from './fixtures/applicant';
import { storedApplicants } from './fixtures/db';
import { englishLeftIn, fieldInMessage, format, text } from './fixtures/language';
import { SCREENSHOT_DIR } from './fixtures/paths';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';
import { Wizard } from './fixtures/wizard';

/**
 * The applicant's pages in Spanish (lib/i18n): chosen by the browser's language, a `?lang=es` link or the nav bar's
 * switch, and nothing of the English catalog or of the English agreement texts left on a page. The Spanish
 * validation messages are not checked here (see docs/languages.md).
 */

/** A browser set to Mexican Spanish: it sends Accept-Language: es-MX. */
const spanishBrowser = { locale: 'es-MX' } as const;

/** Every answer the applicant typed or picked, as it may appear on a page (never "English left over"). */
function answersOf(data: ApplicantData): string[] {
  const values: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') values.push(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner);
  };
  collect(data);
  return values;
}

/** Every sentence, heading and box label of the agreement texts of steps 9–11 in one language, by step. */
function agreementLines(texts: AgreementTexts): Record<9 | 10 | 11, string[]> {
  const policy = (text: AgreementTexts['accidentProcedure']) =>
    [text.intro, ...(text.points ?? []), ...(text.sections ?? []).flatMap((s) => [s.heading, s.text]), text.closing].filter(
      (line): line is string => Boolean(line),
    );
  const { investigationNotice: notice, safetyHistoryAuthorization: authorization } = texts;
  return {
    9: policy(texts.accidentProcedure),
    10: policy(texts.phonePolicy),
    11: [notice.title, ...notice.paragraphs, notice.acknowledgment, authorization.title, authorization.text,
      texts.electronicSignature.text, texts.certification.text],
  };
}
const ENGLISH_AGREEMENT_LINES = Object.values(agreementLines(AGREEMENT_TEXTS.en)).flat();
const SPANISH_AGREEMENT_LINES = agreementLines(AGREEMENT_TEXTS.es);

/** The page's visible text holds no text of the English catalog that Spanish words differently, nor an English agreement text. */
async function expectNoEnglish(page: Page, where: string, data?: ApplicantData): Promise<void> {
  const visible = await page.evaluate(() => document.body.innerText);
  expect(englishLeftIn(visible, data ? answersOf(data) : []), `${where}: English left on the page`).toEqual([]);
  const squashed = visible.replace(/\s+/g, ' ');
  expect(ENGLISH_AGREEMENT_LINES.filter((line) => squashed.includes(line)), `${where}: English agreement text on the page`).toEqual([]);
}

test.describe('in a Spanish-speaking browser', () => {
  test.use(spanishBrowser);

  test('the whole application, from the home page to the confirmation, is in Spanish', { tag: '@phone-only' }, async ({
    page,
    applicant,
    submissions,
  }, testInfo) => {
    test.slow();
    const wizard = new Wizard(page, 'touch', 'es');
    const shot = (name: string) =>
      page.screenshot({ path: path.join(SCREENSHOT_DIR, `spanish-${testInfo.project.name}-${name}.png`), fullPage: true });

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoEnglish(page, 'home');
    const language = page.getByRole('navigation');
    await page.getByRole('button', { name: 'Menú' }).click();
    // The switch names each language in itself, marked as that language for screen readers.
    await expect(language.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(language.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Menú' }).click();
    await expectNoSeriousViolations(page, 'home');
    await shot('home');

    await page.getByRole('link', { name: 'Comenzar la solicitud' }).click();
    await expect(wizard.heading).toHaveText(format('es', 'Wizard.title', { company: 'TSKIS' }));
    await wizard.completeAll(applicant, async (n, moment) => {
      await expectNoEnglish(page, `step ${n} ${moment}`, applicant);
      if (moment === 'opened' && (n === 9 || n === 10 || n === 11)) {
        // The texts the applicant agrees to, in the Spanish published for them (lib/signed-content/agreement-texts.es.ts).
        const content = wizard.stepContent(n);
        for (const line of SPANISH_AGREEMENT_LINES[n]) await expect(content.getByText(line, { exact: true })).toBeVisible();
      }
      if (moment !== 'filled') return;
      if (n === 11) {
        // The background-check consents, listed and agreed to in their Spanish texts (lib/consents/texts).
        const spanishTitles = ['fcra-disclosure', 'fcra-authorization', 'fcra-summary-of-rights', 'clearinghouse-limited-query'] as const;
        for (const consent of spanishTitles) await expect(wizard.consentList).toContainText(CONSENT_TEXTS.es[consent].title);
        await expect(wizard.consentList.getByText(text('es', 'Consents.agreed'), { exact: true })).toHaveCount(3);
      }
      await expectNoHorizontalScroll(page, `step ${n}`);
      await expectNoSeriousViolations(page, `step ${n}`);
      await shot(`step-${n}`);
    });

    await wizard.button('Finish').click();
    const confirmation = page.getByRole('dialog', { name: text('es', 'SubmitDialog.submittedTitle') });
    await expect(confirmation).toContainText(text('es', 'SubmitDialog.submittedText'));
    await expect(confirmation).toContainText(/Número de solicitud: \d+/);
    await expect(confirmation).toContainText(/Fecha: \d{1,2} de [a-z]+ de \d{4}/);
    expect(submissions).toHaveLength(1);
    // The office's record: shown in Spanish, signed in the Spanish words above (their versions), every box given.
    const [row] = storedApplicants(applicant.name);
    const audit = JSON.parse(String(row?.signatureAudit)) as { contentVersion: number };
    // A version that signs the language (2 or later; the API suites pin the number).
    expect(audit.contentVersion).toBeGreaterThanOrEqual(2);
    expect(audit).toMatchObject({
      language: 'es',
      texts: Object.fromEntries(Object.entries(AGREEMENT_TEXTS.es).map(([role, text]) => [role, text.version])),
      consents: { accidentProcedure: true, phonePolicy: true, investigationNotice: true, safetyHistoryAuthorization: true, electronicSignature: true },
    });
    expect(JSON.parse(String(row?.signatureAudit)).contentVersion).toBeGreaterThan(2);
    // Every consent signed in Spanish: the Spanish version of each text, recorded as shown in Spanish.
    const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
    try {
      const consents = db.prepare('SELECT "consent", "textVersion", "textLanguage" FROM "ApplicantConsent" WHERE "numberId" = ? ORDER BY "position"').all(row!.numberId);
      expect(consents).toEqual(
        (['fcra-disclosure', 'fcra-authorization', 'clearinghouse-limited-query'] as const).map((consent) => ({
          consent,
          textVersion: CONSENT_TEXTS.es[consent].version,
          textLanguage: 'es',
        })),
      );
    } finally {
      db.close();
    }
    await expectNoEnglish(page, 'confirmation', applicant);
    await expectNoSeriousViolations(page, 'confirmation');
    await shot('confirmation');
    await confirmation.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Comenzar la solicitud' })).toBeVisible();
  });

  test('answers are refused in Spanish on steps 1, 2, 6 and 11', async ({ page, minimalApplicant, submissions }) => {
    test.slow();
    const wizard = new Wizard(page, 'mouse', 'es');
    const required = (field: string) => format('es', 'Validation.required', { field: fieldInMessage('es', field, 'required') });
    await wizard.open('TSKIS');

    await wizard.expectNextRefused(1);
    await wizard.expectFieldError(wizard.textbox('Applicant Name'), required('applicantName'));
    await wizard.expectFieldError(wizard.textbox('Social Security Number'), required('ssn'));
    await expectNoEnglish(page, 'step 1 refused');
    await wizard.fillStep(1, minimalApplicant);
    await wizard.advanceFrom(1);

    await wizard.expectNextRefused(2);
    const orNone = format('es', 'Validation.requiredOrNone', { field: fieldInMessage('es', 'accidentDates', 'requiredOrNone') });
    await wizard.expectFieldError(wizard.rowField('Dates', 1), orNone);
    await expectNoEnglish(page, 'step 2 refused');
    await wizard.fillStep(2, minimalApplicant);
    await wizard.advanceFrom(2);
    for (const n of [3, 4, 5]) {
      await wizard.fillStep(n, minimalApplicant);
      await wizard.advanceFrom(n);
    }

    await wizard.expectNextRefused(6);
    await expect(page.getByText(text('es', 'Validation.employerRequired'), { exact: true })).toBeVisible();
    await expectNoEnglish(page, 'step 6 refused');
    for (const n of [6, 7, 8, 9, 10]) {
      await wizard.fillStep(n, minimalApplicant);
      await wizard.advanceFrom(n);
    }

    await wizard.button('Finish').click();
    await wizard.expectStep(11);
    await expect(page.getByText(required('signature64'), { exact: true })).toBeVisible();
    await expect(page.getByText(text('es', 'Validation.noticeRequired'), { exact: true })).toBeVisible();
    await expectNoEnglish(page, 'step 11 refused');
    expect(submissions).toHaveLength(0);
  });

  test('a saved application resumes in Spanish', async ({ page, minimalApplicant }) => {
    const wizard = new Wizard(page, 'mouse', 'es');
    await wizard.open('TSKIS');
    await wizard.fillBasic(minimalApplicant);
    await wizard.button('Save and finish later').click();
    const saved = page.getByRole('dialog', { name: 'Sus respuestas están guardadas' });
    await expect(saved).toContainText(/hasta el \d{1,2} de [a-z]+ de \d{4}/);
    await expectNoEnglish(page, 'save dialog', minimalApplicant);
    const link = await saved.getByRole('textbox', { name: 'Su enlace' }).inputValue();

    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Termine su solicitud' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Fecha de nacimiento' }).fill('01/01/1970');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByText('Esa fecha de nacimiento no coincide con la solicitud guardada. Le quedan 4 intentos.', { exact: true }),
    ).toBeVisible();
    await expectNoEnglish(page, 'resume page');
  });
});

test('?lang=es shows Spanish and is remembered, the switch still changes it, and the staff area stays in English', async ({
  page,
  context,
}) => {
  const langCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value;
  await page.goto('/application/TSKIS?lang=es');
  // Remembered, and gone from the address: a reload or the switch's refresh cannot bring it back.
  await expect(page).toHaveURL(/\/application\/TSKIS$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(format('es', 'Wizard.title', { company: 'TSKIS' }));
  expect(await langCookie()).toBe('es');

  // The link's ?lang=es must not outrank the applicant's own choice afterwards.
  await page.getByRole('navigation').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Driver Application TSKIS');
  expect(await langCookie()).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/?lang=es');
  await expect(page.getByRole('link', { name: 'Comenzar la solicitud' })).toBeVisible();
  await page.goto('/staff/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching language mid-wizard keeps every answer, and switching back shows the page again', async ({
  page,
  applicant,
}, testInfo) => {
  test.slow();
  const onPhone = testInfo.project.name === 'phone';
  const english = new Wizard(page, onPhone ? 'touch' : 'mouse', 'en');
  const spanish = new Wizard(page, onPhone ? 'touch' : 'mouse', 'es');
  const switchTo = async (name: 'English' | 'Español') => {
    if (onPhone) await page.getByRole('button', { name: /^(Menu|Menú)$/ }).click();
    await page.getByRole('navigation').getByRole('button', { name }).click();
  };

  await english.open('TSKIS');
  await english.completeThrough(5, applicant);
  // Step 6 half done: one employer added, the next one partly typed.
  const [first, second] = applicant.employers;
  await english.addEmployer(first!);
  await english.textbox('Employer').fill(second!.employer);
  await english.answer('Were you subject to the Federal Motor Carrier Safety Regulations while employed here?', 'Yes');

  await switchTo('Español');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(spanish.heading).toHaveText(format('es', 'Wizard.title', { company: 'TSKIS' }));
  await spanish.expectStep(6);
  await expect(spanish.textbox('Employer')).toHaveValue(second!.employer);
  await expect(spanish.radioGroup('Were you subject to the Federal Motor Carrier Safety Regulations while employed here?').getByRole('radio', { name: 'Sí' })).toBeChecked();
  await expect(spanish.employerRows).toHaveCount(1);
  await expect(spanish.employerRows.first()).toContainText(first!.employer);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('es');

  // Back through the steps already done: every answer is where it was, under Spanish labels.
  await spanish.goBackTo(6, 4);
  await expect(spanish.textbox('License No')).toHaveValue(applicant.license.number);
  await spanish.goBackTo(4, 1);
  await expect(spanish.textbox('Applicant Name')).toHaveValue(applicant.name);
  await expect(spanish.textbox('Social Security Number')).toHaveValue(applicant.ssn);
  await expect(spanish.textbox('ZIP Code')).toHaveValue(applicant.address.zip);
  // A message on screen when the language changes changes with it.
  await spanish.textbox('City').fill('');
  await spanish.textbox('City').blur();
  await expect(page.getByText('Ciudad: este dato es obligatorio.')).toBeVisible();

  // And back to English: the page is there (an earlier switch left it blank), answers and all.
  await switchTo('English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english.heading).toHaveText('Driver Application TSKIS');
  await expect(page.getByText('City Required.')).toBeVisible();
  await expect(page.getByText('Ciudad: este dato es obligatorio.')).toHaveCount(0);
  await english.textbox('City').fill(applicant.address.city);
  await expect(english.textbox('Applicant Name')).toHaveValue(applicant.name);
  await english.goForwardTo(1, 6);
  await expect(english.textbox('Employer')).toHaveValue(second!.employer);
  await english.fillEmployer(second!);
  await english.advanceFrom(6);
  await english.goBackTo(7, 6);
  await expect(english.employerRows).toHaveCount(2);
});
