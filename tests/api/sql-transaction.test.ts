import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * The submission's transaction on SQLite runs synchronously on the Prisma client's own connection
 * (lib/server/sql-transaction.ts). Rows it writes must read back exactly as Prisma's own; a throw between steps must
 * leave nothing; and it must never slip into a Prisma transaction that holds the connection, where it would commit or
 * roll back with someone else's statements. Observed by sql-transaction-probe.ts in a Node process of its own.
 */
type Observed = {
  written: Record<'direct' | 'throughPrisma' | 'blank', Record<string, unknown>>;
  modelAt: string;
  read: Record<string, unknown>;
  rolledBack: Record<'direct' | 'throughPrisma', { error: string; changes: number }>;
  whileHeld: { holder: string; ours: string };
  bodies: (string | null)[];
};

describe('one transaction of raw statements on the app’s SQLite client', () => {
  let folder: string;
  let observed: Observed;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'sql-transaction-'));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', './scripts/support/register-ts.mjs', 'tests/api/sql-transaction-probe.ts', join(folder, 'test.db')],
      { cwd: join(__dirname, '../..'), env: { ...process.env, DATABASE_URL: undefined } },
    );
    observed = JSON.parse(stdout) as Observed;
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('stores each value exactly as Prisma does, and Prisma reads the moment back', () => {
    const { direct, throughPrisma, blank } = observed.written;
    expect(direct).toEqual(throughPrisma);
    expect(direct).toEqual({
      body: 'Łukasz Nguyễn',
      bodyType: 'text',
      done: '1',
      doneType: 'integer',
      at: '2026-11-27T21:38:23.456+00:00',
      atType: 'text',
      score: 2.5,
      count: 3,
    });
    expect(observed.modelAt).toBe('2026-11-27T21:38:23.456Z');
    expect(blank).toMatchObject({ body: null, bodyType: 'null', done: '0', at: null, atType: 'null' });
  });

  it('reads a row at once on the same connection, a moment as its stored text', () => {
    expect(observed.read).toEqual({ body: 'Łukasz Nguyễn', at: '2026-11-27T21:38:23.456+00:00' });
  });

  it('leaves nothing when the code between two statements throws, either way', () => {
    expect(observed.rolledBack).toEqual({
      direct: { error: 'claimed meanwhile', changes: 1 },
      throughPrisma: { error: 'claimed meanwhile', changes: 1 },
    });
    expect(observed.bodies.filter((body) => body?.startsWith('thrown'))).toEqual([]);
  });

  it('waits for a Prisma transaction holding the connection instead of joining it', () => {
    expect(observed.whileHeld).toEqual({ holder: 'rolled back', ours: 'stored' });
    expect(observed.bodies).toContain('ours, while held');
    expect(observed.bodies).not.toContain('held, then rolled back');
  });
});
