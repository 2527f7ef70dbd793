import { openApiDocument } from '@/lib/api-contract/openapi-document';
import { publishedJson } from '@/lib/api-contract/published-response';
import { apiRoute } from '@/lib/server/http/api-route';

/** GET /api/openapi.json — the OpenAPI 3.1 description of the public API (docs/api.md). */
export const dynamic = 'force-dynamic';

export const GET = apiRoute('api/openapi.json', async () => publishedJson(openApiDocument(), 'application/json'));
