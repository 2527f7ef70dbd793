import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { sqliteAppPerSuite, startApp, type RunningApp } from './app-server';
import { StaffClient, submitApplication } from './staff-client';

/**
 * Backups of the embedded SQLite database: `npm run db:backup` while submissions keep arriving, then a restore as
 * the README describes it (copy the file and its key beside each other, start the app): every application
 * acknowledged before the backup began is in the copy, and the copy is a sound database the app starts on.
 */
const ROOT = join(__dirname, '../..');
const run = promisify(execFile);

describe('npm run db:backup on SQLite', () => {
  const suite = sqliteAppPerSuite();
  let restored: RunningApp | undefined;
  const restoreDir = mkdtempSync(join(tmpdir(), 'driver-app-restore-'));

  afterAll(async () => {
    await restored?.stop();
    rmSync(restoreDir, { recursive: true, force: true });
  });

  it('copies a consistent database under load, and the restored copy holds every application acknowledged before', async () => {
    const applicant = await new StaffClient(suite.app.baseUrl).open();
    const acknowledged: { numberId: number; at: number }[] = [];
    let stop = false;
    // Four applicants submitting without pause while the backup runs.
    const load = Array.from({ length: 4 }, async (_, worker) => {
      for (let n = 0; !stop; n++) {
        const numberId = await submitApplication(applicant, { applicantName: `Load ${worker}-${n}` });
        acknowledged.push({ numberId, at: Date.now() });
      }
    });
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    // Into a folder that does not exist yet, as the README's `backups/…` example is in a fresh clone.
    const backupFile = join(restoreDir, 'backups', 'backup.db');
    const startedAt = Date.now();
    const { stdout } = await run(process.execPath, ['scripts/db-backup.mjs', backupFile], {
      cwd: ROOT,
      env: { ...process.env, ...suite.database.env },
    });
    const beforeBackup = acknowledged.filter((entry) => entry.at < startedAt).map((entry) => entry.numberId);
    stop = true;
    await Promise.all(load);
    expect(stdout).toMatch(/^Backed up \d+ applications to .*backup\.db\.\nKeep the key file .*applicant-data\.key with it/);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600); // the copy is readable by its owner only

    // Restore: the copy and the key file side by side, under the database's name, and the app started on it.
    const restoredFile = join(restoreDir, 'restored', 'applications.db');
    mkdirSync(join(restoreDir, 'restored'));
    copyFileSync(backupFile, restoredFile);
    copyFileSync(join(suite.database.env.DATABASE_URL!.slice('file:'.length), '..', 'applicant-data.key'), join(restoreDir, 'restored', 'applicant-data.key'));
    const copy = new Database(restoredFile, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set((copy.prepare('SELECT "numberId" FROM "Applicant"').pluck().all() as number[]));
      expect(beforeBackup.length).toBeGreaterThanOrEqual(20);
      expect(beforeBackup.filter((numberId) => !stored.has(numberId))).toEqual([]);
    } finally {
      copy.close();
    }
    restored = await startApp({ DATABASE_URL: `file:${restoredFile}`, APPLICANT_DATA_KEY: '' });
    expect(restored.output()).toContain('Database is up to date');
    const after = await new StaffClient(restored.baseUrl).open();
    expect(await submitApplication(after, { applicantName: 'After Restore' })).toBeGreaterThan(Math.max(...beforeBackup));
  }, 120_000);

  it('never overwrites a file, and points PostgreSQL users to pg_dump', async () => {
    const existing = join(restoreDir, 'backups', 'backup.db');
    await expect(run(process.execPath, ['scripts/db-backup.mjs', existing], { cwd: ROOT, env: { ...process.env, ...suite.database.env } }))
      .rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('a backup never overwrites one') });
    await expect(
      run(process.execPath, ['scripts/db-backup.mjs', join(restoreDir, 'x.db')], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: 'postgresql://app@db.internal:5432/drivers' },
      }),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') });
  });
});
