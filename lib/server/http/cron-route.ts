import 'server-only';
import { apiRoute } from './api-route';
import { checkCronSecret } from './cron-secret';
import { routeConfig } from './guards';

/**
 * A route for a scheduler (Vercel Cron): `handler` runs only for a request with the cron secret (else 401), and
 * `unavailable` is the 503's words when the server's settings cannot be read.
 */
export function cronRoute(name: string, unavailable: string, handler: (request: Request) => Promise<Response>) {
  return apiRoute(name, async (request: Request) => {
    checkCronSecret(request, routeConfig(unavailable));
    return handler(request);
  });
}
