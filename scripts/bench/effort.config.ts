import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';
import { ROOT_DIR } from '../../e2e/fixtures/paths';

/**
 * `npm run bench:effort` (scripts/bench-effort.mjs): the e2e setup (the built app on a fresh database, the SMTP
 * sink, Debian's Chromium) with only the effort walk, on the 390 px phone, one driver after another.
 */
const phone = base.projects!.find((project) => project.name === 'phone')!;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'effort.spec.ts',
  projects: [{ ...phone, name: 'phone', grep: undefined }],
  workers: 1,
  retries: 0,
  reporter: 'line',
  outputDir: '../../test-results/bench-effort',
  // The servers' commands are the repository's, run from its root rather than from this folder.
  webServer: [base.webServer ?? []].flat().map((server) => ({ ...server, cwd: ROOT_DIR })),
});
