import { entryName } from './field-kinds';
import type { FieldSpec, GroupSpec } from './types';

/**
 * What a field's kind means for its limits and its place in the payload: plain functions over the declarations,
 * browser-safe (no zod), shared by the schemas, the payload, the documents and the wizard's later steps.
 */

/** The length limits that come with a format rather than a choice (what the masks produce, with room to spare). */
const FORMAT_MAX: Partial<Record<FieldSpec['kind'], number>> = {
  birthDate: 10,
  dateOrNone: 10,
  monthYear: 7,
  ssn: 11,
  phone: 15,
};

/** The length limit the rules check, or undefined for a field without one (a choice, a box, a ZIP or state code). */
export function maxLengthOf(spec: FieldSpec): number | undefined {
  return 'max' in spec ? spec.max : FORMAT_MAX[spec.kind];
}

/** A text input's `maxLength`: the rules' limit, or the 2 letters of a state code (which a pattern checks). */
export function inputMaxLength(spec: FieldSpec): number | undefined {
  if (spec.kind === 'signatureStrokes') return undefined; // drawn on a pad, never typed
  return spec.kind === 'state' ? 2 : maxLengthOf(spec);
}

/** A box of the form (I Agree, a consent): a boolean in the wizard. */
export const isBox = (spec: FieldSpec) => spec.kind === 'agreement' || spec.kind === 'consent';

/** Whether the flat payload carries it: every answer but the I Agree boxes, which only the form holds. */
export const isSent = (spec: FieldSpec) => spec.kind !== 'agreement';

/** One numbered slot of a group's field in the flat payload: `employer2` is the field `employer` of entry 2. */
export type Slot = { name: string; base: string; n: number; spec: FieldSpec };

const slotsOfGroup = new WeakMap<GroupSpec, readonly Slot[]>();

/**
 * A group's slots in payload order: rows by field, then number (accidentDates1..3, accidentNature1..3, as the
 * original client sent them); list entries by number, then field (employer1, address1, …, employer2, …). Worked out
 * once per group: the declarations never change, and every submission's checks and mappings walk the slots.
 */
export function groupSlots(group: GroupSpec): readonly Slot[] {
  let slots = slotsOfGroup.get(group);
  if (!slots) {
    const fields = Object.entries(group.fields);
    const slot = ([base, spec]: [string, FieldSpec], n: number): Slot => ({ name: `${base}${n}`, base, n, spec });
    slots = group.held === 'rows'
      ? fields.flatMap((field) => group.numbers.map((n) => slot(field, n)))
      : group.numbers.flatMap((n) => fields.map((field) => slot(field, n)));
    slotsOfGroup.set(group, slots);
  }
  return slots;
}
export const groupPayloadNames = (group: GroupSpec): string[] => groupSlots(group).map((slot) => slot.name);

/** A new entry of a list group, every field empty (without the form's key for it). */
export function emptyEntry(group: GroupSpec): Record<string, string> {
  return Object.fromEntries(Object.keys(group.fields).map((base) => [entryName(base), '']));
}
