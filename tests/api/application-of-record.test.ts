import { ORDERED_STEPS } from '@/lib/applicant/steps';
import { groupSlots } from '@/lib/applicant/steps/field-facts';
import { fieldsOf } from '@/lib/applicant/steps/field-kinds';
import type { FieldSpec } from '@/lib/applicant/steps/types';
import { migratedSqliteDatabase } from './engines';
import { pdfText, staffAppPerSuite, submitApplication } from './staff-client';
import { documentPath } from '@/lib/applicant/application-document';

/**
 * Every answer the steps declare (lib/applicant/steps) shows on the staff page and in the PDF of record: a stored
 * application gets a value of its own in each answer's column, and each value is looked for in the page's HTML and
 * in the PDF's text, both served by the built app. A field declared and not shown fails here.
 */

const ADMIN = { email: 'ada.admin@example.com', name: 'Ada Admin', role: 'admin', password: 'correct horse battery staple' };

/** Answers the documents show otherwise than as typed, each covered where it is shown. */
const SHOWN_OTHERWISE: Partial<Record<FieldSpec['kind'], string>> = {
  // Masked to its last four digits (lib/staff/application-document.test.ts).
  ssn: 'masked',
  // Each box as the statement of what was agreed, with the text's version (lib/signed-content/server/signature-record.test.ts).
  consent: 'a statement',
  agreement: 'a statement',
  // Signed, not printed: the drawing itself is printed.
  signatureStrokes: 'not printed',
  signatureImage: 'an image',
};

/** Every declared answer's column, with the step that asks it. */
const answers = ORDERED_STEPS.flatMap((step) => [
  ...fieldsOf(step).map(([name, spec]) => ({ step, name, spec })),
  ...Object.values(step.groups ?? {}).flatMap((group) => groupSlots(group).map(({ name, spec }) => ({ step, name, spec }))),
]);
/** Answers other fields are shown after (licenseDenied, servedArmy): the answer that shows them. */
const deciding = new Map(
  answers.flatMap(({ spec }) => (spec.shownWhen ? [[spec.shownWhen.field, spec.shownWhen.equals] as const] : [])),
);
const typed = answers.filter(({ name, spec }) => !SHOWN_OTHERWISE[spec.kind] && !deciding.has(name));
const valueOf = (name: string) => `Q${typed.findIndex((answer) => answer.name === name)}Z`;

describe('the application of record', () => {
  const suite = staffAppPerSuite(migratedSqliteDatabase, [ADMIN]);

  it('shows every declared answer, as stored, on the staff page and in the PDF', async () => {
    const numberId = await submitApplication(suite.applicant, {});
    // Each answer written into the stored document where it lives (a list's entry for a repeated group).
    for (const [name, value] of [...typed.map(({ name }) => [name, valueOf(name)] as const), ...deciding]) {
      await suite.database.setAnswer(numberId, documentPath(name), value);
    }
    const [admin] = suite.staff;
    const page = await admin!.get(`/staff/applications/${numberId}`);
    const pdf = await admin!.get(`/staff/applications/${numberId}/pdf`);
    expect([page.status, pdf.status]).toEqual([200, 200]);
    const pdfTextOf = await pdfText(pdf.bytes);

    expect(typed.length).toBeGreaterThan(150);
    const missing = typed.flatMap(({ step, name }) => {
      const where = [page.text.includes(valueOf(name)) ? [] : ['the staff page'], pdfTextOf.includes(valueOf(name)) ? [] : ['the PDF']].flat();
      return where.length > 0 ? [`${step.id}: ${name} missing from ${where.join(' and ')}`] : [];
    });
    expect(missing).toEqual([]);
    // What another answer shows: the answer itself, read as Yes.
    expect(page.text).toContain('Have you ever been denied a license');
  });
});
