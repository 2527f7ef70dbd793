import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../env';
import { refusal } from './route-error';

/** Constant-time comparison of the two values' digests, so neither the length nor a prefix of the secret leaks. */
const sameSecret = (given: string, secret: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());

/**
 * A cron route's guard: `Authorization: Bearer $CRON_SECRET` (what Vercel Cron sends), else 401; off (401) while
 * CRON_SECRET is unset. No session and no cookie opens a cron route.
 */
export function checkCronSecret(request: Request, config: ServerConfig): void {
  const header = request.headers.get('authorization') ?? '';
  const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!config.cronSecret || !given || !sameSecret(given, config.cronSecret)) {
    throw refusal(401, 'A valid Authorization: Bearer secret is required.', {}, { 'WWW-Authenticate': 'Bearer' });
  }
}
