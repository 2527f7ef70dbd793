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
  // The API suites start the app as child processes. In CI, one left running by a failed start-up must not keep
  // jest waiting until the CI run's own time limit (it did once: 90 minutes, and no result recorded); locally,
  // jest's "did not exit" message is left to point at the leak.
  forceExit: process.env.CI === 'true',
};

/**
 * use-intl (the wizard's message formatter, components/wizard/use-wizard-translator.ts) and the formatjs packages
 * it imports ship ES modules only: jest transforms them like the project's own code.
 */
const ES_MODULE_PACKAGES = ['use-intl', 'intl-messageformat', '@formatjs', 'icu-minify'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    // next/jest's first pattern spares some of Next's own folders from being ignored; these are spared too.
    transformIgnorePatterns: (resolved.transformIgnorePatterns ?? []).map((pattern) =>
      pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${ES_MODULE_PACKAGES.join('|')}|`) : pattern,
    ),
  };
}
