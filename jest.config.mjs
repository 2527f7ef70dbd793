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
};

export default createJestConfig(config);
