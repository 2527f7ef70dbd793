/**
 * The words of a field, in a catalog's `Fields.<name>` (one entry per answer, a group's by base name): one vocabulary
 * for the input's label, its hint, a Yes/No question, and the validation messages that name the field.
 */
export type FieldTexts = {
  /** The input's label; the staff document's and the PDF's too (English). */
  label: string;
  /** Shown under the input until a validation message replaces it. */
  hint?: string;
  /** A Yes/No field asked with two radio buttons: the question (the documents print the label). */
  question?: string;
  /** How validation messages name the field, when not by its label ("Social Security" for the SSN). */
  name?: string;
  /** How "{field} Required." names it, when not as the other messages do (the original client's words). */
  requiredName?: string;
};

/** The messages that say a field is missing (their `{field}` reads `requiredName` when there is one). */
const MISSING_MESSAGES = new Set(['required', 'requiredOrNone']);

/**
 * The words a validation message (by its key) prints for `{field}`; the name itself if the catalog lacks it.
 * `fieldText` reads a key of the catalog's `Fields` (`dob.label`) through its translator, undefined where it has none.
 */
export function fieldNameInMessage(fieldText: (key: `${string}.${keyof FieldTexts}`) => string | undefined, field: string, messageKey: string): string {
  const requiredName = MISSING_MESSAGES.has(messageKey) ? fieldText(`${field}.requiredName`) : undefined;
  return requiredName ?? fieldText(`${field}.name`) ?? fieldText(`${field}.label`) ?? field;
}
