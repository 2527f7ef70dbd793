import * as z from 'zod/mini';
import { DOCUMENT_GROUPS, DOCUMENT_VERSION, answersFromDocument, documentPath } from './application-document';
import { apiFieldRule, groupFieldRule } from './field-rules';
import type { RuleContext } from './rules';
import { companyCode, formVersionRule, stepRule, toStoredAnswers } from './schema';
import { isSent } from './steps/field-facts';
import { fieldsOf, ORDERED_STEPS } from './steps';
import type { GroupSpec } from './steps/types';

/**
 * The application document's schema (./application-document.ts): the same field rules as the flat body's
 * (./schema.ts) on the document's own properties, each group a list of at most as many entries as it has slots, and
 * the same rules over several answers, run on the document's flat answers and reported at the document's paths
 * (`workEntries.1.empTo`). Its output is the flat answers as stored, exactly what the flat body gives: one store,
 * one signature, whichever body came.
 */

type Shape = Record<string, z.core.$ZodType>;

const entrySchema = (group: GroupSpec) =>
  z.object(Object.fromEntries(Object.entries(group.fields).map(([base, spec]) => [base, groupFieldRule(base, spec)])));

const documentShape: Shape = {
  documentVersion: z.literal(DOCUMENT_VERSION).register(z.globalRegistry, {
    description: 'The format of this document: 1 (docs/api.md). A body without it is read as the original client\'s flat answers.',
  }),
  compCode: companyCode,
  ...Object.fromEntries(
    ORDERED_STEPS.flatMap((step) => fieldsOf(step).filter(([, spec]) => isSent(spec)).map(([name, spec]) => [name, apiFieldRule(name, spec)])),
  ),
  formVersion: formVersionRule,
  ...Object.fromEntries(
    DOCUMENT_GROUPS.map(({ name, spec }) => [name, z.optional(z.array(entrySchema(spec)).check(z.maxLength(spec.numbers.length)))]),
  ),
};

/** A rule's issue, placed by its flat name (`employer2`), moved to the document's path of that answer. */
function atDocumentPaths(context: RuleContext): RuleContext {
  const located = Object.create(context) as RuleContext;
  located.addIssue = (issue) => {
    if (typeof issue === 'string' || !issue.path?.length) return context.addIssue(issue);
    const [first, ...rest] = issue.path;
    context.addIssue({ ...issue, path: [...documentPath(String(first)), ...rest] });
  };
  return located;
}

/**
 * The flat answers of a parsed document, mapped once per parse: the rules read them, and the transform below is
 * handed the very object the rules checked.
 */
const flatAnswers = new WeakMap<object, Record<string, string>>();
function flatAnswersOf(document: Record<string, unknown>): Record<string, string> {
  let answers = flatAnswers.get(document);
  if (!answers) flatAnswers.set(document, (answers = answersFromDocument(document)));
  return answers;
}

/** The document as sent, with every step's rules. */
export const applicationDocumentAnswers = z.object(documentShape).check(
  z.superRefine((document, context) => {
    const values = flatAnswersOf(document);
    const located = atDocumentPaths(context);
    for (const step of ORDERED_STEPS) stepRule(step, values, located);
  }),
);

/** The document as sent → the flat answers as stored (what `applicantSchema` gives for the flat body). */
export const applicationDocumentSchema = z.pipe(
  applicationDocumentAnswers,
  z.transform((document: Record<string, unknown>) => toStoredAnswers(flatAnswersOf(document))),
);
