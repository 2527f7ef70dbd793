import 'server-only';

/**
 * An answer that ends a route early, thrown from anywhere below a route handler and turned into the JSON answer by
 * `apiRoute` (./api-route.ts), the one place that does so. A refusal (4xx) carries what the client is told; a
 * failure (503) also carries its cause and the stage it failed in, which `apiRoute` logs by kind only.
 */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
    readonly failure?: { stage: string; cause: unknown },
  ) {
    super(`Answered ${status}`);
    this.name = 'RouteError';
  }
}

/** A refusal: `status` with `{ error, ...extra }`. */
export function refusal(status: number, error: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): RouteError {
  return new RouteError(status, { error, ...extra }, headers);
}

/** A 429 that says when to come back. */
export function tooMany(error: string, retryAfterSeconds: number, extra: Record<string, unknown> = {}): RouteError {
  return refusal(429, error, extra, { 'Retry-After': String(retryAfterSeconds) });
}

/** Something the route depends on failed (configuration, database, mail): `status` with `error`, the cause logged. */
export function failed(status: number, error: string, stage: string, cause: unknown): RouteError {
  return new RouteError(status, { error }, {}, { stage, cause });
}

/** A failure to try again later: 503 (with Retry-After) and `error`, the cause logged. */
export const unavailable = (error: string, stage: string, cause: unknown): RouteError => failed(503, error, stage, cause);

/** `work`, with any failure that is not already an answer turned into `unavailable(error, stage, …)`. */
export async function orUnavailable<T>(error: string, stage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (cause) {
    if (cause instanceof RouteError) throw cause;
    throw unavailable(error, stage, cause);
  }
}
