// Ad hoc (not committed): screenshots of /staff/deliveries with failing mail and webhook rows, at 1280 and 390 px.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { chromium } from '@playwright/test';
import { startApp, freePort, fetchCsrfToken } from './scripts/support/app-process.mjs';
import { validApplicant, legacyApplicant } from './tests/fixtures/applicant.mjs';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'shots-'));
const env = { DATABASE_URL: `file:${dir}/a.db`, APPLICANT_DATA_KEY: '' };
const smtp = new SMTPServer({ logger: false, disabledCommands: ['STARTTLS', 'AUTH'], authOptional: true,
  onRcptTo(address, _s, cb) { cb(Object.assign(new Error('no'), { responseCode: 550 })); } });
await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
const smtpPort = smtp.server.address().port;
await run(process.execPath, ['scripts/staff-add.mjs', '--email', 'ada@x.test', '--role', 'admin'], { env: { ...process.env, ...env, STAFF_PASSWORD: 'shots-password-123' } });
await run(process.execPath, ['scripts/company-add.mjs', '--code', 'TSKIS', '--name', 'TSK Interstate Services LLC', '--address', '1 Yard Rd, Dallas, TX', '--notify', 'dispatch@tskis-freight-lines.test,hr.department@tskis-freight-lines.test'], { env: { ...process.env, ...env } });
const port = await freePort();
const app = await startApp({ ...env, APP_BASE_URL: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'hiring@tskis.test',
  OFFICE_NOTIFY_EMAILS: 'office@staffing.test', APPLICATION_WEBHOOK_URL: 'http://127.0.0.1:9/hook', APPLICATION_WEBHOOK_SECRET: 'x'.repeat(20), WEBHOOK_RETRY_BASE_MS: '60000', STAFF_SIGN_IN_RATE_LIMIT: 'off' }, { port });
const token = await fetchCsrfToken(app.baseUrl);
const headers = { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'X-XSRF-TOKEN': token, Origin: app.baseUrl };
for (const body of [validApplicant({ applicantName: 'Jane Driver' }), legacyApplicant({ compCode: 'other' })]) {
  const r = await fetch(`${app.baseUrl}/api/drivers`, { method: 'POST', headers, body: JSON.stringify(body) });
  console.log('submit', r.status);
}
await new Promise((r) => setTimeout(r, 3000));
try {
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [name, width] of [['desktop', 1280], ['phone', 390]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${app.baseUrl}/staff/login?next=/staff/deliveries`);
  await page.getByLabel('Email').fill('ada@x.test');
  await page.getByLabel('Password').fill('shots-password-123');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => url.pathname === '/staff/deliveries');
  await page.getByRole('heading', { name: 'Deliveries' }).waitFor();
  await page.screenshot({ path: `/tmp/mail-deliveries-${name}.png`, fullPage: true });
  await page.goto(`${app.baseUrl}/staff/companies?edit=TSKIS`);
  await page.getByRole('heading', { name: 'Change TSKIS' }).waitFor();
  await page.screenshot({ path: `/tmp/mail-companies-${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
} finally {
await app.stop();
smtp.close();
}
