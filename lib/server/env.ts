import 'server-only';
import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import { loadApplicantDataKey, resolveDatabase } from './database-config.mjs';
import { parseRateLimits } from './rate-limit/setting.mjs';

export type RateLimit = { max: number; windowMs: number; unit: 'minute' | 'hour' | 'day' };

/** `10/minute,100/day` or `off` (null), read by the one parser scripts/check-config.mjs uses too. */
function rateLimitSetting(name: string, fallback: string) {
  return z
    .string()
    .default(fallback)
    .transform((value, context): RateLimit[] | null => {
      try {
        return parseRateLimits(value, name);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

/**
 * The server's configuration, validated once on first use (not at import, so `next build` needs no secrets).
 */
const envSchema = z.object({
  DATABASE_URL: z.string().optional(),
  APPLICANT_DATA_KEY: z.string().optional(),
  /** Extra origins allowed to POST (comma-separated), e.g. when a proxy rewrites the Host header. */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((list) => (list ?? '').split(',').map((origin) => origin.trim()).filter(Boolean)),
  /** Largest accepted request body; a signed application is ~20 KB, the default leaves ample room. */
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /** Public address of the app (https://apply.example.com): links in webhooks, secure staff cookies. */
  APP_BASE_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** Signs staff sessions. Optional: derived from APPLICANT_DATA_KEY when unset, so one secret suffices. */
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters.').optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sign-in attempts allowed per client IP, e.g. `10/minute`; `off` disables this part (load tests only). */
  STAFF_SIGN_IN_RATE_LIMIT: rateLimitSetting('STAFF_SIGN_IN_RATE_LIMIT', '10/minute'),
  /** Applications accepted per client IP, e.g. `10/minute,100/day` (a family or truck stop shares one IP). */
  SUBMISSION_RATE_LIMIT: rateLimitSetting('SUBMISSION_RATE_LIMIT', '10/minute,100/day'),
  /** Abuse-limit counters live in Redis when set (redis://…), else in the database. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** Where each new application is announced (POST, JSON); unset = no webhook. */
  APPLICATION_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** HMAC-SHA256 key for the webhook's signature header; required with the URL. */
  APPLICATION_WEBHOOK_SECRET: z.string().optional(),
  /** First retry delay of a failed webhook delivery; it doubles per attempt up to an hour. Tests shorten it. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
}).refine((env) => !env.APPLICATION_WEBHOOK_URL || (env.APPLICATION_WEBHOOK_SECRET ?? '').length >= 16, {
  message: 'APPLICATION_WEBHOOK_SECRET (16 characters or more) is required when APPLICATION_WEBHOOK_URL is set.',
  path: ['APPLICATION_WEBHOOK_SECRET'],
}).refine((env) => !env.APPLICATION_WEBHOOK_URL || env.APP_BASE_URL, {
  // The staff link in each notice: taken from a request, it would be whatever Host/Origin the sender chose.
  message: 'APP_BASE_URL is required when APPLICATION_WEBHOOK_URL is set (the staff links in the notices use it).',
  path: ['APP_BASE_URL'],
});

export type ServerConfig = {
  database: ReturnType<typeof resolveDatabase>;
  dataKey: Buffer;
  allowedOrigins: string[];
  maxBodyBytes: number;
  appBaseUrl: string | undefined;
  authSecret: string;
  signInRateLimits: RateLimit[] | null;
  submissionRateLimits: RateLimit[] | null;
  redisUrl: string | undefined;
  webhook: { url: string; secret: string; retryBaseMs: number; appBaseUrl: string } | null;
};

let config: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  if (config) return config;
  const env = envSchema.parse(process.env);
  const database = resolveDatabase(env.DATABASE_URL);
  const appBaseUrl = env.APP_BASE_URL?.replace(/\/+$/, '');
  const dataKey = loadApplicantDataKey({ database, keyFromEnv: env.APPLICANT_DATA_KEY });
  config = {
    database,
    dataKey,
    allowedOrigins: env.ALLOWED_ORIGINS,
    maxBodyBytes: env.MAX_BODY_BYTES,
    appBaseUrl,
    authSecret: env.BETTER_AUTH_SECRET ?? deriveAuthSecret(dataKey),
    signInRateLimits: env.STAFF_SIGN_IN_RATE_LIMIT,
    submissionRateLimits: env.SUBMISSION_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    webhook: env.APPLICATION_WEBHOOK_URL && appBaseUrl
      ? {
          url: env.APPLICATION_WEBHOOK_URL,
          secret: env.APPLICATION_WEBHOOK_SECRET ?? '',
          retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
          appBaseUrl,
        }
      : null,
  };
  return config;
}

/** A separate key for signing sessions, derived one-way from the data key so it never reveals it. */
function deriveAuthSecret(dataKey: Buffer): string {
  return Buffer.from(hkdfSync('sha256', dataKey, 'driver-application', 'staff-session-signing', 32)).toString('base64url');
}
