import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from '@playwright/test';
import type { RunningApp } from '../scripts/support/app-process.mjs';
import { startSmtpSink, type SmtpSink } from '../tests/api/smtp-sink';
import { validApplicant } from '../tests/fixtures/applicant.mjs';
import { ROOT_DIR, SCREENSHOT_DIR } from './fixtures/paths';
import { fullPageScreenshotMidFlow } from './fixtures/screenshot';

/**
 * 49 CFR 391.23 end to end: a reviewer sends a request, the mail (a real SMTP server in this test)
 * holds the link, the employer opens it in a browser of its own, sees no SSN or date of birth, answers with one
 * accident and a verified positive drug test with its details; the application page then shows "Answered" with the
 * answers, the details among them, and the PDF of record holds them. Print request downloads the paper form. The same link is then refused, as is an altered one. Its own app instance, because it needs mail.
 */
test.describe.configure({ mode: 'serial' });

const REVIEWER = { email: 'rita.e2e@staff.test', name: 'Rita Reviewer', password: 'reviewer-password-22' };
const VIOLATION_DETAILS = 'Verified positive drug test on 03/02/2024; return-to-duty completed 05/10/2024, follow-up testing through 2026.';
let app: RunningApp;
let sink: SmtpSink;
let dir: string;
let numberId: number;

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'e2e-inquiries-'));
  const env = { DATABASE_URL: `file:${path.join(dir, 'app.db')}`, APPLICANT_DATA_KEY: '' };
  const run = (args: string[], extra: Record<string, string> = {}) =>
    execFileSync(process.execPath, args, { cwd: ROOT_DIR, env: { ...process.env, ...env, ...extra } });
  run(['scripts/company-add.mjs', '--code', 'TSKIS', '--name', 'TSK Interstate Services LLC', '--address', '1 Yard Rd, Dallas, TX 75201']);
  run(['scripts/staff-add.mjs', '--email', REVIEWER.email, '--name', REVIEWER.name, '--role', 'reviewer'], { STAFF_PASSWORD: REVIEWER.password });
  sink = await startSmtpSink();
  // Loaded as ES module at run time: Playwright compiles specs to CommonJS, where its import.meta would not parse.
  const { freePort, startApp } = await import('../scripts/support/app-process.mjs');
  const port = await freePort();
  app = await startApp({
    ...env, APP_BASE_URL: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'hiring@tskis.test',
    STAFF_SIGN_IN_RATE_LIMIT: 'off',
  }, { port });
});

test.afterAll(async () => {
  await app?.stop();
  await sink?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a reviewer sends a request, the employer answers through the mailed link, the page and the PDF show the answers', async ({ browser }) => {
  const staff = await browser.newContext({ baseURL: app.baseUrl });
  const page = await staff.newPage();
  // The applicant's submission, as the API takes it (the wizard has its own specs).
  await page.goto('/staff/login');
  const csrf = (await staff.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const submitted = await page.request.post('/api/drivers', { data: validApplicant({}), headers: { 'x-xsrf-token': csrf, origin: app.baseUrl } });
  expect(submitted.status()).toBe(201);
  numberId = (await submitted.json()).numberId;

  await page.getByLabel('Email').fill(REVIEWER.email);
  await page.getByLabel('Password').fill(REVIEWER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/staff$/);
  await page.goto(`/staff/applications/${numberId}`);
  const inquiry = page.getByRole('article', { name: 'Inquiry to Lone Star Freight' });
  await expect(inquiry.getByText('Not sent')).toBeVisible();
  await inquiry.getByLabel('Employer email').fill('safety@lonestar.test');
  await inquiry.getByRole('button', { name: 'Save contact' }).click();
  await expect(inquiry.getByText('Contact saved.')).toBeVisible();
  // Print request posts (it records the print), then the PDF it answers is downloaded.
  const printed = page.waitForEvent('download');
  await inquiry.getByRole('button', { name: 'Print request' }).click();
  const paper = await printed;
  expect(paper.suggestedFilename()).toBe(`inquiry-request-${numberId}-1.pdf`);
  const paperFile = path.join(dir, 'request.pdf');
  await paper.saveAs(paperFile);
  expect(execFileSync('pdftotext', [paperFile, '-']).toString()).toContain('Safety performance history request');
  await expect(inquiry.getByText('Request downloaded: print it for fax or mail.')).toBeVisible();
  await inquiry.getByRole('button', { name: 'Send request' }).click();
  await expect(inquiry.getByText('Request sent to safety@lonestar.test.')).toBeVisible();
  await expect(inquiry.getByText('Sent', { exact: true })).toBeVisible();

  await expect.poll(() => sink.received.filter((message) => message.rcptTo.includes('safety@lonestar.test')).length, { timeout: 20_000 }).toBe(1);
  const mail = sink.received.find((message) => message.rcptTo.includes('safety@lonestar.test'))!;
  const link = /http:\/\/\S+\/inquiries\/[A-Za-z0-9_-]{43}/.exec(mail.mail.text ?? '')![0];

  // The employer: a fresh browser context, no cookies of the office.
  const employerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const employer = await employerContext.newPage();
  // A link past its 30 days is refused: the inquiry's expiry moved into the past for one visit, then put back.
  const setExpiry = (value: string | null): string => {
    const db = new Database(path.join(dir, 'app.db'));
    try {
      const where = `"numberId" = ${numberId} AND "job" = 1`;
      const stored = (db.prepare(`SELECT "expiresAt" FROM "SafetyInquiry" WHERE ${where}`).get() as { expiresAt: string }).expiresAt;
      if (value !== null) db.prepare(`UPDATE "SafetyInquiry" SET "expiresAt" = ? WHERE ${where}`).run(value);
      return stored;
    } finally {
      db.close();
    }
  };
  const validUntil = setExpiry('2020-01-01T00:00:00.000+00:00');
  await employer.goto(link);
  await expect(employer.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  setExpiry(validUntil);

  await employer.goto(link);
  await expect(employer.getByRole('heading', { name: 'Safety performance history request' })).toBeVisible();
  await expect(employer.getByText('Jordan Rivers').first()).toBeVisible();
  const html = await employer.content();
  for (const secret of ['123-45-6789', '05/07/1990']) expect(html).not.toContain(secret);

  await employer.getByRole('radiogroup', { name: 'Did this driver work for you?' }).getByLabel('Yes').check();
  await employer.getByLabel('Employed from (MM/YYYY)').fill('01/2018');
  await employer.getByLabel('Employed to (MM/YYYY)').fill('10/2025');
  await employer.getByLabel('Position').fill('OTR Driver');
  await employer.getByRole('radiogroup', { name: 'Was the driver in any accident in the past three years?' }).getByLabel('Yes').check();
  await employer.getByRole('button', { name: 'Add an accident' }).click();
  const accident = employer.getByRole('group', { name: 'Accident 1' });
  await accident.getByLabel('Date (MM/DD/YYYY)').fill('04/12/2024');
  await accident.getByLabel('City and state').fill('Waco, TX');
  await accident.getByLabel('Injuries').fill('1');
  await accident.getByRole('radiogroup', { name: 'Was hazardous material released?' }).getByLabel('No').check();
  await employer.getByRole('radiogroup', { name: 'Was the job subject to DOT drug and alcohol testing?' }).getByLabel('Yes').check();
  for (const question of ['In the past three years, an alcohol test of 0.04 or more?',
    'A refusal to be tested (including an adulterated or substituted sample)?', 'Any other violation of DOT drug and alcohol rules?']) {
    await employer.getByRole('radiogroup', { name: question }).getByLabel('No').check();
  }
  await employer.getByRole('radiogroup', { name: 'A verified positive drug test?' }).getByLabel('Yes').check();
  await employer.getByRole('radiogroup', { name: 'Did the driver complete the return-to-duty process?' }).getByLabel('Yes').check();
  await employer.getByLabel('Details (dates, follow-up testing plan)').fill(VIOLATION_DETAILS);
  // A mistake first: the server's message shows beside the field.
  await employer.getByLabel('Your name').fill('Dana Cole');
  await employer.getByLabel('Your title').fill('Safety Manager');
  await employer.getByLabel('Phone').fill('(713) 555-0100');
  await employer.getByLabel('Email').fill('safety@');
  await employer.getByRole('button', { name: 'Send the answers' }).click();
  await expect(employer.getByText('Your email: enter an address like name@example.com.')).toBeVisible();
  await expect(employer.getByText('Certify that the answers are true and complete.')).toBeVisible();
  await fullPageScreenshotMidFlow(employer, path.join(SCREENSHOT_DIR, 'inquiries-employer-phone-refused.png'));
  // Corrected answers lose their messages at once, so none on screen claims a corrected field is still wrong.
  await employer.getByLabel('Email').fill('safety@lonestar.test');
  await expect(employer.getByText('Your email: enter an address like name@example.com.')).toBeHidden();
  await employer.getByRole('checkbox', { name: /I certify/ }).check();
  await expect(employer.getByText('Certify that the answers are true and complete.')).toBeHidden();
  await fullPageScreenshotMidFlow(employer, path.join(SCREENSHOT_DIR, 'inquiries-employer-phone.png'));
  const answered = employer.waitForResponse((response) => response.url().endsWith('/api/inquiries/answers') && response.request().method() === 'POST');
  await employer.getByRole('button', { name: 'Send the answers' }).click();
  expect((await answered).status()).toBe(201);
  await expect(employer.getByText(/Thank you: your answers were sent/)).toBeVisible();
  // The same answers sent again on the same link are refused.
  const employerCsrf = (await employerContext.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const again = await employer.request.post(`${app.baseUrl}/api/inquiries/answers`, {
    data: (await answered).request().postDataJSON(), headers: { 'x-xsrf-token': employerCsrf, origin: app.baseUrl },
  });
  expect(again.status(), await again.text()).toBe(409);

  // The same link again: already answered; an altered one: not valid.
  await employer.goto(link);
  await expect(employer.getByRole('heading', { name: 'Already answered' })).toBeVisible();
  const altered = link.slice(0, -1) + (link.endsWith('A') ? 'B' : 'A');
  await employer.goto(altered);
  await expect(employer.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();

  await page.reload();
  await expect(inquiry.getByText('Answered', { exact: true })).toBeVisible();
  await expect(inquiry.getByText('04/12/2024, Waco, TX: 1 injured, 0 killed, hazmat released: No')).toBeVisible();
  // The employer's own words about the violation, beside the other answers (the PDF of record prints them too).
  await expect(inquiry.getByRole('definition').filter({ hasText: VIOLATION_DETAILS })).toBeVisible();
  await inquiry.screenshot({ path: path.join(SCREENSHOT_DIR, 'inquiries-staff-answered-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await inquiry.screenshot({ path: path.join(SCREENSHOT_DIR, 'inquiries-staff-answered-phone.png') });

  const pdf = await page.request.get(`/staff/applications/${numberId}/pdf`);
  expect(pdf.status()).toBe(200);
  const pdfFile = path.join(dir, 'record.pdf');
  writeFileSync(pdfFile, await pdf.body());
  const text = execFileSync('pdftotext', [pdfFile, '-']).toString();
  expect(text).toContain('Safety performance history');
  expect(text).toContain('Waco, TX');
  expect(text).toContain('Dana Cole, Safety Manager');
  expect(text.replace(/\s+/g, ' ')).toContain(VIOLATION_DETAILS);

  const db = new Database(path.join(dir, 'app.db'), { readonly: true });
  const actions = db.prepare(`SELECT "action" FROM "AuditEvent" WHERE "numberId" = ? AND "action" LIKE 'inquiry-%' ORDER BY "id"`).all(numberId);
  db.close();
  expect(actions.map((row) => (row as { action: string }).action)).toEqual([
    'inquiry-contact-saved', 'inquiry-printed', 'inquiry-sent', 'inquiry-viewed-by-employer', 'inquiry-answered',
  ]);
  await employerContext.close();
  await staff.close();
});
