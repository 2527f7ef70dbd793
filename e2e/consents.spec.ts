import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import type { ConsentConfig } from '@/lib/consents/consent-config';
import { addressStates, consentsToSign } from '@/lib/consents/consents-to-sign';
import { shownConsent } from '@/lib/consents/shown-consent';
import { CONSENT_TEXTS } from '@/lib/consents/texts/published-consent-texts';
import { validApplicant } from '../tests/fixtures/applicant.mjs';
import { monthsAgo, uniqueTag } from './fixtures/applicant';
import { storedApplicants } from './fixtures/db';
import { text } from './fixtures/language';
import { BASE_URL, E2E_DB_FILE, SCREENSHOT_DIR } from './fixtures/paths';
import { drawSignature } from './fixtures/signature';
import { signInAs, staffAccount } from './fixtures/staff';
import { expectNoSeriousViolations } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';
import { Wizard } from './fixtures/wizard';

/**
 * The background-check consents of step 11 (docs/consents.md) as an applicant meets them: listed before the
 * signature by the carrier's choices and the states of step 1's addresses, each opened on a screen of its own with
 * its own box, the FCRA disclosure holding nothing but the disclosure, a carrier's own wording shown and signed,
 * Finish refused while one is missing, every consent agreed to again in Spanish after a switch of language (PSP with
 * the FMCSA's English beneath the translation); each screen photographed at 390 px.
 */
const EN = CONSENT_TEXTS.en;
const ES = CONSENT_TEXTS.es;
const WAIVER_WORDS = /\b(release|releases|waive|waiver|hold harmless)\b/i;
const COUNSEL_TITLE = 'Clearinghouse limited-query consent (counsel’s wording)';

/** The carrier of this test: PSP asked, its consumer reporting agency named, its counsel's own Clearinghouse consent. */
async function carrierWithConsents(page: Page, code: string, adminIndex: number, jobStates: string[] = []): Promise<void> {
  await signInAs(page, staffAccount('admin', adminIndex));
  const token = decodeURIComponent((await page.context().cookies(BASE_URL)).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const post = async (url: string, data: object) => {
    const response = await page.request.post(url, { data, headers: { 'X-XSRF-TOKEN': token, Origin: BASE_URL } });
    expect(response.status(), await response.text()).toBeLessThan(300);
  };
  await post('/api/staff/companies', { code, legalName: 'Consent Freight LLC', address: '10 Harbor Way, Long Beach, CA 90802' });
  await post('/api/staff/companies/consents', {
    code, askPsp: true, askClearinghouse: true, jobStates,
    agencyName: 'Acme Screening LLC', agencyAddress: '1 Report Rd, Austin, TX 78701', agencyPhone: '(512) 555-0100', agencyWebsite: 'https://acme-screening.example',
  });
  await post('/api/staff/companies/consent-texts', {
    code, consent: 'clearinghouse-limited-query',
    en: { title: COUNSEL_TITLE, agree: 'I give this consent.', body: 'I consent to limited queries of the Clearinghouse by {carrierName} for as long as I work for it.' },
  });
}

/** The dialog's own words (no other part of the page). */
const wordsOf = async (dialog: Locator) => (await dialog.innerText()).replace(/\s+/g, ' ');

test('step 11 lists the consents due, each on a screen of its own, the FCRA disclosure alone; all agreed as shown before Finish', async ({
  page,
  browser,
  wizard,
  minimalApplicant,
  submissions,
}, testInfo) => {
  test.slow();
  const code = `CNS${uniqueTag().slice(-6).toUpperCase()}`;
  const staff = await browser.newPage();
  await carrierWithConsents(staff, code, testInfo.parallelIndex);
  await staff.close();
  const file = (name: string) => path.join(SCREENSHOT_DIR, `consents-${testInfo.project.name}-${name}.png`);
  const shot = (name: string) => page.screenshot({ path: file(name), fullPage: true });
  /** A consent's screen (a dialog over the page, full screen on a phone): its top, then scrolled to its boxes. */
  const screenShots = async (name: string) => {
    // Once the dialog has finished fading in (an earlier one fading out would show through).
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const content = page.getByRole('dialog').locator('.MuiDialogContent-root');
    await content.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({ path: file(`${name}-top`) });
    await content.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.screenshot({ path: file(`${name}-end`) });
  };

  // Lives in California since 20 months, lived in New York before: both notices are due, no other state's.
  const applicant = {
    ...minimalApplicant,
    address: { street: '1 Ocean Ave', city: 'Santa Monica', state: 'CA', zip: '90401', movedIn: monthsAgo(20) },
    previousAddresses: [{ street: '5 Main St', city: 'Albany', state: 'NY', zip: '12207', movedIn: monthsAgo(60) }],
  };
  await wizard.openAtStep(11, applicant, code);
  await expect(wizard.heading).toHaveText('Driver Application Consent Freight LLC');

  const list = wizard.consentList;
  const expected = [
    EN['fcra-disclosure'].title,
    EN['fcra-authorization'].title,
    EN['fcra-summary-of-rights'].title,
    EN['state-ca'].title,
    EN['state-ny'].title,
    EN['psp-disclosure-authorization'].title,
    COUNSEL_TITLE,
  ];
  await expect(list.getByRole('listitem')).toHaveCount(expected.length);
  for (const [index, title] of expected.entries()) await expect(list.getByRole('listitem').nth(index)).toContainText(title);
  for (const other of ['state-mn', 'state-ok', 'state-wa', 'state-nj', 'state-ma'] as const) await expect(list).not.toContainText(EN[other].title);
  await shot('step11-desktop');

  // Finish with the boxes and the signature but no consent: refused, and the first consent to agree to has the focus.
  await wizard.acceptSignatureTerms();
  await drawSignature(page, wizard.signaturePad, wizard.pointer);
  await wizard.finishButton.click();
  await wizard.expectStep(11);
  await expect(list.getByText(text('en', 'Consents.required'))).toBeVisible();
  await expectNoSeriousViolations(page, 'step 11 with consents missing');
  await expect(wizard.consentOpenButtons.first()).toBeFocused();
  expect(submissions).toHaveLength(0);

  // A consent's screen on a computer: a dialog over the step.
  await wizard.consentOpenButtons.nth(2).click();
  await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText(EN['state-ca'].title);
  await screenShots('desktop-screen-state-ca');
  await expectNoSeriousViolations(page, 'a consent screen');
  await page.getByRole('dialog').getByRole('button', { name: text('en', 'Consents.backToList') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot('step11-phone');
  await list.screenshot({ path: file('list-phone') });

  // The FCRA disclosure, read as a document: one heading, one box (its own), no waiver, no other document.
  await wizard.consentOpenButtons.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveCount(1);
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(EN['fcra-disclosure'].title);
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await expect(dialog.getByRole('checkbox', { name: 'I have read this disclosure.', exact: true })).not.toBeChecked();
  const disclosure = await wordsOf(dialog);
  expect(disclosure).not.toMatch(WAIVER_WORDS);
  for (const other of expected.slice(1).filter((title) => title !== EN['fcra-summary-of-rights'].title)) expect(disclosure).not.toContain(other);
  expect(disclosure).toContain('Consent Freight LLC may obtain one or more consumer reports about you');
  await screenShots('screen-fcra-disclosure');
  // The summary of rights, linked from it, opens in its place and leads back.
  await dialog.getByRole('button', { name: EN['fcra-summary-of-rights'].title }).click();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(EN['fcra-summary-of-rights'].title);
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await screenShots('screen-fcra-summary-of-rights');
  await dialog.getByRole('button', { name: text('en', 'Consents.backToDisclosure') }).click();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(EN['fcra-disclosure'].title);
  await dialog.getByRole('button', { name: text('en', 'Consents.backToList') }).click();

  // Every consent, each on its own screen: the California notice names the agency and its request box starts unchecked.
  const titles = await wizard.agreeToConsents(async (title) => {
    const screen = page.getByRole('dialog');
    if (title === EN['state-ca'].title) {
      await expect(screen).toContainText('Acme Screening LLC, 1 Report Rd, Austin, TX 78701. Telephone: (512) 555-0100.');
      await expect(screen.getByRole('checkbox', { name: EN['state-ca'].request! })).not.toBeChecked();
    }
    if (title === COUNSEL_TITLE) await expect(screen).toContainText('I consent to limited queries of the Clearinghouse by Consent Freight LLC');
    await screenShots(`screen-${expected.indexOf(title)}`);
  });
  expect(titles).toEqual(expected.filter((title) => title !== EN['fcra-summary-of-rights'].title));

  // The applicant switches to Spanish on step 11: each consent now shows its Spanish text, and a box checked under
  // the English text no longer counts: what is signed is what is shown.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation').getByRole('button', { name: 'Español' }).click();
  const spanish = new Wizard(page, 'mouse', 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Five of six: the carrier's Clearinghouse wording has no Spanish, so the same English text, agreed, stays agreed.
  await expect(spanish.consentList.getByText(text('es', 'Consents.notAgreed'), { exact: true })).toHaveCount(5);
  await expect(spanish.consentList).toContainText(ES['fcra-disclosure'].title);
  let spanishScreen = 0;
  const spanishTitles = await spanish.agreeToConsents(async (title) => {
    const screen = page.getByRole('dialog');
    if (title === ES['psp-disclosure-authorization'].title) {
      // Our translation, then the FMCSA's English, which governs; one box agrees to both.
      await expect(screen.getByRole('heading', { name: text('es', 'Consents.officialHeading') })).toBeVisible();
      await expect(screen).toContainText('I authorize Consent Freight LLC ("Prospective Employer") to access the FMCSA Pre-Employment Screening Program');
      await expect(screen.getByRole('checkbox')).toHaveCount(1);
      await expect(screen.getByRole('checkbox', { name: 'Acepto', exact: true })).toBeChecked();
    }
    // The carrier's wording exists in English only: shown so, and said so.
    if (title === COUNSEL_TITLE) await expect(screen).toContainText(text('es', 'Consents.englishOnly'));
    await screenShots(`es-screen-${spanishScreen++}`);
  });
  expect(spanishTitles).toEqual([ES['fcra-disclosure'], ES['fcra-authorization'], ES['state-ca'], ES['state-ny'], ES['psp-disclosure-authorization']].map((doc) => doc.title).concat(COUNSEL_TITLE));

  await spanish.finishButton.click();
  await expect(spanish.dialog('Information')).toContainText(text('es', 'SubmitDialog.submittedText'));
  expect(submissions).toHaveLength(1);
  const [row] = storedApplicants(applicant.name);
  const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const consents = db
      .prepare('SELECT "consent", "source", "textVersion", "textLanguage", "officialVersion", "englishFallback", "requestedCopy" FROM "ApplicantConsent" WHERE "numberId" = ? ORDER BY "position"')
      .all(row!.numberId) as Record<string, unknown>[];
    expect(consents.map((consent) => [consent.consent, consent.textVersion])).toEqual([
      ['fcra-disclosure', ES['fcra-disclosure'].version],
      ['fcra-authorization', ES['fcra-authorization'].version],
      ['state-ca', ES['state-ca'].version],
      ['state-ny', ES['state-ny'].version],
      ['psp-disclosure-authorization', ES['psp-disclosure-authorization'].version],
      ['clearinghouse-limited-query', `carrier/${code}/clearinghouse-limited-query/1`],
    ]);
    expect(consents[4]).toMatchObject({ officialVersion: EN['psp-disclosure-authorization'].version });
    expect(consents[5]).toMatchObject({ source: 'carrier', textLanguage: 'en', englishFallback: 1 });
    expect(consents[2]).toMatchObject({ requestedCopy: 0 });
  } finally {
    db.close();
  }
});

test("a carrier's job states add their notices for every applicant: the other five states' screens at 390 px", async ({ page, browser, wizard, minimalApplicant, submissions }, testInfo) => {
  test.slow();
  const code = `CNJ${uniqueTag().slice(-6).toUpperCase()}`;
  const staff = await browser.newPage();
  await carrierWithConsents(staff, code, testInfo.parallelIndex, ['MN', 'OK', 'WA', 'NJ', 'MA']);
  await staff.close();
  await page.setViewportSize({ width: 390, height: 844 });
  // A Texan applicant: the notices come from where the carrier's jobs are, not from the addresses.
  await wizard.openAtStep(11, minimalApplicant, code);
  const notices = ['state-mn', 'state-ok', 'state-wa', 'state-nj', 'state-ma'] as const;
  for (const notice of notices) await expect(wizard.consentList).toContainText(EN[notice].title);
  for (const other of ['state-ca', 'state-ny'] as const) await expect(wizard.consentList).not.toContainText(EN[other].title);
  await wizard.agreeToConsents(async (title) => {
    const notice = notices.find((candidate) => EN[candidate].title === title);
    if (!notice) return;
    const screen = page.getByRole('dialog');
    // Minnesota and Oklahoma ask whether to send a free copy: a box of its own, unchecked until the applicant checks it.
    await expect(screen.getByRole('checkbox')).toHaveCount(EN[notice].request ? 2 : 1);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const content = screen.locator('.MuiDialogContent-root');
    // Read at 390 px without sideways scrolling: neither the page nor the notice's own scroller is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${notice}: the page at 390 px`).toBeLessThanOrEqual(0);
    expect(await content.evaluate((element) => element.scrollWidth - element.clientWidth), `${notice}: the notice at 390 px`).toBeLessThanOrEqual(0);
    const file = (part: string) => path.join(SCREENSHOT_DIR, `consents-${testInfo.project.name}-${notice}-${part}.png`);
    await content.evaluate((element) => element.scrollTo(0, 0));
    await page.screenshot({ path: file('top') });
    await content.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await page.screenshot({ path: file('end') });
  });
  await drawSignature(page, wizard.signaturePad, wizard.pointer);
  await wizard.acceptSignatureTerms();
  await wizard.finishButton.click();
  await expect(wizard.dialog('Information')).toContainText('CDL application submitted.');
  expect(submissions).toHaveLength(1);
});

test("the office reads each application's consents, downloads them alone, and sets a carrier's consents", async ({ page }, testInfo) => {
  const code = `CNO${uniqueTag().slice(-6).toUpperCase()}`;
  await carrierWithConsents(page, code, testInfo.parallelIndex);
  const token = decodeURIComponent((await page.context().cookies(BASE_URL)).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const file = (name: string) => path.join(SCREENSHOT_DIR, `consents-office-${testInfo.project.name}-${name}.png`);

  // Two applications through the API: one with its consents (as the wizard sends them), one from an older client.
  const name = `Olive Office ${uniqueTag()}`;
  const answers = validApplicant({ applicantName: name, compCode: code, state: 'MN', movedIn: monthsAgo(60) });
  const config = (await (await page.request.get(`/api/consents/${code}`)).json()) as ConsentConfig;
  const consents = consentsToSign(config.choices, addressStates([answers.state])).map((consent) => {
    const shown = shownConsent(consent, 'en', code, config.carrierTexts);
    return { consent, version: shown.text.version, agreedAt: new Date().toISOString(), ...(shown.text.request && { requestedCopy: true }) };
  });
  const post = (data: object) => page.request.post('/api/drivers', { data, headers: { 'X-XSRF-TOKEN': token, Origin: BASE_URL } });
  const signed = await post({ ...answers, consents });
  expect(signed.status(), await signed.text()).toBe(201);
  const numberId = ((await signed.json()) as { numberId: number }).numberId;
  const older = `Otto Older ${uniqueTag()}`;
  expect((await post(validApplicant({ applicantName: older, compCode: code }))).status()).toBe(201);

  await page.goto(`/staff?q=${encodeURIComponent(older)}`);
  await expect(page.getByRole('row', { name: new RegExp(older) })).toContainText('Consents not on file');
  await page.goto(`/staff?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('row', { name: new RegExp(name) })).not.toContainText('Consents not on file');

  await page.goto(`/staff/applications/${numberId}`);
  const section = page.getByRole('region', { name: 'Background check consents' });
  for (const consent of ['fcra-disclosure', 'fcra-authorization', 'state-mn', 'psp-disclosure-authorization'] as const) {
    await expect(section.getByRole('heading', { name: EN[consent].title, exact: true })).toBeVisible();
    await expect(section).toContainText(EN[consent].version);
  }
  await expect(section).toContainText(`carrier/${code}/clearinghouse-limited-query/1`);
  await expect(section).toContainText('Requested (box checked): send a copy');
  await expect(page.getByText('Integrity: verified')).toBeVisible();
  await section.screenshot({ path: file('application-section') });
  await expectNoSeriousViolations(page, 'the application page');
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download consents (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`driver-application-${numberId}-consents.pdf`);

  await page.goto(`/staff/companies/${code}/consents`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consents — Consent Freight LLC');
  await expect(page.getByRole('checkbox', { name: /PSP disclosure and authorization/ })).toBeChecked();
  await expect(page.getByRole('region', { name: EN['clearinghouse-limited-query'].title })).toContainText("Shown now: the carrier's wording, version 1 (English only)");
  await page.screenshot({ path: file('carrier-desktop'), fullPage: true });
  // A new version of the carrier's wording starts from the current one.
  const clearinghouse = page.getByRole('region', { name: EN['clearinghouse-limited-query'].title });
  await clearinghouse.getByRole('button', { name: 'Change the wording' }).click();
  await expect(clearinghouse.getByRole('textbox', { name: 'English title' })).toHaveValue(COUNSEL_TITLE);
  await expect(clearinghouse.getByRole('button', { name: 'Save as version 2' })).toBeVisible();
  await clearinghouse.screenshot({ path: file('carrier-text-form') });
  await expectNoSeriousViolations(page, "a carrier's consents");
  // Saved through the page's own forms: the wording as version 2, and the settings without PSP, both kept on reload.
  await clearinghouse.getByRole('textbox', { name: 'English title' }).fill(`${COUNSEL_TITLE}, revised`);
  await clearinghouse.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(clearinghouse.getByRole('alert')).toHaveText('Saved as version 2.');
  await expect(clearinghouse).toContainText("Shown now: the carrier's wording, version 2 (English only)");
  const settings = page.getByRole('form', { name: 'Consent settings' });
  await settings.getByRole('checkbox', { name: /PSP disclosure and authorization/ }).uncheck();
  await settings.getByRole('button', { name: 'Save consent settings' }).click();
  await expect(settings.getByRole('alert')).toHaveText('Saved. The next applicant of this carrier signs these.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /PSP disclosure and authorization/ })).not.toBeChecked();
  await expect(page.getByRole('region', { name: EN['clearinghouse-limited-query'].title })).toContainText(`${COUNSEL_TITLE}, revised`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: file('carrier-phone'), fullPage: true });
  await page.goto(`/staff/applications/${numberId}`);
  await section.screenshot({ path: file('application-section-phone') });
});

test("a carrier's text changed while the page is open: Finish names it to read again, keeps every answer, and goes through once agreed again", async ({
  page,
  browser,
  wizard,
  minimalApplicant,
  submissions,
}, testInfo) => {
  test.slow();
  const code = `CNC${uniqueTag().slice(-6).toUpperCase()}`;
  const staff = await browser.newPage();
  await carrierWithConsents(staff, code, testInfo.parallelIndex);
  await wizard.openAtStep(11, minimalApplicant, code);
  await wizard.sign();

  // Meanwhile the carrier's counsel rewrites its Clearinghouse consent.
  const revisedTitle = 'Clearinghouse limited-query consent (revised)';
  const token = decodeURIComponent((await staff.context().cookies(BASE_URL)).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const saved = await staff.request.post('/api/staff/companies/consent-texts', {
    headers: { 'X-XSRF-TOKEN': token, Origin: BASE_URL },
    data: { code, consent: 'clearinghouse-limited-query', en: { title: revisedTitle, agree: 'I give this consent.', body: 'Revised words: {carrierName} may run limited queries of the Clearinghouse.' } },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await staff.close();

  // Finish: refused by the server, and step 11 says which text changed; no "could not send" dialog.
  await wizard.finishButton.click();
  const list = wizard.consentList;
  await expect(list.getByText(text('en', 'Consents.textChanged').replace('{titles}', `“${revisedTitle}”`))).toBeVisible();
  await expect(list).toBeFocused();
  expect(submissions).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await wizard.expectStep(11);
  // Only that consent is to agree to again; the others, the boxes and the signature are as the applicant left them.
  await expect(list.getByText(text('en', 'Consents.notAgreed'), { exact: true })).toHaveCount(1);
  await expect(list.getByRole('listitem').filter({ hasText: revisedTitle })).toContainText(text('en', 'Consents.notAgreed'));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `consents-${testInfo.project.name}-text-changed.png`), fullPage: true });

  await list.getByRole('button', { name: `${text('en', 'Consents.open')} ${revisedTitle}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Revised words: Consent Freight LLC may run limited queries of the Clearinghouse.');
  await dialog.getByRole('checkbox').last().check();
  await dialog.getByRole('button', { name: text('en', 'Consents.backToList') }).click();
  await wizard.finishButton.click();
  await expect(wizard.dialog('Information')).toContainText('CDL application submitted.');
  expect(submissions).toHaveLength(2);

  // Stored with every answer typed before, and the revised text as agreed to.
  const [row] = storedApplicants(minimalApplicant.name);
  expect(row).toBeDefined();
  const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const consent = db.prepare('SELECT "textVersion" FROM "ApplicantConsent" WHERE "numberId" = ? AND "consent" = ?').get(row!.numberId, 'clearinghouse-limited-query');
    expect(consent).toEqual({ textVersion: `carrier/${code}/clearinghouse-limited-query/2` });
  } finally {
    db.close();
  }
});
