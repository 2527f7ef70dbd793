// @ts-check
// `npm run bench:effort` (after `npm run build`): what a driver does to apply, walked in the browser to Finish on a
// 390 px phone (Chromium), for each driver of scripts/bench/effort.spec.ts: answers given, characters typed, taps,
// photos and signatures, counted from the walk's own actions. Prints the table of docs/performance.md ("Effort").
// Runs the e2e setup (the built app on a fresh database, the SMTP sink) on its own port: E2E_PORT, default 3190.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const scratch = mkdtempSync(join(tmpdir(), 'bench-effort-'));
const out = join(scratch, 'effort.json');
const run = spawnSync('npx', ['playwright', 'test', '--config', 'scripts/bench/effort.config.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, E2E_PORT: process.env.E2E_PORT ?? '3190', EFFORT_OUT: out },
});
/** @type {{ driver: string, answers: number, typed: number, taps: number, photos: number, signatures: number }[]} */
let rows = [];
try {
  rows = JSON.parse(readFileSync(out, 'utf8'));
} catch {
  // No figures: the walk failed, and Playwright said why above.
}
rmSync(scratch, { recursive: true, force: true });
if (run.status !== 0 || rows.length === 0) {
  console.error('bench:effort: the walk did not finish; no figures.');
  process.exit(1);
}

const first = rows.find((row) => row.driver === 'first-time');
const table = [
  '| driver | answers | characters typed | taps | photos | signature | typed vs. first-time |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map((row) => {
    const saved = first && row !== first ? `${row.typed - first.typed}` : '';
    return `| ${row.driver} | ${row.answers} | ${row.typed} | ${row.taps} | ${row.photos} | ${row.signatures} | ${saved} |`;
  }),
];
console.log(`\nEffort to apply, 390 px Chromium, walked to Finish:\n\n${table.join('\n')}\n`);
