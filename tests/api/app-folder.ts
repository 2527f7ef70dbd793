import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
/** Build output, dependencies and test artefacts: written by the build and the test runner, not by the app. */
const NOT_APP_STATE = new Set(['node_modules', '.next', '.git', 'test-results', 'playwright-report', 'screenshots', 'coverage']);

/**
 * Files under the app's folder changed since `since` (ms). An instance on PostgreSQL must write none: a serverless
 * host's disk is read-only or thrown away, and several instances cannot share it.
 */
export function filesWrittenSince(since: number, dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_APP_STATE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesWrittenSince(since, path);
    return statSync(path).mtimeMs >= since ? [path.slice(ROOT.length + 1)] : [];
  });
}
