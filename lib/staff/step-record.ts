import 'server-only';
import { fieldsOf } from '@/lib/applicant/steps';
import { isSent } from '@/lib/applicant/steps/field-facts';
import { NONE } from '@/lib/applicant/steps/order';
import type { FieldSpec, GroupSpec, StepSpec } from '@/lib/applicant/steps/types';
import { declaredKey } from '@/lib/i18n/declared-key';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';
import type { Block, DocumentField } from './document-blocks';

/**
 * A step's answers as the staff document and the PDF show them, walked from its declaration (lib/applicant/steps):
 * its fields part by part, then each group as a table or as a block per entry. The words are the English catalog's
 * (the office's language): a field's label, a part's heading, a group's entry name.
 */

type Row = Readonly<Record<string, unknown>>;

const FIELDS = catalogTexts('en', 'Fields');
const STEPS = catalogTexts('en', 'Steps');
const WIZARD = catalogTexts('en', 'Wizard');

/** A text of the catalog's `Steps` (`<stepId>.groups.<group>.entryName`…), undefined where it has none. */
function stepText(key: string, values?: Record<string, number>): string | undefined {
  return STEPS.has(declaredKey(key)) ? STEPS(declaredKey(key), values as never) : undefined;
}

/** The words of one group of a step: `Steps.<stepId>.groups.<group>.<name>`. */
type GroupTexts = (name: string, values?: Record<string, number>) => string | undefined;
const groupTexts =
  (step: StepSpec, groupName: string): GroupTexts =>
  (name, values) =>
    stepText(`${step.id}.groups.${groupName}.${name}`, values);

/** How a renderer shows an answer left empty. */
export const EMPTY_VALUE = '—';
/** The line that stands for a row filled by the wizard's "Check if NONE" box. */
export const NONE_LINE = 'None';

/** A field's English label (the catalog's `Fields.<name>.label`). */
export function fieldLabel(name: string): string {
  if (!FIELDS.has(declaredKey(`${name}.label`))) throw new Error(`The catalog has no label for the field "${name}".`);
  return FIELDS(declaredKey(`${name}.label`));
}

/** A text the record cannot do without: a declaration naming words the catalog lacks fails loudly, never prints a key. */
function requiredStepText(key: string): string {
  const text = stepText(key);
  if (text === undefined) throw new Error(`The catalog has no text Steps.${key}.`);
  return text;
}

export const stepTitle = (step: StepSpec): string => requiredStepText(`${step.id}.title`);

export function answer(row: Row, name: string): string {
  const value = row[name];
  return typeof value === 'string' ? value.trim() : '';
}

const yesNo = (value: string) => (value === 'Y' ? WIZARD('yes') : value === 'N' ? WIZARD('no') : value);

/** A single field's value as a reader sees it: the SSN masked (`ssnMasked`), a Y/N answer as Yes/No. */
function fieldValue(name: string, spec: FieldSpec, row: Row, ssnMasked: string): string {
  if (spec.kind === 'ssn') return ssnMasked;
  const value = answer(row, name);
  return spec.kind === 'yesNo' ? yesNo(value) : value;
}

const isShown = (spec: FieldSpec, row: Row) => !spec.shownWhen || answer(row, spec.shownWhen.field) === spec.shownWhen.equals;

/** The single fields, part by part (a part: fields of one `section`, headed by that text of the step). */
function fieldBlocks(step: StepSpec, row: Row, ssnMasked: string): Block[] {
  const parts: { section?: string; fields: DocumentField[] }[] = [];
  for (const [name, spec] of fieldsOf(step)) {
    if (!isSent(spec)) continue;
    if (parts.at(-1)?.section !== spec.section || parts.length === 0) parts.push({ section: spec.section, fields: [] });
    if (isShown(spec, row)) parts.at(-1)!.fields.push({ label: fieldLabel(name), value: fieldValue(name, spec, row, ssnMasked) });
  }
  return parts.map(({ section, fields }) => ({
    kind: 'fields',
    ...(section && { heading: requiredStepText(`${step.id}.texts.${section}`) }),
    fields,
  }));
}

/** A table of a group's typed rows (titled rows carry their title first); "None" for a NONE box's row. */
function tableBlocks(group: GroupSpec, texts: GroupTexts, row: Row): Block[] {
  const bases = Object.keys(group.fields);
  const labels = bases.map(fieldLabel);
  const recordHeading = texts('recordHeading');
  const heading = recordHeading ? { heading: recordHeading } : {};
  const typed = group.numbers
    .map((n) => ({ title: texts(`rows.${n}`) ?? '', cells: bases.map((base) => answer(row, `${base}${n}`)) }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (group.titledRows) {
    if (typed.length === 0) return [{ kind: 'text', paragraphs: [EMPTY_VALUE] }];
    return [{ kind: 'table', columns: [texts('entryName')!, ...labels], rows: typed.map(({ title, cells }) => [title, ...cells]) }];
  }
  if (!group.noneBox) {
    return typed.length > 0 ? [{ kind: 'table', ...heading, columns: labels, rows: typed.map(({ cells }) => cells) }] : [];
  }
  // A row of NONE is the wizard's "Check if NONE" box: it reads as the single line "None".
  const real = typed.filter(({ cells }) => !cells.every((cell) => cell.toUpperCase() === NONE));
  if (real.length === 0) return [{ kind: 'text', paragraphs: [typed.length > 0 ? NONE_LINE : EMPTY_VALUE] }];
  return [{ kind: 'table', ...heading, columns: labels, rows: real.map(({ cells }) => cells) }];
}

/**
 * A block of fields per entry given. The answers only this wizard asks of an entry (required by the wizard alone)
 * neither make an entry given nor show when left empty: an original client's application never had them.
 */
function entryBlocks(group: GroupSpec, texts: GroupTexts, row: Row): Block[] {
  const fields = Object.entries(group.fields);
  const asked = fields.filter(([, spec]) => spec.required !== 'wizard');
  const wizardOnly = fields.filter(([, spec]) => spec.required === 'wizard');
  const shown = (slot: [string, FieldSpec][], n: number): DocumentField[] | null => {
    const values = slot.map(([base]) => ({ label: fieldLabel(base), value: answer(row, `${base}${n}`) }));
    if (values.every((field) => field.value === '')) return null;
    return values.map((field) => (field.value === 'Y' || field.value === 'N' ? { ...field, value: yesNo(field.value) } : field));
  };
  const entries = group.numbers.flatMap((n) => {
    const given = shown(asked, n);
    return given ? [[...given, ...(shown(wizardOnly, n) ?? [])]] : [];
  });
  if (entries.length === 0) {
    return group.noneIf && answer(row, group.noneIf) ? [{ kind: 'text', heading: texts('recordHeading'), paragraphs: [NONE_LINE] }] : [];
  }
  const heading = (k: number) => texts('recordEntry', { n: k }) ?? `${texts('entryName')} ${k}`;
  return entries.map((entryFields, index) => ({ kind: 'fields', heading: heading(index + 1), fields: entryFields }));
}

/** A step's blocks from its declaration: its fields, then its groups. */
export function declaredStepBlocks(step: StepSpec, row: Row, ssnMasked: string): Block[] {
  return [
    ...(step.fields ? fieldBlocks(step, row, ssnMasked) : []),
    ...Object.entries(step.groups ?? {}).flatMap(([groupName, group]) => {
      const texts = groupTexts(step, groupName);
      return group.record === 'table' ? tableBlocks(group, texts, row) : entryBlocks(group, texts, row);
    }),
  ];
}
