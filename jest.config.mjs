import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// The workers, and the scripts and apps the suites start (hundreds of Node processes loading the same modules), keep
// the code Node compiled on disk for the next one: about a tenth less CPU for the apps (docs/performance.md).
process.env.NODE_COMPILE_CACHE ||= join(import.meta.dirname, 'node_modules/.cache/node-compile-cache');

/** Unit, component and API tests. Component tests opt into jsdom with a `@jest-environment jsdom` docblock. */
const config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/{app,components,lib,scripts,prisma,tests}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React Server Components; under jest the guarded modules are imported directly.
    '^server-only$': '<rootDir>/tests/empty-module.js',
    // The zod locale lib/i18n/validation-language.ts loads on demand, as the CommonJS build the rest of zod is here.
    '^zod/v4/locales/(\\w+)\\.js$': '<rootDir>/node_modules/zod/v4/locales/$1.cjs',
  },
  testTimeout: 30_000,
  // The API suites' databases are copies of one migrated per run (tests/api/migrated-templates.ts).
  globalSetup: '<rootDir>/tests/api/templates-setup.mjs',
  globalTeardown: '<rootDir>/tests/api/templates-teardown.mjs',
  // On a run without jest's cache (CI's clean clone), the suites that start processes first (tests/app-suites-first.mjs).
  testSequencer: '<rootDir>/tests/app-suites-first.mjs',
  // One more worker than cores (jest's default is one fewer): an API suite spends much of its time waiting for the
  // app it started to come up and answer, so another suite runs meanwhile (on the 2-core CI machine kind one
  // worker ran 660 s, two about 260 s).
  maxWorkers: availableParallelism() + 1,
  // The API suites start the app as child processes. In CI, one left running by a failed start-up must not keep
  // jest waiting until the CI run's own time limit (it did once: 90 minutes, and no result recorded); locally,
  // jest's "did not exit" message is left to point at the leak.
  forceExit: process.env.CI === 'true',
};

/**
 * next-intl's client entry (the wizard's texts, components/wizard/wizard-intl-provider.tsx), use-intl (which formats
 * them and the validation messages, lib/applicant/validation-message.ts) and the ICU packages it imports ship only
 * ES modules; jest runs CommonJS, so they are transformed like the app's own code. next/jest lets a config append
 * ignore patterns but not narrow its own, hence the rewrite of its node_modules pattern.
 */
const ES_MODULE_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const [nodeModules, ...others] = resolved.transformIgnorePatterns ?? [];
  if (!nodeModules?.includes('(?!(')) throw new Error(`next/jest's node_modules pattern changed: ${nodeModules}`);
  return {
    ...resolved,
    transformIgnorePatterns: [nodeModules.replace('(?!(', `(?!(${ES_MODULE_PACKAGES.join('|')}|`), ...others],
  };
}
