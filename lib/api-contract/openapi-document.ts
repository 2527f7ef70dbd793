import 'server-only';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';
import { DRAFT_PROOF_HEADER, DRAFT_TOKEN_HEADER } from '@/lib/drafts/server/draft-token';
import { OFFERED_LOCALES, SHOWN_LANGUAGE_HEADER } from '@/lib/i18n/locales';
import { COPY_HEADER } from '@/lib/applicant-copy/server/copy-link';
import { ATTRIBUTION_HEADER } from '@/lib/sources/attribution-header';
import { DELIVERY_HEADER, SIGNATURE_HEADER, TIMESTAMP_HEADER } from '@/lib/server/outbox/sign-webhook';
import { WEBHOOK_EVENT, webhookPayloadSchema } from '@/lib/server/outbox/webhook-body';
import {
  APPLICATION_FORMAT_VERSION,
  APPLICATION_SCHEMA_ID,
  APPLICATION_SCHEMA_PATH,
  DOCUMENT_SCHEMA_ID,
  DOCUMENT_SCHEMA_PATH,
  applicationJsonSchema,
  documentJsonSchema,
} from './application-format';
import { ORIGINAL_CLIENT_EXAMPLE, WIZARD_EXAMPLE } from './examples';
import { toPublishedJsonSchema, type JsonSchema } from './json-schema';
import { refusalSchema, storedSubmissionSchema } from './responses';

/**
 * The OpenAPI 3.1 description of the public API (served at OPENAPI_PATH): POST /api/drivers with the application's
 * format, its headers and every answer it gives, and the webhook sent for each new application. The schemas are the
 * generated ones (./application-format.ts, ./responses.ts, lib/server/outbox/webhook-body.ts); docs/api.md says the
 * same in prose.
 */

export const OPENAPI_PATH = '/api/openapi.json';

/** The version of the description: the application format's, the webhook body's and the CSV columns' (docs/api.md). */
export const API_VERSION = `${APPLICATION_FORMAT_VERSION}.0.0`;

/** A component schema: the generated one without `$schema` (the document's `jsonSchemaDialect` says it). */
const component = (schema: JsonSchema): JsonSchema => {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
};

const refusal = (description: string, headers: Record<string, unknown> = {}) => ({
  description,
  headers,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
});

const retryAfter = { $ref: '#/components/headers/RetryAfter' };

const header = (name: string, description: string, schema: JsonSchema, required = false) => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

function buildDocument(): JsonSchema {
  const application = applicationJsonSchema();
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Driver Application API',
      version: API_VERSION,
      description:
        'How another client submits a CDL driver\'s application, and what the office\'s receiver is sent for each new ' +
        `one. The application's two formats are also served on their own: the application document at ` +
        `${DOCUMENT_SCHEMA_PATH} ($id ${DOCUMENT_SCHEMA_ID}), the original client's flat answers at ` +
        `${APPLICATION_SCHEMA_PATH} ($id ${APPLICATION_SCHEMA_ID}). The guide for integrators is docs/api.md in the repository.`,
    },
    paths: {
      '/api/drivers': {
        post: {
          operationId: 'submitApplication',
          summary: 'Submit one application',
          description:
            'Stores one finished application and answers its number. It takes either body: the application ' +
            'document (`documentVersion` 1, the repeated groups as lists; what the wizard sends) or the original ' +
            'client\'s flat answers (`employer1`…); the same rules, stored alike. Beside the answers, both take ' +
            '`screening`, `consents` and `documents`, each optional: without `consents` or `documents` the ' +
            'application is stored and shown to the office as lacking them.\n\n' +
            `Every POST must pass the double-submit check: the same token in the \`${CSRF_COOKIE}\` cookie and the ` +
            `\`${CSRF_HEADER}\` header. A browser page receives the cookie with any page of the site; the check ` +
            'compares the two, so a client that is not a browser may send a random value of its own in both. An ' +
            '`Origin` header, when sent, must be this site (or one of ALLOWED_ORIGINS); `Sec-Fetch-Site: cross-site` ' +
            'is refused.',
          parameters: [
            { name: CSRF_COOKIE, in: 'cookie', required: true, description: 'The double-submit token.', schema: { type: 'string', minLength: 1 } },
            header(CSRF_HEADER, `The same token as the \`${CSRF_COOKIE}\` cookie.`, { type: 'string', minLength: 1 }, true),
            header(
              'Idempotency-Key',
              'The same key on every try of one application: a retry whose answer was lost is answered with the ' +
                'first answer (and `Idempotent-Replayed: true`) instead of storing it twice. The same key with ' +
                'different answers is refused (422).',
              { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,200}$' },
            ),
            header(
              'Earlier-Attempt',
              'Corrected answers after a try whose answer was lost: that try\'s Idempotency-Key. The documents it ' +
                'filed and this body names again are copied for this application instead of refused.',
              { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,200}$' },
            ),
            header(
              SHOWN_LANGUAGE_HEADER,
              'The language the applicant was shown the texts they agreed to in; absent: English.',
              { type: 'string', enum: [...OFFERED_LOCALES] },
            ),
            header(
              DRAFT_TOKEN_HEADER,
              'The wizard only: the saved draft the application was finished from, deleted with the submission.',
              { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
            ),
            header(
              'Accept-Language',
              'The language of the field messages of a 422 (Spanish for `es`, `es-MX`, …); English otherwise.',
              { type: 'string' },
            ),
            header(DRAFT_PROOF_HEADER, `The wizard only: the proof that goes with \`${DRAFT_TOKEN_HEADER}\`.`, { type: 'string' }),
            header(
              ATTRIBUTION_HEADER,
              'Where the applicant came from, as a query string (`source=facebook&utm_medium=social`); anything ' +
                'else is ignored.',
              { type: 'string', maxLength: 512 },
            ),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  anyOf: [{ $ref: '#/components/schemas/ApplicationDocument' }, { $ref: '#/components/schemas/Application' }],
                },
                examples: {
                  originalClient: { summary: "The original client's flat body", value: ORIGINAL_CLIENT_EXAMPLE },
                  wizard: {
                    summary: "The wizard's body: the application document",
                    description: 'The document ids are made up: a submission names the ids its own uploads were answered.',
                    value: WIZARD_EXAMPLE,
                  },
                },
              },
            },
          },
          responses: {
            '201': {
              description: 'Stored (or, with an Idempotency-Key already used for the same answers, stored before).',
              headers: {
                'Idempotent-Replayed': {
                  description: '`true` when this is the first answer given again for a retry.',
                  schema: { type: 'string', const: 'true' },
                },
                [COPY_HEADER]: {
                  description: "The page where the applicant can download their copy (PDF) for 24 hours, when one was made.",
                  schema: { type: 'string' },
                },
              },
              content: { 'application/json': { schema: { $ref: '#/components/schemas/StoredSubmission' } } },
            },
            '400': refusal('An Idempotency-Key, Earlier-Attempt or Shown-Language that is not one allowed, or a body that is not a JSON object.'),
            '403': refusal('The double-submit token is missing or does not match, or the request is cross-site.'),
            '409': refusal('The `consents` sent are not those due now (`consentProblems` names each); load them again.'),
            '413': refusal('The body is larger than MAX_BODY_BYTES (1 MiB unless configured).'),
            '415': refusal('The body is not `application/json` (UTF-8).'),
            '422': refusal(
              'Some answers need correcting: `fields` has each field\'s message (in the applicant\'s language where ' +
                'the request says one). Also: an Idempotency-Key already used for different answers.',
            ),
            '429': refusal('Too many applications from this network (SUBMISSION_RATE_LIMIT): try again after Retry-After.', {
              'Retry-After': retryAfter,
            }),
            '503': refusal('Not available right now (configuration, database): nothing was stored; try again after Retry-After.', {
              'Retry-After': retryAfter,
            }),
          },
        },
      },
    },
    webhooks: {
      [WEBHOOK_EVENT]: {
        post: {
          summary: 'A new application was stored',
          description:
            'POSTed to APPLICATION_WEBHOOK_URL once per application, at least once: a failed delivery (no 2xx within ' +
            '10 s, a redirect, a network error) is tried again, waiting longer each time up to an hour, with the ' +
            `same body, signature and \`${DELIVERY_HEADER}\`. Verify the signature over the raw bytes before parsing.`,
          parameters: [
            {
              name: SIGNATURE_HEADER,
              in: 'header',
              required: true,
              description: '`sha256=` and the hex HMAC-SHA256 of the raw body with APPLICATION_WEBHOOK_SECRET.',
              schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
            },
            {
              name: DELIVERY_HEADER,
              in: 'header',
              required: true,
              description: 'The delivery: the same on every retry of it. Drop one already handled.',
              schema: { type: 'string', pattern: '^[0-9]+$' },
            },
            {
              name: TIMESTAMP_HEADER,
              in: 'header',
              required: true,
              description: 'When this try was sent (Unix seconds).',
              schema: { type: 'string', pattern: '^[0-9]+$' },
            },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApplicationSubmitted' } } },
          },
          responses: { '2XX': { description: 'Received; any other answer is a failure, tried again later.' } },
        },
      },
    },
    components: {
      schemas: {
        ApplicationDocument: component(documentJsonSchema()),
        Application: component(application),
        StoredSubmission: component(toPublishedJsonSchema(storedSubmissionSchema)),
        Refusal: component(toPublishedJsonSchema(refusalSchema)),
        ApplicationSubmitted: component(toPublishedJsonSchema(webhookPayloadSchema)),
      },
      headers: {
        RetryAfter: { description: 'Seconds to wait before trying again.', schema: { type: 'string', pattern: '^[0-9]+$' } },
      },
    },
  };
}

let built: JsonSchema | undefined;

/** The description as served: computed once per process (it depends on nothing but the code). */
export function openApiDocument(): JsonSchema {
  built ??= buildDocument();
  return built;
}
