import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import * as z from 'zod/mini';
import { submissionSchema } from '@/lib/applicant/submission';
import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { applicationJsonSchema, documentJsonSchema } from './application-format';
import { documentFromAnswers } from '@/lib/applicant/application-document';
import { documentSubmissionSchema } from '@/lib/applicant/submission';
import { ORIGINAL_CLIENT_EXAMPLE, WIZARD_EXAMPLE } from './examples';
import { toPublishedJsonSchema } from './json-schema';
import { openApiDocument } from './openapi-document';

/**
 * The published format against the zod schema it is generated from: what an integrator validating with the JSON
 * Schema is told must be what the server's own rules say, field by field, for what JSON Schema can say at all.
 */
type Property = { type?: string | string[]; maxLength?: number; minLength?: number; pattern?: string; enum?: unknown[]; description?: string };

const schema = applicationJsonSchema();
const properties = schema.properties as Record<string, Property>;
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
const validateBody = ajv.compile(schema);
/** What the zod rule of one field says of a value, alone (the rules across fields are the server's). */
const shape = (submissionSchema as unknown as { shape: Record<string, z.core.$ZodType> }).shape;
const ruleAccepts = (field: string, value: unknown) => z.safeParse(shape[field]!, value).success;
const schemaAccepts = (field: string, value: unknown) => validateBody({ ...ORIGINAL_CLIENT_EXAMPLE, [field]: value });

describe('the published application format', () => {
  it('names itself with a stable $id, a version and the 2020-12 dialect', () => {
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'urn:driver-application:schema:application:v1',
      title: 'Driver application, version 1',
    });
    expect(schema.description).toContain('Checked by the server only');
  });

  it("accepts the original client's body, the wizard's flat answers and the original client's example", () => {
    for (const body of [legacyApplicant(), validApplicant(), ORIGINAL_CLIENT_EXAMPLE]) {
      expect([validateBody(body), validateBody.errors]).toEqual([true, null]);
    }
  });

  it('describes every field the server reads, and only those', () => {
    expect(Object.keys(properties).sort()).toEqual(Object.keys(shape).sort());
    expect(Object.keys(properties)).toEqual(expect.arrayContaining(['applicantName', 'ssn', 'screening', 'consents', 'documents']));
  });

  it('says in words what each field is, in the wizard\'s English words, with its entry of a table or list', () => {
    expect(Object.entries(properties).filter(([, property]) => !property.description).map(([field]) => field)).toEqual([]);
    expect(properties.employer2!.description).toBe('Work history, entry 2: Employer.');
    expect(properties.licenseDeniedReason!.description).toContain('Asked when licenseDenied is "Y"');
  });

  it('requires exactly the fields whose rule refuses them left out', () => {
    for (const field of Object.keys(properties)) {
      expect([field, (schema.required as string[]).includes(field)]).toEqual([field, !ruleAccepts(field, undefined)]);
    }
    expect(schema.required).toEqual(expect.arrayContaining(['applicantName', 'dob', 'ssn', 'signature64']));
  });

  it('refuses, field by field, a value one character over the limit, as the server does', () => {
    const limited = Object.entries(properties).filter(([, property]) => property.maxLength !== undefined);
    expect(limited.length).toBeGreaterThan(50);
    for (const [field, { maxLength }] of limited) {
      const atLimit = field === 'email' ? `${'a'.repeat(maxLength! - 12)}@example.com` : 'a'.repeat(maxLength!);
      const over = field === 'email' ? `a${atLimit}` : `${atLimit}a`;
      expect([field, ruleAccepts(field, atLimit), schemaAccepts(field, atLimit)]).toEqual([field, true, true]);
      expect([field, ruleAccepts(field, over), schemaAccepts(field, over)]).toEqual([field, false, false]);
    }
  });

  it('agrees with the rules, field by field, on an empty value, null, spaces and a value of no format', () => {
    let refused = 0;
    for (const field of Object.keys(properties)) {
      for (const value of ['', null, '   ', '#?']) {
        // A choice is published as its exact values (an enum reads better than a pattern); the rule also takes an
        // optional one left blank with spaces, which docs/api.md says.
        const verdict = ruleAccepts(field, value) && !(value === '   ' && properties[field]!.enum);
        expect([field, value, schemaAccepts(field, value)]).toEqual([field, value, verdict]);
        if (value === '#?' && !verdict) refused += 1;
      }
    }
    // The formats and choices: dates, phones, states, ZIPs, Yes/No, selects, the signature, the lists.
    expect(refused).toBeGreaterThan(60);
  });

  it('takes what the server takes from a client: lower-case states, NONE in any case, null, spaces around', () => {
    for (const [field, value] of [['state', 'tx'], ['driverExpiration1', 'none'], ['phone', null], ['dob', ' 05/07/1990 '], ['compCode', 'tskis']] as const) {
      expect([field, ruleAccepts(field, value), schemaAccepts(field, value)]).toEqual([field, true, true]);
    }
  });

  it('refuses values that are not text, as the server does', () => {
    for (const [field, value] of [['applicantName', 42], ['servedArmy', true], ['documents', 'abc'], ['screening', [{ questionId: 'x' }]]] as const) {
      expect([field, ruleAccepts(field, value), schemaAccepts(field, value)]).toEqual([field, false, false]);
    }
  });
});

describe('publishing a schema', () => {
  it('refuses a part zod cannot describe rather than publish it as anything', () => {
    expect(() => toPublishedJsonSchema(z.object({ pageRecord: z.custom<string>(() => true) }))).toThrow(/custom/i);
  });
});

describe('the published application document', () => {
  const documentSchema = documentJsonSchema();
  const validateDocument = ajv.compile(documentSchema);
  const documentProperties = documentSchema.properties as Record<string, { items?: { properties: Record<string, Property> }; maxItems?: number }>;
  const wizardDocument = documentFromAnswers(validApplicant());

  it('names itself with its own $id and version', () => {
    expect(documentSchema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'urn:driver-application:schema:application-document:v1',
      title: 'Driver application document, version 1',
    });
  });

  it("accepts the wizard's document and its example, which the server's schema takes too", () => {
    for (const body of [wizardDocument, WIZARD_EXAMPLE, documentFromAnswers(legacyApplicant())]) {
      expect([validateDocument(body), validateDocument.errors]).toEqual([true, null]);
      expect(documentSubmissionSchema.safeParse(body).success).toBe(true);
    }
  });

  it('refuses what the server refuses: a flat body, a list longer than its slots, an entry field over its limit', () => {
    const workEntries = wizardDocument.workEntries as Record<string, string>[];
    const refused = [
      validApplicant(),
      { ...wizardDocument, workEntries: [...workEntries, ...workEntries] },
      { ...wizardDocument, workEntries: [{ ...workEntries[0], employer: 'x'.repeat(51) }] },
      { ...wizardDocument, documentVersion: 2 },
    ];
    for (const body of refused) {
      expect(validateDocument(body)).toBe(false);
      expect(documentSubmissionSchema.safeParse(body).success).toBe(false);
    }
  });

  it('describes each list and its entry fields in words', () => {
    expect(documentProperties.workEntries!.maxItems).toBe(3);
    expect(documentProperties.workEntries!.items!.properties.employer!.description).toBe('Work history, each entry: Employer.');
    expect(Object.keys(documentProperties)).toEqual(expect.arrayContaining(['documentVersion', 'previousAddresses', 'accidents', 'convictions', 'experience', 'workEntries', 'earlierJobs']));
  });
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document by @readme/openapi-parser', async () => {
    const result = await validate(structuredClone(openApiDocument()) as never);
    expect(result).toMatchObject({ valid: true, specification: 'OpenAPI', warnings: [] });
  });

  it("carries the application's schema as served, and both bodies as examples", () => {
    const document = openApiDocument() as { components: { schemas: Record<string, object> }; paths: Record<string, Record<string, { requestBody: { content: Record<string, { examples: object }> } }>> };
    const { $schema: _dialect, $id: _id, ...served } = schema;
    expect(document.components.schemas.Application).toEqual(served);
    const { $schema: _documentDialect, $id: _documentId, ...servedDocument } = documentJsonSchema();
    expect(document.components.schemas.ApplicationDocument).toEqual(servedDocument);
    expect(Object.keys(document.paths['/api/drivers']!.post!.requestBody.content['application/json']!.examples)).toEqual(['originalClient', 'wizard']);
  });
});
