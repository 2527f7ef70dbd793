import { DOCUMENT_GROUPS, DOCUMENT_SINGLE_FIELDS } from '@/lib/applicant/application-document';
import { groupFieldRule, apiFieldRule } from '@/lib/applicant/field-rules';
import { fieldsOf, ORDERED_STEPS } from '@/lib/applicant/steps';
import type { FieldSpec } from '@/lib/applicant/steps/types';
import * as z from 'zod/mini';
import { FILE_FORMAT, MAX_FILE_BYTES, NEVER_CARRIED } from './file-format';

/**
 * Reads an application file in the browser, never sending it anywhere: what it answers that this wizard asks, each
 * value checked by the field's own rule (a value this release would refuse is left out and named), and the answers
 * it carries that this wizard does not ask (from another installation or another version of the format), named and
 * ignored. Lists keep at most the slots this wizard has. Bounded: the text's length is capped before parsing, and
 * every loop runs over this wizard's fields or a list capped at its slots.
 */
export type FileReading =
  | { ok: true; answers: Record<string, string>; ignored: string[]; issuer: string; issuedAt: string; envelope: string }
  | { ok: false; problem: 'tooLarge' | 'damaged' | 'notApplication' };

const SPECS = new Map<string, FieldSpec>(ORDERED_STEPS.flatMap((step) => fieldsOf(step)));
const SINGLE = new Set(DOCUMENT_SINGLE_FIELDS);
const MAX_NAMED = 20;

const accepts = (rule: z.core.$ZodType, value: unknown) => typeof value === 'string' && z.safeParse(rule, value).success;

export function readApplicationFile(text: string): FileReading {
  if (text.length > MAX_FILE_BYTES) return { ok: false, problem: 'tooLarge' };
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    // Text that starts as JSON but does not parse was cut off or changed; anything else is some other file.
    return { ok: false, problem: /^\s*\{/.test(text) ? 'damaged' : 'notApplication' };
  }
  if (!isObject(envelope) || envelope.format !== FILE_FORMAT || !isObject(envelope.document)) return { ok: false, problem: 'notApplication' };
  const { document } = envelope;
  if (typeof document.documentVersion !== 'number') return { ok: false, problem: 'damaged' };

  const answers: Record<string, string> = {};
  const ignored: string[] = [];
  const ignore = (name: string) => {
    if (ignored.length < MAX_NAMED) ignored.push(name);
  };
  for (const name of SINGLE) {
    if (NEVER_CARRIED.has(name) || !(name in document)) continue;
    const spec = SPECS.get(name);
    if (spec && accepts(apiFieldRule(name, { ...spec, required: undefined }), document[name])) answers[name] = String(document[name]).trim();
    else if (document[name] !== '') ignore(name);
  }
  for (const { name, spec } of DOCUMENT_GROUPS) {
    const list = document[name];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      ignore(name);
      continue;
    }
    spec.numbers.forEach((n, index) => {
      const entry: unknown = list[index];
      if (!isObject(entry)) return;
      for (const [base, fieldSpec] of Object.entries(spec.fields)) {
        const value = entry[base];
        if (value === undefined || value === '') continue;
        if (accepts(groupFieldRule(base, fieldSpec), value)) answers[`${base}${n}`] = String(value).trim();
        else ignore(`${name}.${index}.${base}`);
      }
      for (const key of Object.keys(entry).slice(0, MAX_NAMED)) if (!(key in spec.fields)) ignore(`${name}.${index}.${key}`);
    });
    if (list.length > spec.numbers.length) ignore(`${name}.${spec.numbers.length}`);
  }
  const known = new Set<string>([...SINGLE, ...DOCUMENT_GROUPS.map(({ name }) => name), ...NEVER_CARRIED]);
  for (const key of Object.keys(document).slice(0, 500)) if (!known.has(key)) ignore(key);

  const issuer = isObject(envelope.issuer) && typeof envelope.issuer.name === 'string' ? envelope.issuer.name.slice(0, 200) : '';
  const issuedAt = typeof envelope.issuedAt === 'string' ? envelope.issuedAt.slice(0, 40) : '';
  return { ok: true, answers, ignored, issuer, issuedAt, envelope: text };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
