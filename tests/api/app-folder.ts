import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
/** Build output, dependencies and test artefacts: written by the build and the test runner, not by the app. */
const NOT_APP_STATE = new Set(['node_modules', '.next', '.git', 'test-results', 'playwright-report', 'screenshots', 'coverage']);
/**
 * What another test suite writes into the folder on purpose while this one runs beside it (jest runs two at once):
 * scripts/migrations.test.ts checks that a relative `file:` URL lands in data/, with files named `jest-…`.
 */
const OTHER_SUITES_FILES = /^data\/jest-/;

/**
 * Files under the app's folder changed since `since` (ms). An instance on PostgreSQL must write none: a serverless
 * host's disk is read-only or thrown away, and several instances cannot share it.
 */
export function filesWrittenSince(since: number, dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_APP_STATE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesWrittenSince(since, path);
    const relative = path.slice(ROOT.length + 1);
    return statSync(path).mtimeMs >= since && !OTHER_SUITES_FILES.test(relative) ? [relative] : [];
  });
}
