import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page, Route, TestInfo } from '@playwright/test';
import { storedApplicants } from './fixtures/db';
import { DIALOG } from './fixtures/messages';
import { BASE_URL, E2E_DB_FILE, SCREENSHOT_DIR } from './fixtures/paths';
import { signInAs, staffAccount } from './fixtures/staff';
import { expectNoSeriousViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';
import { STEP_COUNT, Wizard } from './fixtures/wizard';

/**
 * A carrier's screening questions in a real browser (docs/screening.md): an admin writes them on /staff/companies;
 * the wizard asks them at the end of step 1, in the applicant's language, needs an answer to each, tells an applicant
 * kindly which requirement an answer does not meet and still takes the application, which the office's list then
 * badges "Does not meet"; a saved draft brings the answers back.
 */

const CLASS_A = { kind: 'yes-no', rule: 'knock-out', textEn: 'Do you hold a Class A CDL?', textEs: '¿Tiene una licencia CDL clase A?', accepted: ['yes'] };
const ENDORSEMENT = {
  kind: 'choice',
  rule: 'knock-out',
  textEn: 'Which endorsement do you hold?',
  textEs: '¿Qué endoso tiene?',
  options: [
    { en: 'Tanker', es: 'Cisterna' },
    { en: 'Doubles/triples', es: '' },
    { en: 'None', es: 'Ninguno' },
  ],
  accepted: ['Tanker', 'Doubles/triples'],
};
const YEARS = { kind: 'number', rule: 'knock-out', textEn: 'How many years have you driven a truck?', textEs: '', min: '2' };
const HAZMAT = { kind: 'yes-no', rule: 'priority', textEn: 'Do you have a hazmat endorsement?', textEs: '¿Tiene un endoso de materiales peligrosos?', accepted: ['yes'] };

const shotPath = (info: TestInfo, name: string) => path.join(SCREENSHOT_DIR, `${info.project.name}-screening-${name}.png`);

/** A carrier of this test's own, with `questions`, written through the staff API by an admin in a browser of their own. */
async function carrierWithQuestions(browser: Browser, info: TestInfo, name: string, questions: object[]): Promise<string> {
  const code = `SCR${Date.now().toString(36).toUpperCase().slice(-5)}${info.parallelIndex}`;
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const admin = await context.newPage();
    await signInAs(admin, staffAccount('admin', info.parallelIndex));
    const token = decodeURIComponent((await context.cookies(BASE_URL)).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
    const post = async (url: string, data: object) => {
      const response = await admin.request.post(url, { headers: { 'X-XSRF-TOKEN': token, Origin: BASE_URL }, data });
      expect(response.status(), await response.text()).toBe(201);
    };
    await post('/api/staff/companies', { code, legalName: name, address: '100 Main St, Tulsa, OK 74103' });
    for (const question of questions) await post(`/api/staff/companies/${code}/screening`, question);
  } finally {
    await context.close();
  }
  return code;
}

const questionGroup = (page: Page, question: string) => page.getByRole('radiogroup', { name: question, exact: true });

async function choose(page: Page, question: string, answer: string) {
  const radio = questionGroup(page, question).getByRole('radio', { name: answer, exact: true });
  await radio.check();
  await expect(radio).toBeChecked();
}

test('a knock-out answer is told kindly and still submits; the office sees it badged "Does not meet"', async ({
  page,
  browser,
  wizard,
  minimalApplicant,
}, info) => {
  const code = await carrierWithQuestions(browser, info, 'Redline Freight LLC', [CLASS_A, ENDORSEMENT, YEARS, HAZMAT]);
  await page.goto(`/application/${code}`);
  await wizard.expectStep(1);
  const section = page.getByRole('region', { name: 'Questions from Redline Freight LLC' });
  await expect(section).toBeVisible();
  await expect(section).toContainText('Redline Freight LLC asks every applicant these questions.');
  await wizard.fillStep(1, minimalApplicant);

  // Unanswered, the questions hold step 1, each with its message; focus goes to the first one.
  await wizard.expectNextRefused(1);
  await expect(section.getByText('Answer this question.')).toHaveCount(4);
  await expect(questionGroup(page, CLASS_A.textEn).getByRole('radio', { name: 'Yes' })).toBeFocused();
  await section.screenshot({ path: shotPath(info, 'section-unanswered-desktop') });

  // Answers that do not meet the requirements: each says, kindly, what the carrier looks for, and nothing blocks.
  await choose(page, CLASS_A.textEn, 'No');
  await expect(section.getByText('Answer this question.')).toHaveCount(3);
  const notMet = (requirement: string) =>
    section.getByText(`Redline Freight LLC looks for drivers whose answer here is ${requirement}. You can still send your application: the office reads every application and decides.`);
  await expect(notMet('“Yes”')).toBeVisible();
  await choose(page, ENDORSEMENT.textEn, 'None');
  await expect(notMet('“Tanker” or “Doubles/triples”')).toBeVisible();
  const years = page.getByRole('textbox', { name: YEARS.textEn, exact: true });
  await years.fill('1,5 years');
  // A comma reads as the decimal point; letters are not kept.
  await expect(years).toHaveValue('1.5');
  await expect(notMet('2 or more')).toBeVisible();
  // A priority question is a preference: no note for it either way.
  await choose(page, HAZMAT.textEn, 'No');
  await expect(section.getByText(/looks for drivers/)).toHaveCount(3);
  await expectNoSeriousViolations(page, 'step 1 with the screening questions');
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: shotPath(info, 'section-desktop') });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: shotPath(info, 'section-phone') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  const submitted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/drivers');
  await wizard.advanceFrom(1);
  for (let n = 2; n <= STEP_COUNT; n++) {
    await wizard.fillStep(n, minimalApplicant);
    if (n < STEP_COUNT) await wizard.advanceFrom(n);
  }
  await wizard.finishButton.click();
  await expect(wizard.dialog(DIALOG.success.title)).toBeVisible();
  const sent = (await submitted).postDataJSON() as { screening: { questionId: string; version: number; answer: string }[]; shownPage: string };
  expect(sent.screening.map((answer) => [answer.version, answer.answer])).toEqual([[1, 'no'], [1, 'None'], [1, '1.5'], [1, 'no']]);
  // With the server's record of the questions the page showed, which the answers are judged by.
  expect(sent.shownPage).toMatch(/^sp1\.[\w-]+\.[\w-]{43}$/);

  const [row] = storedApplicants(minimalApplicant.name);
  expect(row?.screeningOutcome).toBe('does-not-meet');

  // The office: the list filtered to "Does not meet" holds it, with its badge; the page shows each answer as asked.
  await signInAs(page, staffAccount('reviewer', info.parallelIndex));
  await page.goto(`/staff?compCode=${code}`);
  await page.getByRole('combobox', { name: 'Screening' }).selectOption('does-not-meet');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/screening=does-not-meet/);
  const listed = page.getByRole('row').filter({ hasText: minimalApplicant.name });
  await expect(listed).toHaveCount(1);
  await expect(listed.getByText('Does not meet', { exact: true })).toBeVisible();
  await page.screenshot({ path: shotPath(info, 'staff-list-desktop'), fullPage: true });
  await page.getByRole('combobox', { name: 'Screening' }).selectOption('priority');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No application matches these filters.')).toBeVisible();

  await page.goto(`/staff/applications/${row!.numberId}`);
  const answers = page.getByRole('region', { name: /^1\. / });
  await expect(answers.getByRole('heading', { name: 'Questions from Redline Freight LLC' })).toBeVisible();
  const classA = answers.getByRole('row').filter({ hasText: CLASS_A.textEn });
  await expect(classA.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  await expect(classA.getByRole('cell', { name: 'Required: Yes', exact: true })).toBeVisible();
  await expect(classA.getByRole('cell', { name: 'Does not meet the requirement', exact: true })).toBeVisible();
  await expect(answers.getByRole('row').filter({ hasText: HAZMAT.textEn })).toContainText('Not the preferred answer');
  await expect(page.getByText('Integrity: verified')).toBeVisible();
  await expectNoSeriousViolations(page, 'application page');
  await answers.getByRole('heading', { name: 'Questions from Redline Freight LLC' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath(info, 'staff-application-desktop') });
  // The PDF of record, kept beside the screenshots to be looked at (pdftoppm).
  const pdf = await page.request.get(`/staff/applications/${row!.numberId}/pdf`);
  expect(pdf.status()).toBe(200);
  writeFileSync(path.join(SCREENSHOT_DIR, `${info.project.name}-screening-application.pdf`), await pdf.body());
});

test('a Spanish page asks in Spanish, and in English where the carrier wrote no Spanish', async ({ page, browser, context, wizard }, info) => {
  const code = await carrierWithQuestions(browser, info, 'Ruta Sur Transport', [CLASS_A, ENDORSEMENT, YEARS]);
  await context.addCookies([{ name: 'lang', value: 'es', url: BASE_URL }]);
  await page.goto(`/application/${code}`);
  const spanish = new Wizard(page, wizard.pointer, 'es');
  await spanish.expectStep(1);
  const section = page.getByRole('region', { name: 'Preguntas de Ruta Sur Transport' });
  await expect(section).toBeVisible();
  await expect(questionGroup(page, CLASS_A.textEs)).toBeVisible();
  await expect(questionGroup(page, ENDORSEMENT.textEs).getByRole('radio', { name: 'Cisterna' })).toBeVisible();
  // No Spanish for this option and this question: the English text, marked as English for screen readers.
  await expect(questionGroup(page, ENDORSEMENT.textEs).locator('label', { hasText: 'Doubles/triples' })).toHaveAttribute('lang', 'en');
  await expect(questionGroup(page, ENDORSEMENT.textEs).locator('label', { hasText: 'Cisterna' })).not.toHaveAttribute('lang', 'en');
  const years = page.getByRole('textbox', { name: YEARS.textEn, exact: true });
  await expect(section.locator('label', { hasText: YEARS.textEn })).toHaveAttribute('lang', 'en');
  await expect(section).not.toContainText(CLASS_A.textEn);

  await spanish.next();
  await expect(section.getByText('Responda esta pregunta.')).toHaveCount(3);
  await choose(page, CLASS_A.textEs, 'No');
  await expect(
    section.getByText('Ruta Sur Transport busca conductores cuya respuesta aquí sea «Sí». Aun así puede enviar su solicitud: la oficina revisa cada solicitud y decide.'),
  ).toBeVisible();
  await choose(page, ENDORSEMENT.textEs, 'Ninguno');
  await expect(section.getByText('busca conductores cuya respuesta aquí sea «Cisterna» o «Doubles/triples».', { exact: false })).toBeVisible();
  await years.fill('3');
  await expect(section.getByText(/busca conductores/)).toHaveCount(2);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: shotPath(info, 'section-spanish-desktop') });
});

test('a saved application keeps the screening answers, and gives them back on resume', async ({ page, browser, wizard, minimalApplicant }, info) => {
  const code = await carrierWithQuestions(browser, info, 'Keepsake Carriers', [CLASS_A, YEARS]);
  await page.goto(`/application/${code}`);
  await wizard.expectStep(1);
  await wizard.fillStep(1, minimalApplicant);
  await choose(page, CLASS_A.textEn, 'Yes');
  await page.getByRole('textbox', { name: YEARS.textEn, exact: true }).fill('7');

  // The save this click sends, with answers (a draft request sent before them may still be on its way); a save
  // without them sends no such request, and the wait fails.
  const saved = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith('/api/drafts') &&
      Object.keys((request.postDataJSON() as { answers?: { screening?: object } }).answers?.screening ?? {}).length > 0,
  );
  await wizard.button('Save and finish later').click();
  const dialog = wizard.dialog('Your answers are saved');
  const link = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  const body = (await saved).postDataJSON() as { answers: { screening: Record<string, string> } };
  expect(Object.values(body.answers.screening).sort()).toEqual(['7', 'yes']);
  const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('SELECT COUNT(*) AS n FROM "ApplicationDraft" WHERE "compCode" = ?').get(code)).toEqual({ n: 1 });
  } finally {
    db.close();
  }

  const other = await browser.newContext({ baseURL: BASE_URL });
  try {
    const resumedPage = await other.newPage();
    const resumed = new Wizard(resumedPage);
    await resumedPage.goto(link);
    await resumed.textbox('Date of Birth').fill(minimalApplicant.dob);
    await resumed.button('Continue').click();
    await resumed.textbox('Social Security Number').fill(minimalApplicant.ssn);
    await resumed.button('Open my application').click();
    await resumed.expectStep(1);
    await expect(questionGroup(resumedPage, CLASS_A.textEn).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(resumedPage.getByRole('textbox', { name: YEARS.textEn, exact: true })).toHaveValue('7');
    await resumed.advanceFrom(1);
  } finally {
    await other.close();
  }
});

test("answers given before the page's scripts have run are kept, and Next sees them", async ({ page, browser, wizard, minimalApplicant }, info) => {
  const code = await carrierWithQuestions(browser, info, 'Early Bird Freight', [CLASS_A, YEARS]);
  // Every script held: the questions are the server's HTML, as on a phone whose connection is slow to bring the rest.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/_next/static/chunks/**', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto(`/application/${code}`, { waitUntil: 'domcontentloaded' });
  const yes = questionGroup(page, CLASS_A.textEn).getByRole('radio', { name: 'Yes', exact: true });
  const years = page.getByRole('textbox', { name: YEARS.textEn, exact: true });
  await yes.check();
  await years.fill('7');
  await expect(wizard.nextButton, 'not hydrated yet').toBeDisabled();

  holding = false;
  await Promise.all(held.map((route) => route.continue()));
  await expect(wizard.nextButton, 'the page has hydrated').toBeEnabled();
  // The rest of step 1 typed after: each keystroke redraws the form, which would show the form's own values.
  await wizard.fillStep(1, minimalApplicant);
  await expect(yes).toBeChecked();
  await expect(years).toHaveValue('7');
  // Next needs an answer to every question: it goes on only if the form holds both.
  await wizard.advanceFrom(1);
});

test('an admin writes a carrier’s questions on /staff/companies; an edit is saved as a new version', async ({ page, browser }, info) => {
  const code = await carrierWithQuestions(browser, info, 'Editors Express', []);
  await signInAs(page, staffAccount('admin', info.parallelIndex));
  await page.goto(`/staff/companies?screening=${code}`);
  const section = page.getByRole('region', { name: 'Screening questions' });
  await expect(section).toContainText(`No questions yet: the wizard asks none for ${code}.`);
  const form = section.getByRole('form', { name: 'Screening question' });

  await form.getByRole('textbox', { name: 'Question (English)' }).fill(CLASS_A.textEn);
  await form.getByRole('textbox', { name: 'Question (Spanish)' }).fill(CLASS_A.textEs);
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(section.getByText('Question added: the wizard asks it from now on.')).toBeVisible();

  await form.getByRole('combobox', { name: 'Kind' }).selectOption('choice');
  await form.getByRole('textbox', { name: 'Question (English)' }).fill(ENDORSEMENT.textEn);
  await form.getByRole('button', { name: 'Add question' }).click();
  // Checked by the API's own rules before it is sent.
  await expect(form.getByText('Mark the required options.')).toBeVisible();
  for (const [index, option] of ENDORSEMENT.options.entries()) {
    if (index >= 2) await form.getByRole('button', { name: 'Add an option' }).click();
    await form.getByRole('textbox', { name: `Option ${index + 1} (English)` }).fill(option.en);
    await form.getByRole('textbox', { name: `Option ${index + 1} (Spanish)` }).fill(option.es);
    if (ENDORSEMENT.accepted.includes(option.en)) await form.getByRole('checkbox', { name: `Option ${index + 1} required` }).check();
  }
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(section.getByText('Required: Tanker or Doubles/triples')).toBeVisible();

  await form.getByRole('combobox', { name: 'Kind' }).selectOption('number');
  await form.getByRole('radio', { name: 'Priority (a preference)' }).check();
  await form.getByRole('textbox', { name: 'Question (English)' }).fill(YEARS.textEn);
  await form.getByRole('textbox', { name: 'Preferred: at least' }).fill('5');
  await form.getByRole('button', { name: 'Add question' }).click();
  await expect(section.getByText('Preferred: 5 or more')).toBeVisible();

  const questions = section.getByRole('list', { name: `Screening questions of ${code}` }).getByRole('listitem');
  await expect(questions).toHaveCount(3);
  await section.getByRole('button', { name: 'Move question 3 up' }).click();
  await expect(questions.nth(1)).toContainText(YEARS.textEn);

  await section.getByRole('button', { name: 'Edit question 1' }).click();
  await expect(section.getByRole('heading', { name: 'Edit question 1 (saved as version 2)' })).toBeVisible();
  await form.getByRole('textbox', { name: 'Question (English)' }).fill('Do you hold a valid Class A CDL?');
  await form.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(section.getByText('Saved as version 2.')).toBeVisible();
  await expect(questions.first()).toContainText('Do you hold a valid Class A CDL?');
  await expect(questions.first()).toContainText('Version 2');

  // Now: the Class A question, the years, the endorsement; the endorsement is retired.
  await section.getByRole('button', { name: 'Retire question 3' }).click();
  await expect(questions.nth(2)).toContainText(ENDORSEMENT.textEn);
  await expect(questions.nth(2)).toContainText('Retired');
  await expectNoSeriousViolations(page, 'carriers page');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath(info, 'staff-companies-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await section.screenshot({ path: shotPath(info, 'staff-companies-phone') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);

  // What the wizard asks now: the new wording, the retired question left out.
  await page.goto(`/application/${code}`);
  await expect(questionGroup(page, 'Do you hold a valid Class A CDL?')).toBeVisible();
  await expect(page.getByRole('textbox', { name: YEARS.textEn, exact: true })).toBeVisible();
  await expect(page.getByText(ENDORSEMENT.textEn)).toHaveCount(0);
});
