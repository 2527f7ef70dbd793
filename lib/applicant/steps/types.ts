import type { MessageKey } from '../validation-message';
import type { StepId } from './order';

/**
 * The shape of a step's declaration (one file per step in this folder): every answer the step asks, declared once.
 * Plain data, no React, no zod and no text: the browser reads a step's declaration without loading the schema, and
 * the words live in the catalogs (lib/i18n/messages/<locale>.json), keyed by the field's name:
 * `Fields.<name>.label` (and `.hint`, `.question`, `.name`, `.requiredName`, lib/i18n/field-texts.ts).
 *
 * What is derived from the declarations, and where: the API's and the wizard's zod schemas (lib/applicant/schema.ts,
 * step-schemas.ts, with the rules of lib/applicant/field-rules.ts), the form's empty values and input limits
 * (form-values.ts, form-facts.ts), the flat payload (payload.ts), the draft rules (lib/drafts/server), the wizard's
 * inputs (components/wizard/declared-fields.tsx), the staff document and the PDF (lib/staff/application-document.ts)
 * and the Applicant table's columns (lib/applicant/answer-columns.ts).
 */

/**
 * How an answer is typed and checked (lib/applicant/field-rules.ts gives each kind its rule, ./field-kinds.ts its
 * mask and input): free text, a formatted value, a choice, or a box.
 */
export type FieldKind = FieldSpec['kind'];

/** Where a field is required: 'always' (the API refuses it empty too) or 'wizard' (the original client never asked it). */
export type Required = 'always' | 'wizard';

type CommonSpec = {
  /**
   * Absent: optional. In a group: required of every entry given. With `shownWhen`: required while shown. In the
   * wizard a required field is marked with an asterisk.
   */
  required?: Required;
  /** The message when a required field is left empty, if not "{field} Required." ("Please answer Yes or No." for Yes/No). */
  missing?: MessageKey;
  /** Asked, stored and shown only while another field of the step has this answer (the wizard hides it otherwise). */
  shownWhen?: { field: string; equals: string };
  /**
   * The part of the step it is asked in, by a key of the step's texts (`Steps.<step>.texts.<section>`), which heads
   * that part in the wizard and in the documents. Fields of one part follow each other; the first part has no heading.
   */
  section?: string;
  /** Takes a whole row of the step's grid (a long answer, a question). */
  wide?: true;
  autoComplete?: string;
  /** After a change, this field is checked again if it shows a message (a rule over several fields puts it there). */
  recheck?: string;
  /** Never kept in a saved draft: typed (or drawn) again when the applicant comes back. */
  neverSaved?: true;
  /** Stored encrypted in a column of its own, outside the generated answer columns (prisma/schema.prisma). */
  encrypted?: true;
};

/** One answer. `max` is its length limit, which the API and the wizard check and the input enforces. */
export type FieldSpec = CommonSpec &
  (
    | { kind: 'text'; max: number; uppercase?: true; numeric?: true }
    /** Several lines of free text. */
    | { kind: 'multiline'; max: number }
    | { kind: 'email'; max: number }
    /** mm/dd/yyyy (masked), or empty. */
    | { kind: 'date'; max: number }
    /** mm/dd/yyyy, in the past, of someone at least 18 (lib/applicant/rules.ts `MINIMUM_AGE`). */
    | { kind: 'birthDate' }
    /** mm/dd/yyyy or the word NONE (typed, not masked). */
    | { kind: 'dateOrNone' }
    /** MM/YYYY (masked), not in the future. */
    | { kind: 'monthYear' }
    | { kind: 'ssn' }
    /** (000) 000-0000 (masked). */
    | { kind: 'phone' }
    | { kind: 'zip' }
    /** A 2-letter state code, upper-cased as typed. */
    | { kind: 'state' }
    /** One of `options` (shown as they are), or empty when optional. */
    | { kind: 'select'; options: readonly string[] }
    /** Y or N: asked as a select, or as two radio buttons under a question (`Fields.<name>.question`). */
    | { kind: 'yesNo'; asked: 'select' | 'radios' }
    /** An "I Agree" box the form holds and the server never sees (the server refuses an application without it). */
    | { kind: 'agreement'; missing: MessageKey }
    /** A box sent as Y (`missing`: the wizard's message when unchecked; `invalid`: the API's for another value). */
    | { kind: 'consent'; missing: MessageKey; invalid: MessageKey }
    /** The signature pad's strokes (JSON). */
    | { kind: 'signatureStrokes'; max: number }
    /** The drawn signature as a PNG data URL. */
    | { kind: 'signatureImage' }
  );

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

/**
 * A repeated group: entries stored in the flat payload as `${base}${n}` for each of `numbers` (docs/specification.md
 * §3). Its fields are named by their base (`employer` for employer1..3).
 */
export type GroupSpec = {
  /**
   * How the wizard holds it: 'rows', a table of fixed rows whose fields are the payload's numbered ones; 'list',
   * entries added one by one, each an object with the group's fields named with suffix 1 (`employer1`).
   */
  held: 'rows' | 'list';
  numbers: readonly number[];
  fields: FieldSpecs;
  /** Rows: the form's "Check if NONE" box (a form-only boolean). Unless checked, row 1 is required, API too. */
  noneBox?: string;
  /** Rows titled by the step's texts `row1`, `row2`, … (the classes of equipment) instead of numbered. */
  titledRows?: true;
  /** Rows: CSS grid columns of a row from 900px up (below, a row wraps into two columns). */
  columns?: string;
  /** Lists: at least one entry, with this message when there is none; the API then checks slot 1 whatever it holds. */
  atLeastOne?: MessageKey;
  /** Lists: the message when the list holds more than `numbers` entries (none: zod's own, for a list the form bounds). */
  tooMany?: MessageKey;
  /** Lists: the form's field where the next entry is typed before it is added (the work history's employer form). */
  typedEntry?: string;
  /** How the documents show it: a table (a row per typed entry) or a block of fields per entry. */
  record: 'table' | 'entries';
  /** Entries: with no entry but this answer given (only this wizard sends it), the record reads "None". */
  noneIf?: string;
};

export type StepSpec = {
  id: StepId;
  /** In the order asked and shown. */
  fields?: FieldSpecs;
  /** In the order shown, after the fields. */
  groups?: Readonly<Record<string, GroupSpec>>;
  /** A step whose record is a text the applicant agreed to, or the signature, rather than its fields. */
  record?: 'accidentProcedure' | 'phonePolicy' | 'signature';
};
