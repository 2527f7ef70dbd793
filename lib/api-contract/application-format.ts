import 'server-only';
import { documentSubmissionSchema, submissionSchema } from '@/lib/applicant/submission';
import { DOCUMENT_VERSION } from '@/lib/applicant/application-document';
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

/**
 * The application document (lib/applicant/application-document.ts): what the wizard sends, what is stored and
 * signed, and what an applicant's saved file carries. Served beside the flat format, under its own versions.
 */
export const DOCUMENT_SCHEMA_PATH = `/api/schemas/application-document/v${DOCUMENT_VERSION}.json`;
export const DOCUMENT_SCHEMA_ID = `urn:driver-application:schema:application-document:v${DOCUMENT_VERSION}`;

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

const DOCUMENT_DESCRIPTION = [
  'An application as one document: each answer of a step under its name, each repeated group (previous addresses, ' +
    'accidents, convictions, driving experience, employers, earlier driving jobs) a list of entries whose fields are ' +
    "named as the flat format's without their number (`workEntries[1].employer` is the flat `employer2`). " +
    '`documentVersion` tells it from the flat body. POST /api/drivers takes it with the same additions ' +
    '(`screening`, `consents`, `documents`); a property it does not know is ignored, one it lacks is read as empty.',
  `Checked by the server only: ${CHECKED_BY_THE_SERVER_ONLY.join(' ')}`,
].join('\n\n');

type Published = { id: string; title: string; description: string; schema: Parameters<typeof toPublishedJsonSchema>[0] };

/** A zod schema as served: the 2020-12 dialect, its `$id`, and each answer in words (./field-descriptions.ts). */
function published({ id, title, description, schema }: Published): JsonSchema {
  const { $schema, ...generated } = toPublishedJsonSchema(schema);
  const descriptions = fieldDescriptions();
  const describe = (properties: Record<string, JsonSchema>, wordsOf: (name: string) => string | undefined) => {
    for (const [name, property] of Object.entries(properties)) {
      const words = wordsOf(name);
      if (words) properties[name] = { description: words, ...property };
    }
  };
  const properties = generated.properties as Record<string, JsonSchema>;
  describe(properties, (name) => descriptions.get(name));
  // A list's entry fields in the words of the flat format's first slot (`employer` as `employer1`), for any entry.
  for (const property of Object.values(properties)) {
    const items = (property as { items?: { properties?: Record<string, JsonSchema> } }).items;
    if (items?.properties) describe(items.properties, (name) => descriptions.get(`${name}1`)?.replace(', entry 1:', ', each entry:'));
  }
  return { $schema, $id: id, title, description, ...generated };
}

const cache = new Map<string, JsonSchema>();
const once = (format: Published) => () => {
  if (!cache.has(format.id)) cache.set(format.id, published(format));
  return cache.get(format.id)!;
};

/** The flat format as served: computed once per process (it depends on nothing but the code). */
export const applicationJsonSchema = once({
  id: APPLICATION_SCHEMA_ID,
  title: `Driver application, version ${APPLICATION_FORMAT_VERSION}`,
  description: DESCRIPTION,
  schema: submissionSchema,
});

/** The application document's schema as served. */
export const documentJsonSchema = once({
  id: DOCUMENT_SCHEMA_ID,
  title: `Driver application document, version ${DOCUMENT_VERSION}`,
  description: DOCUMENT_DESCRIPTION,
  schema: documentSubmissionSchema,
});
