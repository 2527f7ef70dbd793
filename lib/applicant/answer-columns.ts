import { APPLICANT_FIELDS } from './schema';
import { groupSlots } from './steps/field-facts';
import { fieldsOf, ORDERED_STEPS } from './steps';
import type { FieldSpec } from './steps/types';

/**
 * The Applicant table's answer columns, one String column per answer of the flat payload (lib/applicant/schema.ts),
 * written into a marked region of prisma/schema.prisma by `npm run db:migration:create` (scripts/
 * db-migration-create.mjs), which then writes the migration for both engines. An answer stored apart (the SSN,
 * encrypted, beside its last four digits) has its column written by hand outside the region.
 * lib/applicant/answer-columns.test.ts fails when the region is not what the declarations give.
 */

export const REGION_START = '  // ── Answer columns, generated from lib/applicant/steps by `npm run db:migration:create`: do not edit ──';
export const REGION_END = '  // ── End of the generated answer columns ──';

const specs = new Map<string, FieldSpec>(
  ORDERED_STEPS.flatMap((step) => [
    ...fieldsOf(step),
    ...Object.values(step.groups ?? {}).flatMap((group) => groupSlots(group).map(({ name, spec }) => [name, spec] as const)),
  ]),
);

/** The region's lines: each answer not stored apart, in payload order, as text that is empty when not given. */
export function answerColumnLines(): string[] {
  return APPLICANT_FIELDS.filter((name) => !specs.get(name)?.encrypted).map(
    (name) => `  ${name.padEnd(23)} String   @default("")`,
  );
}

/** `schema` (prisma/schema.prisma's text) with its region holding `lines`; throws when the markers are not there once. */
export function withAnswerColumns(schema: string, lines: readonly string[] = answerColumnLines()): string {
  const start = schema.indexOf(REGION_START);
  const end = schema.indexOf(REGION_END);
  if (start < 0 || end < start || schema.indexOf(REGION_START, start + 1) >= 0) {
    throw new Error('prisma/schema.prisma must hold the answer columns region once, between its two marker lines');
  }
  return `${schema.slice(0, start)}${[REGION_START, ...lines].join('\n')}\n${schema.slice(end)}`;
}
