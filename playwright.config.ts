import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL, E2E_CRON_SECRET, E2E_DATABASE_URL, E2E_PORT, E2E_SMTP_PORT, E2E_SUBMISSIONS_PER_MINUTE, MAIL_DIR } from './e2e/fixtures/paths';

/**
 * Debian's chromium-headless-shell, the build Playwright itself runs headless tests in: without the full browser's
 * UI layers it spent about a quarter less CPU on this suite than /usr/bin/chromium (docs/performance.md), which is
 * still used where the shell is not installed.
 */
const CHROMIUM_PATH = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

/**
 * End-to-end tests against the BUILT app (`npm test` runs `next build` first; or run `npx next build` yourself).
 * Debian's Chromium is used as is: never `npx playwright install` (no network here).
 *
 * Projects: "desktop" runs every spec except those tagged @phone-only; "phone" runs only the specs whose point is
 * the phone itself, tagged @phone or @phone-only: the layout at 390 px (every step, the menu, the staff pages, the
 * whole application in Spanish, whose words are the longest) and the finger (the signature pad, the happy path signed
 * by touch). Behaviour that does not depend on the screen is tested once, on the desktop; where its pages must also
 * be seen at 390 px (the dashboard, the DQ file), the desktop run narrows the viewport (photographAtBothWidths).
 */
const chromium = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Artifacts go below test-results/ but not into it directly: Playwright empties outputDir at the start of a run,
  // and test-results/e2e.db may belong to a server that is being reused.
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Four browsers on two cores: a spec spends most of its time waiting for the page and the server (a run on the
  // 2-core machine kind used about a quarter of its CPU with two workers), so more of them overlap their waits.
  workers: 4,
  // Walking through eleven steps takes 10–30 s on two busy cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // Tracing doubles the run time here: record it for the retry on CI; locally add `--trace on` when debugging.
    trace: 'on-first-retry',
    // Steps open without their sliding animation, as for a device set to reduce motion (the app honours it):
    // every walk through the wizard waits for eleven fewer transitions. e2e/reduced-motion.spec.ts checks both
    // settings explicitly.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // The phone's project first: the runner takes tests in the projects' order, and the phone's two whole walks (the
  // happy path, the Spanish application; ~30 s each) taken last kept one or two workers busy alone at the end.
  projects: [
    {
      name: 'phone',
      grep: /@phone/,
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } },
    },
  ],
  webServer: [
    {
      // A real mail server for the run: what the app sends lands in MAIL_DIR (e2e/support/smtp-sink.mjs).
      command: 'node e2e/support/smtp-sink.mjs',
      port: E2E_SMTP_PORT,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), MAIL_DIR },
    },
    {
      // Fresh database, then `npm start` (migrations + `next start`) on the built app.
      command: 'node e2e/support/reset-db.mjs && npm start',
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        DATABASE_URL: E2E_DATABASE_URL,
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(E2E_PORT),
        // Two workers sign staff in again and again from 127.0.0.1; the limit itself has its own API test.
        STAFF_SIGN_IN_RATE_LIMIT: '1000/minute',
        // Likewise for applications; submit.spec.ts uses up one made-up client IP's minute to see the wizard's 429,
        // naming that client with X-Forwarded-For, which the server believes for one hop.
        SUBMISSION_RATE_LIMIT: `${E2E_SUBMISSIONS_PER_MINUTE}/minute`,
        // Every wizard that passes step 4 uploads its documents from 127.0.0.1.
        DOCUMENT_RATE_LIMIT: '1000/minute',
        TRUST_PROXY: '1',
        // Resume links ("Save and finish later") are built from the configured address, never from the request.
        APP_BASE_URL: BASE_URL,
        // Mail goes to the run's own SMTP server ("Email me the link" in resume.spec.ts; receipts).
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        MAIL_FROM: 'Hiring <hiring@e2e.test>',
        // Every spec's applicant has the fixture's one address; the receipt limit itself has its own API test.
        RECEIPT_RATE_LIMIT: 'off',
        // The cron routes: e2e/draft-reminders.spec.ts calls the reminders', e2e/dq-file.spec.ts the DQ digest's with a
        // later `now` to move the clock.
        CRON_SECRET: E2E_CRON_SECRET,
        OFFICE_TIME_ZONE: 'America/Chicago',
      },
    },
  ],
});
