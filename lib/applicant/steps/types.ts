/**
 * The shape of the registry of steps (lib/applicant/steps/index.ts): what one step asks and how a reader sees it.
 * Plain data, no React and no zod, so that the browser can read a step's labels without loading the staff
 * document's or the PDF's code, and without the schema (which validates these fields, lib/applicant/schema.ts).
 */

/** The input masks of components/wizard/masked-text-field.tsx. */
export type FieldMask = 'date' | 'ssn' | 'phone' | 'zip' | 'monthYear';

/** One answer: how the wizard asks for it and how the staff document and the PDF label it. */
export type FieldSpec = {
  /** The wizard's label, and the staff document's and the PDF's. */
  label: string;
  /** Shown under the input until a validation message replaces it. */
  hint?: string;
  /** How it is typed; a text input unless said otherwise. A Yes/No answer asks `question` in the wizard. */
  input?: 'text' | 'email' | 'multiline' | 'select' | 'yesNo';
  /** The Yes/No question the wizard asks (the documents use the shorter `label`). */
  question?: string;
  mask?: FieldMask;
  /** Marked required in the wizard (the schema decides what is refused). */
  required?: boolean;
  /** Upper-cased as typed (state codes). */
  uppercase?: boolean;
  autoComplete?: string;
  /** The values a select offers (shown as they are); the schema accepts only these. */
  options?: readonly string[];
  /** A digits keyboard on phones. */
  numeric?: boolean;
  /** Answered Y or N (shown as Yes or No); a select in the wizard unless `input` is 'yesNo' (two radios). */
  yesNo?: boolean;
};

/** Fields by their name in the flat payload (docs/specification.md §3 names; a repeated group's by base name, without the number). */
export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/** A repeated group: rows or entries stored as `${base}${n}` for each of `numbers`. */
export type GroupSpec = {
  numbers: readonly number[];
  fields: FieldSpecs;
  /** What one entry is called ("Accident" 1, "Previous address" 2), in the wizard and the documents. */
  entryName: string;
};

/**
 * How a step is shown in the staff document and the PDF (lib/staff/application-document.ts turns these into
 * blocks). Fields are named, never labelled here: their labels come from the step's field specs.
 */
export type DocumentPart =
  /** Label/value pairs of single fields; a field given with `when` is shown only for that answer of another. */
  | { kind: 'fields'; heading?: string; fields: readonly (string | ShownWhen)[] }
  /**
   * A group as a table, one row per slot with anything typed. With `noneBox` (the wizard's "Check if NONE") a
   * group without real rows reads "None" (or "—" when empty); without it, an empty group is left out.
   */
  | { kind: 'table'; heading?: string; group: string; noneBox?: boolean }
  /** A group whose rows have fixed titles (Driving Experience), shown in a first column headed `titleColumn`. */
  | { kind: 'titledTable'; group: string; titleColumn: string; rowTitles: readonly string[] }
  /**
   * A group as one block of fields per entry with anything typed in `fields` (the others, `answers`, follow when
   * given), headed `${entryHeading} ${k}`. `noneUnder`: when there is no entry but `noneIf` has a value (the form
   * asked), the line "None" under that heading.
   */
  | {
      kind: 'entries';
      group: string;
      entryHeading: string;
      answers?: readonly string[];
      none?: { heading: string; if: string };
    }
  /** One of lib/applicant/agreement-texts.ts, then that it was agreed to. */
  | { kind: 'agreement'; text: 'accidentProcedure' | 'phonePolicy' }
  /** The 391.21(d) notice and the e-signature consent as recorded, then the certification and the signature. */
  | { kind: 'signature' };

/** A field shown only when another has a given answer (the armed-forces details, the license explanation). */
export type ShownWhen = { field: string; when: { field: string; equals: string } };

export type StepSpec = {
  /** The step's key, in the URL-safe form the registry is keyed by. */
  id: string;
  /** The stepper's label and the heading of the section in the staff document and the PDF. */
  title: string;
  fields?: FieldSpecs;
  groups?: Readonly<Record<string, GroupSpec>>;
  /** Headings and short texts the wizard shows on the step, by key. */
  texts?: Readonly<Record<string, string>>;
  /** Further answers of the payload the step owns, worded by lib/applicant/agreement-texts.ts (boxes, the pad). */
  answers?: readonly string[];
};

/** A step as the registry holds it: what it asks, and how the staff document and the PDF show it. */
export type RegisteredStep = StepSpec & { document: readonly DocumentPart[] };
