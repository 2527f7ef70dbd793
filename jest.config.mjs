import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, component and API tests. Component tests opt into jsdom with a `@jest-environment jsdom` docblock. */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{app,components,lib,scripts,prisma,tests}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React Server Components; under jest the guarded modules are imported directly.
    '^server-only$': '<rootDir>/tests/empty-module.js',
  },
  testTimeout: 30_000,
  // At least two workers, even on two cores (jest's default there is one): an API suite spends most of its time
  // waiting for the app it started to come up and answer, so a second suite runs meanwhile (on the 2-core CI
  // machine kind the suites' own times added up to twice the wall time with two workers; one worker ran 660 s).
  maxWorkers: Math.max(2, availableParallelism() - 1),
  // The API suites start the app as child processes. In CI, one left running by a failed start-up must not keep
  // jest waiting until the CI run's own time limit (it did once: 90 minutes, and no result recorded); locally,
  // jest's "did not exit" message is left to point at the leak.
  forceExit: process.env.CI === 'true',
};

export default createJestConfig(config);
