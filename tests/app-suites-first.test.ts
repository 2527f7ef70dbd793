import AppSuitesFirst from './app-suites-first.mjs';

type Test = Parameters<AppSuitesFirst['sort']>[0][number];

/** Files as jest hands them to the sequencer, with their sizes on disk; jest's cache is off (`cache: false`). */
function suites(sizes: Record<string, number>) {
  const context = { config: { cache: false, rootDir: '/repo' }, hasteFS: { getSize: (path: string) => sizes[path] } };
  return Object.keys(sizes).map((path) => ({ path, context }) as unknown as Test);
}

const SIZES = {
  '/repo/lib/applicant/schema.test.ts': 40_000,
  '/repo/components/wizard/application-wizard.test.tsx': 30_000,
  '/repo/tests/api/drill.test.ts': 4_000,
  '/repo/tests/api/staff-api.test.ts': 35_000,
  '/repo/scripts/migrations.test.ts': 9_000,
  '/repo/lib/cookies.test.ts': 1_000,
};

describe('the order of the suites', () => {
  it('on a run without jest’s cache (CI’s clean clone), starts the suites that start processes first, largest first', async () => {
    const order = (await new AppSuitesFirst({} as never).sort(suites(SIZES))).map((test) => test.path.replace('/repo/', ''));
    expect(order).toEqual([
      'tests/api/staff-api.test.ts',
      'scripts/migrations.test.ts',
      'tests/api/drill.test.ts',
      'lib/applicant/schema.test.ts',
      'components/wizard/application-wizard.test.tsx',
      'lib/cookies.test.ts',
    ]);
  });

  it('keeps jest’s own longest-first order once jest’s cache knows how long each suite took', async () => {
    const durations: Record<string, number> = { ...SIZES, '/repo/lib/applicant/schema.test.ts': 90_000 };
    const sequencer = new AppSuitesFirst({} as never);
    // Where jest's sequencer reads a suite's last duration from its cache (a private method in its types).
    (sequencer as unknown as { time: (test: Test) => number | undefined }).time = (test) => durations[test.path];
    const order = (await sequencer.sort(suites(SIZES))).map((test) => test.path.replace('/repo/', ''));
    expect(order[0]).toBe('lib/applicant/schema.test.ts');
    expect(order[1]).toBe('tests/api/staff-api.test.ts');
  });
});
