import { documentJsonSchema } from '@/lib/api-contract/application-format';
import { publishedJson } from '@/lib/api-contract/published-response';
import { apiRoute } from '@/lib/server/http/api-route';

/**
 * GET /api/schemas/application-document/v1.json — the JSON Schema of the application document, version 1
 * (docs/api.md). The folder's name is the version's: lib/api-contract/application-format.ts names this path.
 */
export const dynamic = 'force-dynamic';

export const GET = apiRoute('api/schemas/application-document', async () => publishedJson(documentJsonSchema(), 'application/schema+json'));
