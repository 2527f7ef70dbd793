// @ts-check
// What the operator scripts (staff:add, company:add, applications:purge) do before their own work: load the .env
// files as `next start` does, and read the command line strictly, so a mistyped option stops the script with its
// usage rather than being ignored.
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { PROJECT_ROOT } from '../../lib/server/database-config.mjs';

/**
 * Prints the message and ends the script with exit code 2 (wrong usage).
 * @param {string} message
 * @returns {never}
 */
export function fail(message) {
  console.error(message);
  process.exit(2);
}

/**
 * The script's options, after loading .env; unknown or malformed options end it with the message and the usage.
 * @template {import('node:util').ParseArgsOptionsConfig} T
 * @param {T} options
 * @param {string} usage
 */
export function scriptArguments(options, usage) {
  nextEnv.loadEnvConfig(PROJECT_ROOT, false, { info() {}, error: console.error });
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : error}\n${usage}`);
  }
}
