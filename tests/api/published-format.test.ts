import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { documentFromAnswers } from '@/lib/applicant/application-document';
import { agreedConsents } from './consent-client';
import { cdlPhotoIds } from './document-client';
import { migratedSqliteDatabase } from './engines';
import { staffAppPerSuite } from './staff-client';

/**
 * The published format over real HTTP on the production build, as an integrator meets it: the OpenAPI document and
 * the application's schema are fetched from the app, the bodies the schema accepts are stored, and the bodies it
 * refuses are refused by the server too, each with its field's message.
 */
type JsonObject = Record<string, unknown>;
type OpenApi = {
  openapi: string;
  info: { version: string };
  paths: Record<string, { post: { responses: Record<string, unknown>; requestBody: { content: Record<string, { examples: Record<string, { value: JsonObject }> }> } } }>;
  components: { schemas: Record<string, JsonObject> };
  webhooks: Record<string, unknown>;
};

const WEBHOOK_SECRET = 'published-format-webhook-secret';

/** What the stand-in for the office's receiver got: each body's raw bytes and headers. */
const received: { raw: Buffer; headers: Record<string, string | string[] | undefined> }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ raw: Buffer.concat(chunks), headers: request.headers });
    response.writeHead(204).end();
  });
});

describe('the published format, served by the app', () => {
  // The webhook's address is known once the receiver listens, before the app starts (beforeStart).
  const env: Record<string, string> = { APP_BASE_URL: 'http://apply.example.test', APPLICATION_WEBHOOK_SECRET: WEBHOOK_SECRET };
  const suite = staffAppPerSuite(migratedSqliteDatabase, [], {
    env,
    beforeStart: async () => {
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const address = receiver.address();
      if (!address || typeof address === 'string') throw new Error('The receiver has no port');
      env.APPLICATION_WEBHOOK_URL = `http://127.0.0.1:${address.port}/hooks`;
    },
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  let document: OpenApi;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  /** A schema of the served document's components, compiled. */
  const component = (name: string) => ajv.compile(document.components.schemas[name]!);

  const submit = (body: unknown, headers: Record<string, string> = {}) => suite.applicant.post('/api/drivers', body, { headers });
  const storedCount = async () => (await suite.database.rows()).length;

  beforeAll(async () => {
    const answer = await suite.applicant.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    document = answer.json() as OpenApi;
  });

  it('serves an OpenAPI 3.1 document that a standard validator accepts, cacheable by anyone', async () => {
    const answer = await suite.applicant.get('/api/openapi.json');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(document.openapi).toBe('3.1.0');
    expect(await validate(answer.json())).toMatchObject({ valid: true, specification: 'OpenAPI' });
    expect(Object.keys(document.paths['/api/drivers']!.post.responses).sort()).toEqual(
      ['201', '400', '403', '409', '413', '415', '422', '429', '503'],
    );
    expect(Object.keys(document.webhooks)).toEqual(['application.submitted']);
  });

  it("serves the application's schema at its versioned address, the same as the document's", async () => {
    const answer = await suite.applicant.get('/api/schemas/application/v1.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/schema+json');
    const { $schema, $id, ...schema } = answer.json();
    expect([$schema, $id]).toEqual(['https://json-schema.org/draft/2020-12/schema', 'urn:driver-application:schema:application:v1']);
    expect(document.components.schemas.Application).toEqual(schema);
    expect((await suite.applicant.get('/api/schemas/application/v2.json')).status).toBe(404);
  });

  it("serves the application document's schema at its own versioned address, the same as the document's", async () => {
    const answer = await suite.applicant.get('/api/schemas/application-document/v1.json');
    expect(answer.status).toBe(200);
    const { $schema, $id, ...schema } = answer.json();
    expect([$schema, $id]).toEqual(['https://json-schema.org/draft/2020-12/schema', 'urn:driver-application:schema:application-document:v1']);
    expect(document.components.schemas.ApplicationDocument).toEqual(schema);
  });

  it("stores the original client's body and the documented example, which the schema accepts, and answers as documented", async () => {
    const valid = component('Application');
    const stored = component('StoredSubmission');
    const example = document.paths['/api/drivers']!.post.requestBody.content['application/json']!.examples.originalClient!.value;
    for (const body of [legacyApplicant(), example]) {
      expect([valid(body), valid.errors]).toEqual([true, null]);
      const answer = await submit(body);
      expect([answer.status, answer.text]).toEqual([201, expect.any(String)]);
      expect([stored(answer.json()), stored.errors]).toEqual([true, null]);
    }
  });

  it("stores the wizard's body (the document, consents, documents, screening, its headers), which the schema accepts, once per Idempotency-Key", async () => {
    const answers = validApplicant({ applicantName: 'Wanda Wizard' });
    const body = {
      ...documentFromAnswers(answers),
      screening: [],
      consents: await agreedConsents(suite.applicant, answers),
      documents: await cdlPhotoIds(suite.applicant),
    };
    const valid = component('ApplicationDocument');
    expect([valid(body), valid.errors]).toEqual([true, null]);
    const headers = { 'Idempotency-Key': `published-format-${randomBytes(8).toString('hex')}`, 'Shown-Language': 'en' };
    const first = await submit(body, headers);
    expect([first.status, first.text]).toEqual([201, expect.any(String)]);
    const again = await submit(body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.json().numberId).toBe(first.json().numberId);
  });

  it.each([
    ['a required field left out', 'applicantName', undefined],
    ['a value that is not text', 'servedArmy', true],
    ['a name one character too long', 'applicantName', 'J'.repeat(101)],
    ['an answer that is not one of the choices', 'fmcsr1', 'maybe'],
    ['a state that is not a 2-letter code', 'state', 'Texas'],
    ['a date that is not mm/dd/yyyy', 'dob', '1990-05-07'],
    ['document ids that are not a list', 'documents', 'cdl-front'],
  ])('refuses %s in the schema and on the server (422 with the field\'s message)', async (_case, field, value) => {
    const body: JsonObject = validApplicant({ [field]: value });
    if (value === undefined) delete body[field];
    const valid = component('Application');
    expect(valid(body)).toBe(false);
    expect(valid.errors?.map((error) => error.instancePath || `/${String(error.params.missingProperty)}`)).toContain(`/${field}`);

    const before = await storedCount();
    const answer = await submit(body);
    expect(answer.status).toBe(422);
    expect(answer.json().fields).toEqual(expect.objectContaining({ [field]: expect.any(String) }));
    const refusal = component('Refusal');
    expect([refusal(answer.json()), refusal.errors]).toEqual([true, null]);
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['an entry field over its limit', ['workEntries', 0, 'employer'], 'x'.repeat(51)],
    ['a required entry field left empty', ['workEntries', 1, 'position'], ''],
    ['a date of birth that is not mm/dd/yyyy', ['dob'], '1990-05-07'],
  ])("refuses %s of a document in the schema and on the server, at the document's path", async (_case, path, value) => {
    const body = documentFromAnswers(validApplicant()) as JsonObject;
    const [first, index, field] = path as [string, number?, string?];
    if (field === undefined) body[first] = value;
    else (body[first] as JsonObject[])[index!]![field] = value;
    const valid = component('ApplicationDocument');
    // What JSON Schema can say (a length, a format); a required entry field is the server's rule over the entry.
    if (value !== '') expect(valid(body)).toBe(false);
    const before = await storedCount();
    const answer = await submit(body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.json().fields as JsonObject)).toEqual([path.join('.')]);
    expect(await storedCount()).toBe(before);
  });

  it('sends the webhook the document describes, signed as docs/api.md says', async () => {
    const answer = await submit(legacyApplicant({ applicantName: 'Hank Hook' }));
    expect(answer.status).toBe(201);
    const numberId = answer.json().numberId;
    const delivery = async () => received.find(({ raw }) => JSON.parse(raw.toString('utf8')).numberId === numberId);
    for (let waited = 0; !(await delivery()) && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    const { raw, headers } = (await delivery())!;

    const valid = component('ApplicationSubmitted');
    expect([valid(JSON.parse(raw.toString('utf8'))), valid.errors]).toEqual([true, null]);
    expect(JSON.parse(raw.toString('utf8'))).toMatchObject({ event: 'application.submitted', applicantName: 'Hank Hook' });
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')}`;
    expect(headers['x-driver-application-signature']).toBe(expected);
    expect(headers['x-driver-application-delivery']).toMatch(/^[0-9]+$/);
    expect(headers['x-driver-application-timestamp']).toMatch(/^[0-9]+$/);
    const parameters = (document.webhooks['application.submitted'] as { post: { parameters: { name: string }[] } }).post.parameters;
    expect(parameters.map(({ name }) => name.toLowerCase())).toEqual(
      ['x-driver-application-signature', 'x-driver-application-delivery', 'x-driver-application-timestamp'],
    );
  });

  it('takes a submission from a client that is not a browser: its own token in the cookie and the header, no Origin', async () => {
    const token = randomBytes(16).toString('hex');
    const response = await fetch(`${suite.app.baseUrl}/api/drivers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
      body: JSON.stringify(legacyApplicant({ applicantName: 'Sally Server' })),
    });
    expect(response.status).toBe(201);
    const refused = await fetch(`${suite.app.baseUrl}/api/drivers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}` },
      body: JSON.stringify(legacyApplicant()),
    });
    expect(refused.status).toBe(403);
    expect(component('Refusal')(await refused.json())).toBe(true);
  });
});
