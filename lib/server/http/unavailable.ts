import 'server-only';

/**
 * How long a client should wait before trying again after a 503 (database unreachable, configuration broken):
 * long enough for a restart or a failover. Every 503 the app sends carries it as Retry-After.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;
export const unavailableHeaders = { 'Cache-Control': 'no-store', 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };
