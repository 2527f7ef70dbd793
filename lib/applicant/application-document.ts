import { groupSlots, isSent } from './steps/field-facts';
import { fieldsOf, ORDERED_STEPS } from './steps';
import type { GroupSpec } from './steps/types';

/**
 * The application document: one application's answers as one JSON object, derived from the steps' declarations.
 * What is stored (the Applicant row's `answers`), signed (content version 4 on, canonical JSON), published (the JSON
 * Schema at /api/schemas/application-document/v1.json) and sent by the wizard.
 *
 *     { "documentVersion": 1, "compCode": "TSKIS", "applicantName": "…", …,
 *       "previousAddresses": [{ "prevStreet": "…", "prevCity": "…", … }], "workEntries": [{ "employer": "…", … }], … }
 *
 * A step's single answers are top-level properties under their names; a repeated group (addresses, accidents,
 * convictions, experience, employers, earlier employers) is a list under the group's name, each entry keyed by its
 * fields' base names. The original client's flat body (docs/specification.md §3: employer1..3) maps into it and back
 * through this module only. A property absent from a document reads as empty: a new answer needs no migration, and
 * documents stored before it stay as they were signed.
 */

export const DOCUMENT_VERSION = 1;

export type DocumentEntry = Record<string, string>;
/** Top-level answers are strings, groups lists of entries; `documentVersion` is the format's number. */
export type ApplicationDocument = { documentVersion: typeof DOCUMENT_VERSION } & Record<string, unknown>;

/** The flat answers' names outside the steps: set by the client without asking. */
const CLIENT_FIELDS = ['compCode', 'formVersion'] as const;

type Group = { name: string; spec: GroupSpec };

const SINGLE_FIELDS: readonly string[] = [
  ...CLIENT_FIELDS,
  ...ORDERED_STEPS.flatMap((step) => fieldsOf(step).filter(([, spec]) => isSent(spec)).map(([name]) => name)),
];
const GROUPS: readonly Group[] = ORDERED_STEPS.flatMap((step) =>
  Object.entries(step.groups ?? {}).map(([name, spec]) => ({ name, spec })),
);
/** The answers stored in a column of their own, encrypted (the SSN): never part of the stored document. */
export const ENCRYPTED_FIELDS: readonly string[] = ORDERED_STEPS.flatMap((step) =>
  fieldsOf(step).filter(([, spec]) => spec.encrypted).map(([name]) => name),
);

/** The document's property names: the single answers, then the groups. */
export const DOCUMENT_SINGLE_FIELDS = SINGLE_FIELDS;
export const DOCUMENT_GROUPS = GROUPS;

const asText = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Each group's slots with the entry each one fills, worked out once: the mappings below run on every submission. */
const GROUP_SLOTS = GROUPS.map(({ name, spec }) => ({
  name,
  size: spec.numbers.length,
  slots: groupSlots(spec).map((slot) => ({ flatName: slot.name, base: slot.base, index: spec.numbers.indexOf(slot.n) })),
}));

/**
 * The document of flat answers. A group lists its slots up to the last one holding anything (an empty slot before
 * it is kept, empty, so that the document maps back to the very slots the answers came in).
 */
export function documentFromAnswers(answers: Readonly<Record<string, unknown>>): ApplicationDocument {
  const document: ApplicationDocument = { documentVersion: DOCUMENT_VERSION };
  for (const name of SINGLE_FIELDS) document[name] = asText(answers[name]);
  for (const { name, size, slots } of GROUP_SLOTS) {
    const entries: DocumentEntry[] = Array.from({ length: size }, () => ({}));
    let used = 0;
    for (const { flatName, base, index } of slots) {
      const value = asText(answers[flatName]);
      entries[index]![base] = value;
      if (value !== '' && index >= used) used = index + 1;
    }
    entries.length = used;
    document[name] = entries;
  }
  return document;
}

/** The flat answers of a document (every name of the flat body; absent or unreadable values read as empty). */
export function answersFromDocument(document: unknown): Record<string, string> {
  const source = typeof document === 'object' && document !== null ? (document as Record<string, unknown>) : {};
  const answers: Record<string, string> = {};
  for (const name of SINGLE_FIELDS) {
    const value = source[name];
    answers[name] = typeof value === 'string' ? value : '';
  }
  for (const { name, slots } of GROUP_SLOTS) {
    const list = Array.isArray(source[name]) ? (source[name] as unknown[]) : [];
    for (const { flatName, base, index } of slots) {
      const entry = list[index];
      const value = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[base] : undefined;
      answers[flatName] = typeof value === 'string' ? value : '';
    }
  }
  return answers;
}

/** The document as stored: without the answers kept encrypted in columns of their own (the SSN). */
export function storedDocument(document: ApplicationDocument): ApplicationDocument {
  const stored = { ...document };
  for (const name of ENCRYPTED_FIELDS) delete stored[name];
  return stored;
}

/**
 * Where a flat answer lives in the document: `employer2` → `['workEntries', 1, 'employer']`, `dob` → `['dob']`. Used to
 * report a rule over several answers at the document's own path.
 */
const SLOT_PATHS = new Map<string, (string | number)[]>(
  GROUP_SLOTS.flatMap(({ name, slots }) => slots.map(({ flatName, base, index }) => [flatName, [name, index, base]] as const)),
);
export const documentPath = (flatName: string): (string | number)[] => SLOT_PATHS.get(flatName) ?? [flatName];

/** Whether a body is an application document rather than the original client's flat answers. */
export const isApplicationDocument = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'documentVersion' in body;
