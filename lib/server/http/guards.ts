import 'server-only';
import { fieldMessages, type IssueList } from '@/lib/applicant/schema';
import type { LimitVerdict } from '../rate-limit/limits';
import { serverConfig, type ServerConfig } from '../env';
import { csrfRefusal } from './csrf';
import { readJsonBody } from './read-json-body';
import { requestFacts, type RequestFacts } from './request-facts';
import { refusal, tooMany, unavailable } from './route-error';

/**
 * The steps a route takes before its own work, each throwing the answer that ends it (./route-error.ts), so every
 * route refuses the same request the same way.
 */

/** The validated settings; a broken configuration is a 503, logged. */
export function routeConfig(unavailableMessage = 'This service is not available right now. Please try again later.'): ServerConfig {
  try {
    return serverConfig();
  } catch (error) {
    throw unavailable(unavailableMessage, 'configuration', error);
  }
}

/** The CSRF double-submit check of every state-changing request (403). */
export function checkCsrf(request: Request, config: ServerConfig): void {
  const refused = csrfRefusal(request, config.allowedOrigins);
  if (refused) throw refusal(403, refused);
}

/** An abuse limit: 429 with Retry-After when the client's network is over it. */
export async function checkAllowance(verdict: Promise<LimitVerdict>, message: string): Promise<void> {
  const checked = await verdict;
  if (!checked.allowed) throw tooMany(message, checked.retryAfterSeconds);
}

/** The size-limited JSON object body (413, 415, 400). */
export async function readJson(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) throw refusal(body.status, body.message);
  return body.value;
}

/** What the guards need of a schema: zod's (classic or mini) `safeParse`. */
type Parser<Output> = { safeParse(value: unknown): { success: true; data: Output } | { success: false; error: IssueList } };

/** `value` read by `schema`; anything else is refused with `status` and `message` (a malformed request: 400). */
export function parseWith<Output>(schema: Parser<Output>, value: unknown, message: string, status = 400): Output {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refusal(status, message);
  return parsed.data;
}

/** `value` read by `schema`; anything else is refused with 422, `message` and each field's own message. */
export function parseFields<Output>(schema: Parser<Output>, value: unknown, message: string): Output {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw refusal(422, message, { fields: fieldMessages(parsed.error) });
  return parsed.data;
}

/**
 * What an applicant's state-changing request goes through first: the settings, the CSRF check, the abuse limit of
 * its kind (counted before the body is read: a client over its limit costs one counter update, not an upload), then
 * the body.
 */
export async function applicantPost(
  request: Request,
  options: {
    allowance: (clientIp: string) => Promise<LimitVerdict>;
    tooMany: string;
    maxBytes?: number;
    unavailable?: string;
  },
): Promise<{ config: ServerConfig; facts: RequestFacts; body: Record<string, unknown> }> {
  const config = routeConfig(options.unavailable);
  checkCsrf(request, config);
  const facts = requestFacts(request.headers);
  await checkAllowance(options.allowance(facts.ip), options.tooMany);
  const body = await readJson(request, Math.min(options.maxBytes ?? config.maxBodyBytes, config.maxBodyBytes));
  return { config, facts, body };
}
