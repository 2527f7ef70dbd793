import 'server-only';
import { submissionSchema } from '@/lib/applicant/submission';
import { fieldDescriptions } from './field-descriptions';
import { toPublishedJsonSchema, type JsonSchema } from './json-schema';

/**
 * The published format of an application: the JSON Schema of the body POST /api/drivers accepts, generated from the
 * zod schema the server parses with. Version 1 is the original client's flat answers with the wizard's additions.
 * A body valid under a version stays accepted while that version is served; a change that would refuse one, or
 * change what a field means, is a new version (docs/api.md).
 */
export const APPLICATION_FORMAT_VERSION = 1;

/** Where the schema is served (app/api/schemas/application/v1.json). */
export const APPLICATION_SCHEMA_PATH = `/api/schemas/application/v${APPLICATION_FORMAT_VERSION}.json`;

/**
 * The schema's `$id`: a name that is the same for every deployment (staging, production, an integrator's copy), which
 * a URL built from APP_BASE_URL (optional, and different per deployment) would not be. Where it is served is
 * APPLICATION_SCHEMA_PATH on each deployment.
 */
export const APPLICATION_SCHEMA_ID = `urn:driver-application:schema:application:v${APPLICATION_FORMAT_VERSION}`;

/** The one zod schema the format is generated from; the stored application's own schema takes its place here. */
const APPLICATION_FORMAT = submissionSchema;

/** What the server checks that the schema does not say: it answers 422 (409 for consents) with each field's message. */
export const CHECKED_BY_THE_SERVER_ONLY = [
  'Rules across fields: an answer another answer asks for (the first row of a table unless it says NONE, every field of an entry given, a reason when the answer is Yes), and a period that ends on or after its start.',
  'Dates: a real calendar date from 1900 on (02/30/2020 is refused), a month not in the future, a date of birth in the past of someone at least 18.',
  'The Social Security number: numbers never issued (area 000, 666 or 900-999, group 00, serial 0000) are refused.',
  'signature64: a PNG that decodes whole (every chunk, its pixels), at most 200 000 bytes and 2 000 pixels a side.',
  'screening: each answer names a current question of the carrier, in a version it had, once, with an answer of its kind.',
  'consents: exactly the ones due for the carrier and the states of the addresses, in texts this app published (409 otherwise).',
  'documents: ids of uploads of the last day not filed with another application, the CDL front and back among them.',
] as const;

const DESCRIPTION = [
  'The body of POST /api/drivers: the answers of a CDL driver\'s application, all text, by the field names of the ' +
    'original client, and beside them what the wizard adds (`screening`, `consents`, `documents`).',
  'Values are described as sent; the server trims them first (lengths count the trimmed text), upper-cases a state ' +
    'and the word NONE, and treats null, "" and a field left out alike. Unknown fields are ignored.',
  `Checked by the server only: ${CHECKED_BY_THE_SERVER_ONLY.join(' ')}`,
].join('\n\n');

let published: JsonSchema | undefined;

/** The schema as served: computed once per process (it depends on nothing but the code). */
export function applicationJsonSchema(): JsonSchema {
  published ??= buildSchema();
  return published;
}

function buildSchema(): JsonSchema {
  const { $schema, ...generated } = toPublishedJsonSchema(APPLICATION_FORMAT);
  const properties = generated.properties as Record<string, JsonSchema>;
  for (const [name, description] of fieldDescriptions()) {
    if (properties[name]) properties[name] = { description, ...properties[name] };
  }
  return {
    $schema,
    $id: APPLICATION_SCHEMA_ID,
    title: `Driver application, version ${APPLICATION_FORMAT_VERSION}`,
    description: DESCRIPTION,
    ...generated,
  };
}
