import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import AppSuitesFirst from './app-suites-first.mjs';

type Test = Parameters<AppSuitesFirst['sort']>[0][number];

const SIZES = {
  'lib/applicant/schema.test.ts': 40_000,
  'components/wizard/application-wizard.test.tsx': 30_000,
  'tests/api/drill.test.ts': 4_000,
  'tests/api/staff-api.test.ts': 35_000,
  'tests/api/mail-two-instances.test.ts': 5_000,
  'scripts/migrations.test.ts': 9_000,
  'lib/cookies.test.ts': 1_000,
};
/** The suites whose opening comment says they run long for their size. */
const LONG_RUNNING = new Set(['tests/api/drill.test.ts', 'tests/api/mail-two-instances.test.ts']);

const root = mkdtempSync(join(tmpdir(), 'sequencer-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Files as jest hands them to the sequencer, written to disk with their sizes and opening comments; jest's cache is
 * off (`cache: false`).
 */
function suites() {
  for (const path of Object.keys(SIZES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const opening = `import { x } from 'y';\n\n/**\n * What this suite tests.\n${LONG_RUNNING.has(path) ? ' * @long-running: starts the app five times.\n' : ''} */\n`;
    writeFileSync(join(root, path), opening);
  }
  const sizes = new Map(Object.entries(SIZES).map(([path, size]) => [join(root, path), size]));
  const context = { config: { cache: false, rootDir: root }, hasteFS: { getSize: (path: string) => sizes.get(path) } };
  return Object.keys(SIZES).map((path) => ({ path: join(root, path), context }) as unknown as Test);
}

const relative = (tests: Test[]) => tests.map((test) => test.path.slice(root.length + 1));

describe('the order of the suites', () => {
  it('on a run without jest’s cache (CI’s clean clone), starts the long-running suites first, then the others that start processes, largest first', async () => {
    const order = relative(await new AppSuitesFirst({} as never).sort(suites()));
    expect(order).toEqual([
      'tests/api/mail-two-instances.test.ts',
      'tests/api/drill.test.ts',
      'tests/api/staff-api.test.ts',
      'scripts/migrations.test.ts',
      'lib/applicant/schema.test.ts',
      'components/wizard/application-wizard.test.tsx',
      'lib/cookies.test.ts',
    ]);
  });

  it('keeps jest’s own longest-first order once jest’s cache knows how long each suite took', async () => {
    const durations = new Map(Object.entries({ ...SIZES, 'lib/applicant/schema.test.ts': 90_000 }).map(([path, ms]) => [join(root, path), ms]));
    const sequencer = new AppSuitesFirst({} as never);
    // Where jest's sequencer reads a suite's last duration from its cache (a private method in its types).
    (sequencer as unknown as { time: (test: Test) => number | undefined }).time = (test) => durations.get(test.path);
    const order = relative(await sequencer.sort(suites()));
    expect(order[0]).toBe('lib/applicant/schema.test.ts');
    expect(order[1]).toBe('tests/api/staff-api.test.ts');
  });
});

describe('the suites marked long-running in this repository', () => {
  it('are recognised by their opening comment: on a clean run the drill starts before every larger app suite', async () => {
    const repository = join(__dirname, '..');
    const files = ['tests/api/drill.test.ts', 'tests/api/staff-api.test.ts', 'tests/api/documents.test.ts', 'lib/cookies.test.ts'];
    const context = { config: { cache: false, rootDir: repository }, hasteFS: { getSize: (path: string) => statSync(path).size } };
    const tests = files.map((path) => ({ path: join(repository, path), context }) as unknown as Test);
    const order = (await new AppSuitesFirst({} as never).sort(tests)).map((test) => test.path.slice(repository.length + 1));
    expect(order[0]).toBe('tests/api/drill.test.ts');
  });
});
