import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The short versions of `npm run drill` (scripts/drill.mjs --quick): load, fast-check fuzz of bodies, headers,
 * cookies and query strings, kill -9 durability, SIGTERM under load, and PostgreSQL down/up when configured.
 * Each drill starts the built app on its own scratch database and checks its own figures.
 * @long-running: four or five drills, each starting the app anew (~35 s).
 */
const ROOT = join(__dirname, '../..');
const drills = ['load', 'fuzz', 'kill', 'sigterm', ...(process.env.TEST_POSTGRES_URL ? ['postgres'] : [])];
if (!process.env.TEST_POSTGRES_URL) console.warn('PostgreSQL down/up drill skipped: set TEST_POSTGRES_URL');

describe('operations drills (quick)', () => {
  it.each(drills)('%s', async (drill) => {
    const run = await promisify(execFile)(process.execPath, ['scripts/drill.mjs', '--quick', '--only', drill], {
      cwd: ROOT,
      timeout: 240_000,
    }).catch((error: { stdout?: string; stderr?: string }) => error);
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
    console.log(output);
    expect(output).toContain('All drills passed.');
  }, 250_000);
});
