import { installationKeys } from '@/lib/application-file/server/installation';
import { publishedJson } from '@/lib/api-contract/published-response';
import { apiRoute } from '@/lib/server/http/api-route';

/**
 * GET /.well-known/driver-application-keys.json — the public key this installation signs its applicants' application
 * files with (docs/application-file.md), for another installation's admin to add to its TRUSTED_FILE_KEYS.
 */
export const dynamic = 'force-dynamic';

export const GET = apiRoute('well-known/driver-application-keys', async () => publishedJson(installationKeys(), 'application/json'));
