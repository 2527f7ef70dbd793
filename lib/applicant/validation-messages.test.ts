import * as z from 'zod/mini';
import en from '@/lib/i18n/messages/en.json';
import es from '@/lib/i18n/messages/es.json';
import { validationParseOptions, type ParseOptions } from '@/lib/i18n/validation-language';
import { companyInputSchema } from '@/lib/companies/company-input';
import { screeningAnswersSchema } from '@/lib/screening/answer-rules';
import { draftAnswersSchema } from '@/lib/drafts/server/draft-answers';
import { INVALID_FORM_VALUES, INVALID_PAYLOADS } from '@/tests/fixtures/invalid-answers';
import { applicantSchema } from './schema';
import { activeStepSchema, stepSchemas } from './step-schemas';
import { fieldsOf, ORDERED_STEPS } from './steps';
import type { FieldSpec } from './steps/types';
import { messageOf, validationErrorMap, validationTranslator, type ValidationMessage } from './validation-message';

/**
 * Every message the applicant schema gives exists in Spanish: the invalid answers of tests/fixtures/invalid-answers.ts
 * break every rule, each parse runs in English and in Spanish, and each message must come out translated.
 */

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; params?: Record<string, unknown> };
type Check = { name: string; parse: (options?: ParseOptions) => readonly Issue[] };

/** Every declared field (a group's by base name). */
const DECLARED = ORDERED_STEPS.flatMap((step) => [
  ...fieldsOf(step).map(([name, spec]) => ({ name, spec })),
  ...Object.values(step.groups ?? {}).flatMap((group) => Object.entries(group.fields).map(([name, spec]: [string, FieldSpec]) => ({ name, spec }))),
]);

/** Which of a field's texts a message prints (lib/i18n/field-texts.ts). */
function textOfField(field: string, key: string): string {
  const texts = (en.Fields as Record<string, Record<string, string>>)[field] ?? {};
  if (['required', 'requiredOrNone'].includes(key) && 'requiredName' in texts) return 'requiredName';
  return 'name' in texts ? 'name' : 'label';
}

const issuesOf = (schema: z.core.$ZodType, value: unknown) => (options?: ParseOptions) =>
  z.safeParse(schema, value, options).error?.issues ?? [];

const CHECKS: Check[] = [
  ...INVALID_PAYLOADS.map((payload, index) => ({ name: `payload ${index}`, parse: issuesOf(applicantSchema, payload) })),
  ...INVALID_FORM_VALUES.flatMap((values, index) => [
    ...stepSchemas.map((_, step) => ({ name: `form ${index}, step ${step + 1}`, parse: issuesOf(activeStepSchema(step, values), values) })),
    { name: `draft ${index}`, parse: issuesOf(draftAnswersSchema, values) },
  ]),
  // The staff's carrier form shares the text rules (its field names are in the catalog like the applicant's).
  { name: 'company', parse: issuesOf(companyInputSchema, { code: 'ABC', legalName: '', address: 'x'.repeat(201) }) },
  // A carrier's screening question left unanswered on step 1 (lib/screening/answer-rules.ts).
  { name: 'screening', parse: issuesOf(screeningAnswersSchema(['sq0123456789abcdef0123v1']), { screening: { sq0123456789abcdef0123v1: ' ' } }) },
];

/** One line per message that has no Spanish: the same text in both languages, a key for text, or a lost issue. */
function untranslated(check: Check, spanish: ParseOptions): string[] {
  const [english, translated] = [check.parse(), check.parse(spanish)];
  if (english.length !== translated.length) return [`${check.name}: ${english.length} issues in English, ${translated.length} in Spanish`];
  return english.flatMap((issue, index) => {
    const spanishText = translated[index]!.message;
    const where = `${check.name}, ${issue.path.join('.') || '(whole)'}`;
    if (spanishText === issue.message) return [`${where}: "${issue.message}" has no Spanish`];
    if (/^Validation\.|[{}]/.test(spanishText)) return [`${where}: "${issue.message}" became "${spanishText}"`];
    return [];
  });
}

describe('the validation messages', () => {
  let spanish: ParseOptions;
  beforeAll(async () => {
    spanish = (await validationParseOptions('es'))!;
  });

  it('every message of every rule, on the API and in each step of the wizard, has its Spanish', () => {
    const problems = CHECKS.flatMap((check) => untranslated(check, spanish));
    expect(problems).toEqual([]);
    // Not a vacuous pass: the answers above break hundreds of rules.
    expect(CHECKS.reduce((count, check) => count + check.parse().length, 0)).toBeGreaterThan(800);
  });

  /** Every issue the checks raise, as the error map sees it (before zod drops the check that raised it). */
  function raisedIssues() {
    const raised: z.core.$ZodRawIssue[] = [];
    const recording: ParseOptions = { error: (issue) => (raised.push(issue), spanish.error(issue)) };
    for (const check of CHECKS) check.parse(recording);
    return raised;
  }

  it('the answers above produce every message of the catalog and name every field, so none goes untested', () => {
    const produced = raisedIssues().flatMap((issue) => messageOf(issue) ?? []);
    const keys = new Set(produced.map((message) => message.key));
    const fields = new Set(produced.map((message) => message.values?.field).filter(Boolean));
    expect([...keys].sort()).toEqual(Object.keys(en.Validation).sort());
    // Every field a message can name: all of the catalog's but the Yes/No answers and the boxes, whose messages
    // say what to do without naming them.
    const unnamed = new Set(DECLARED.filter(({ spec }) => ['yesNo', 'consent', 'agreement'].includes(spec.kind)).map(({ name }) => name));
    expect([...fields].sort()).toEqual(Object.keys(en.Fields).filter((name) => !unnamed.has(name)).sort());
    // And every word a message prints for a field (its `name`, its `requiredName`) is printed by one of them.
    const printed = new Set(produced.flatMap(({ key, values }) => (values?.field ? [`${values.field}.${textOfField(values.field, key)}`] : [])));
    for (const [name, texts] of Object.entries(en.Fields as Record<string, Record<string, string>>)) {
      for (const text of ['name', 'requiredName'].filter((text) => text in texts)) expect(printed).toContain(`${name}.${text}`);
    }
  });

  it('every rule names its message by a key: only a value of the wrong type, or a list too long, gets zod’s own', () => {
    const unkeyed = raisedIssues().filter((issue) => !messageOf(issue));
    expect(new Set(unkeyed.map((issue) => issue.code))).toEqual(new Set(['invalid_type', 'too_big']));
    // A list the wizard never lets grow so long (previous addresses); zod's Spanish, like a wrong type's.
    expect(unkeyed.filter((issue) => issue.code === 'too_big').map((issue) => issue.path)).toEqual([['previousAddresses']]);
    const [wrongType] = issuesOf(applicantSchema, [])(spanish);
    expect(wrongType?.message).toBe('Entrada inválida: se esperaba objeto, recibido arreglo');
  });

  it('reads naturally in Spanish, the field names translated too', () => {
    const fields = (values: unknown) =>
      Object.fromEntries(issuesOf(applicantSchema, values)(spanish).map((issue) => [issue.path.join('.'), issue.message]));
    const payload = INVALID_PAYLOADS[4] as Record<string, unknown>;
    expect(fields({ ...payload, applicantName: '' })).toMatchObject({
      applicantName: 'Nombre del solicitante: este dato es obligatorio.',
      dob: 'La fecha de nacimiento debe ser anterior a hoy.',
      ssn: 'Número de Seguro Social: escriba los 9 dígitos como 000-00-0000.',
      state: 'Estado: el código de 2 letras del estado, por ejemplo TX.',
      movedIn: 'Fecha en que se mudó: escriba un mes como MM/AAAA.',
      armyTo: 'La fecha final no puede ser anterior a la fecha inicial.',
      grade: 'Último grado completado: elija una de estas opciones: 1, 2, 3, 4, 5, 6, 7, 8.',
      address3: 'Dirección: este dato es obligatorio.',
      city_St_Zip3: 'Ciudad, estado y código postal: este dato es obligatorio.',
    });
  });
});

describe('the check that every message has its Spanish', () => {
  let spanish: ParseOptions;
  beforeAll(async () => {
    spanish = (await validationParseOptions('es'))!;
  });

  it('fails for a new rule whose message is English text instead of a catalog key', () => {
    const schema = z.object({ fleet: z.string().check(z.refine((value) => value !== '', { message: 'Fleet Required.' })) });
    expect(untranslated({ name: 'new rule', parse: issuesOf(schema, { fleet: '' }) }, spanish)).toEqual([
      'new rule, fleet: "Fleet Required." has no Spanish',
    ]);
  });

  it('fails for a key the Spanish catalog lacks, and passes once it is translated', () => {
    const withoutRequired = { ...es, Validation: { ...es.Validation, required: undefined } } as unknown as typeof es;
    const spanishLacking: ParseOptions = { error: validationErrorMap(validationTranslator('es', withoutRequired)) };
    const check = { name: 'step 1', parse: issuesOf(activeStepSchema(0, INVALID_FORM_VALUES[0]!), INVALID_FORM_VALUES[0]) };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(untranslated(check, spanishLacking)).toContain('step 1, applicantName: "Applicant Name Required." became "Validation.required"');
    } finally {
      logged.mockRestore();
    }
    expect(untranslated(check, spanish)).toEqual([]);
  });

  it('keeps a message a key through a nested parse (a work slot checked as an entry), so it too is translated', () => {
    const slotMessage = issuesOf(applicantSchema, { employer2: 'Half-filled Inc' })(spanish).find((issue) => issue.path[0] === 'address2');
    expect(slotMessage?.message).toBe('Dirección: este dato es obligatorio.');
    expect(messageOf(slotMessage as Issue)).toEqual<ValidationMessage>({ key: 'required', values: { field: 'address' } });
  });
});
