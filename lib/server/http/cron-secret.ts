import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { routeConfig } from './guards';
import { refusal } from './route-error';

/** Constant-time comparison of the two values' digests, so neither the length nor a prefix of the secret leaks. */
const sameSecret = (given: string, secret: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());

/**
 * The cron routes' guard: a scheduler such as Vercel Cron calls them with `Authorization: Bearer $CRON_SECRET`;
 * anything else, and every call while CRON_SECRET is unset, is a 401.
 */
export function checkCronSecret(request: Request, unavailableMessage: string): void {
  const config = routeConfig(unavailableMessage);
  const header = request.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!config.cronSecret || !given || !sameSecret(given, config.cronSecret)) {
    throw refusal(401, 'A valid Authorization: Bearer secret is required.', {}, { 'WWW-Authenticate': 'Bearer' });
  }
}
