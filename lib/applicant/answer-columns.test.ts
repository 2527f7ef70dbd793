import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { derivePostgresSchema } from '@/scripts/prisma-generate.mjs';
import { APPLICANT_FIELDS } from './schema';
import { answerColumnLines, REGION_END, REGION_START, withAnswerColumns } from './answer-columns';

const read = (path: string) => readFileSync(join(__dirname, '../..', path), 'utf8');

/**
 * The Applicant table's answer columns are written from the step declarations by `npm run db:migration:create`:
 * a field declared without running it would be validated and signed but not stored.
 */
describe('the answer columns of prisma/schema.prisma', () => {
  it('are the ones the declarations give: run `npm run db:migration:create -- <name>` when this fails', () => {
    const schema = read('prisma/schema.prisma');
    expect(withAnswerColumns(schema)).toBe(schema);
  });

  it('hold every answer of the payload but the SSN, stored encrypted beside its last four digits', () => {
    const names = answerColumnLines().map((line) => line.trim().split(/\s+/)[0]);
    expect(names).toEqual(APPLICANT_FIELDS.filter((name) => name !== 'ssn'));
    expect(answerColumnLines()).toContain('  applicantName           String   @default("")');
  });

  it('reach the PostgreSQL schema, which is derived from the SQLite one', () => {
    expect(read('prisma/postgresql/schema.prisma')).toBe(derivePostgresSchema(read('prisma/schema.prisma')));
  });

  it('fails on a region that lacks a declared answer, and refuses a schema without the markers', () => {
    const schema = read('prisma/schema.prisma');
    const stale = schema.replace(/\n {2}licenseDeniedReason .*\n/, '\n');
    expect(withAnswerColumns(stale)).toBe(schema);
    expect(() => withAnswerColumns(schema.replace(REGION_START, ''))).toThrow(/region/);
    expect(() => withAnswerColumns(schema.replace(REGION_END, ''))).toThrow(/region/);
  });
});
