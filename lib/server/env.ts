import 'server-only';
import { hkdfSync } from 'node:crypto';
import { z } from 'zod';
import { loadApplicantDataKey, resolveDatabase } from './database-config.mjs';

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
  /** Sign-in attempts allowed per client IP, e.g. `10/minute`; `off` disables the limit (load tests only). */
  STAFF_SIGN_IN_RATE_LIMIT: z
    .string()
    .regex(/^(off|[1-9][0-9]{0,5}\/(minute|hour))$/, 'STAFF_SIGN_IN_RATE_LIMIT must look like 10/minute, 50/hour or off.')
    .default('10/minute'),
  /** Where each new application is announced (POST, JSON); unset = no webhook. */
  APPLICATION_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal('').transform(() => undefined)),
  /** HMAC-SHA256 key for the webhook's signature header; required with the URL. */
  APPLICATION_WEBHOOK_SECRET: z.string().optional(),
  /** First retry delay of a failed webhook delivery; it doubles per attempt up to an hour. Tests shorten it. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5_000),
}).refine((env) => !env.APPLICATION_WEBHOOK_URL || (env.APPLICATION_WEBHOOK_SECRET ?? '').length >= 16, {
  message: 'APPLICATION_WEBHOOK_SECRET (16 characters or more) is required when APPLICATION_WEBHOOK_URL is set.',
  path: ['APPLICATION_WEBHOOK_SECRET'],
});

export type ServerConfig = {
  database: ReturnType<typeof resolveDatabase>;
  dataKey: Buffer;
  allowedOrigins: string[];
  maxBodyBytes: number;
  appBaseUrl: string | undefined;
  authSecret: string;
  signInRateLimit: { max: number; windowSeconds: number } | null;
  webhook: { url: string; secret: string; retryBaseMs: number } | null;
};

let config: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  if (config) return config;
  const env = envSchema.parse(process.env);
  const database = resolveDatabase(env.DATABASE_URL);
  const dataKey = loadApplicantDataKey({ database, keyFromEnv: env.APPLICANT_DATA_KEY });
  config = {
    database,
    dataKey,
    allowedOrigins: env.ALLOWED_ORIGINS,
    maxBodyBytes: env.MAX_BODY_BYTES,
    appBaseUrl: env.APP_BASE_URL?.replace(/\/+$/, ''),
    authSecret: env.BETTER_AUTH_SECRET ?? deriveAuthSecret(dataKey),
    signInRateLimit: parseRateLimit(env.STAFF_SIGN_IN_RATE_LIMIT),
    webhook: env.APPLICATION_WEBHOOK_URL
      ? { url: env.APPLICATION_WEBHOOK_URL, secret: env.APPLICATION_WEBHOOK_SECRET ?? '', retryBaseMs: env.WEBHOOK_RETRY_BASE_MS }
      : null,
  };
  return config;
}

/** A separate key for signing sessions, derived one-way from the data key so it never reveals it. */
function deriveAuthSecret(dataKey: Buffer): string {
  return Buffer.from(hkdfSync('sha256', dataKey, 'driver-application', 'staff-session-signing', 32)).toString('base64url');
}

function parseRateLimit(setting: string): { max: number; windowSeconds: number } | null {
  if (setting === 'off') return null;
  const [count, unit] = setting.split('/');
  return { max: Number(count), windowSeconds: unit === 'hour' ? 3_600 : 60 };
}
