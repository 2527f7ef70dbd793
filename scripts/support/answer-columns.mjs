// @ts-check
// Writes the Applicant table's answer columns into prisma/schema.prisma from the step declarations
// (lib/applicant/answer-columns.ts, TypeScript, loaded through ./ts-hooks.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';

register('./ts-hooks.mjs', import.meta.url);

/**
 * Rewrites the region; true when it changed.
 * @param {string} root the project folder
 */
export async function writeAnswerColumns(root) {
  const { withAnswerColumns } = await import('@/lib/applicant/answer-columns');
  const path = join(root, 'prisma/schema.prisma');
  const before = readFileSync(path, 'utf8');
  const after = withAnswerColumns(before);
  if (after !== before) writeFileSync(path, after);
  return after !== before;
}
