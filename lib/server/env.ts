import 'server-only';
import { hkdfSync } from 'node:crypto';
import { loadApplicantDataKey, resolveDatabase } from './database-config.mjs';
import { envSchema, withRenamedSettings } from './env-schema.mjs';

export type RateLimit = { max: number; windowMs: number; unit: 'minute' | 'hour' | 'day' };

export type ServerConfig = {
  database: ReturnType<typeof resolveDatabase>;
  dataKey: Buffer;
  allowedOrigins: string[];
  maxBodyBytes: number;
  appBaseUrl: string | undefined;
  authSecret: string;
  signInRateLimits: RateLimit[] | null;
  submissionRateLimits: RateLimit[] | null;
  documentRateLimits: RateLimit[] | null;
  /** INQUIRY_RATE_LIMIT: the employer's response page and its API, per client IP. */
  inquiryRateLimits: RateLimit[] | null;
  /** COPY_RATE_LIMIT: the applicant's copy, every try and download per client network. */
  copyRateLimits: RateLimit[] | null;
  /** RECEIPT_RATE_LIMIT: the applicant's receipts per address (a keyed digest of it). */
  receiptRateLimits: RateLimit[] | null;
  redisUrl: string | undefined;
  /** TRUST_PROXY: proxies of ours in front, for the client's address. */
  trustedHops: number;
  webhook: { url: string; secret: string; retryBaseMs: number; appBaseUrl: string } | null;
  /** Outgoing mail (lib/mail/server/send-mail.ts); null when SMTP_URL is unset. */
  mail: {
    smtpUrl: string;
    from: { name: string; address: string };
    /** Mailed each new application when its carrier has no list of its own; may be empty. */
    officeNotify: string[];
    appBaseUrl: string;
  } | null;
  /** One retry schedule for every kind of delivery: the first wait, doubling per attempt up to an hour. */
  retryBaseMs: number;
  cronSecret: string | undefined;
  /** TRUSTED_FILE_KEYS: other installations' keys whose application files this one verifies (lib/application-file). */
  trustedFileKeys: string[];
  /** OFFICE_TIME_ZONE: the days of a carrier without a time zone of its own (DQ files). */
  officeTimeZone: string;
  /** Whether this process runs the delivery loop (DELIVERY_WORKER); off on a serverless host. */
  deliveryWorker: boolean;
  /** DRAFT_REMINDERS: the two reminders' delays after a draft's last save; null when off (docs/drafts-and-copies.md). */
  draftReminderDelaysMs: readonly [number, number] | null;
};

let config: ServerConfig | undefined;

/** The server's configuration, validated once on first use (not at import, so `next build` needs no secrets). */
export function serverConfig(): ServerConfig {
  if (config) return config;
  const env = envSchema.parse(withRenamedSettings(process.env));
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
    documentRateLimits: env.DOCUMENT_RATE_LIMIT,
    inquiryRateLimits: env.INQUIRY_RATE_LIMIT,
    copyRateLimits: env.COPY_RATE_LIMIT,
    receiptRateLimits: env.RECEIPT_RATE_LIMIT,
    redisUrl: env.REDIS_URL,
    trustedHops: env.TRUST_PROXY,
    webhook: env.APPLICATION_WEBHOOK_URL && appBaseUrl
      ? {
          url: env.APPLICATION_WEBHOOK_URL,
          secret: env.APPLICATION_WEBHOOK_SECRET ?? '',
          retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
          appBaseUrl,
        }
      : null,
    mail: env.SMTP_URL && env.MAIL_FROM && appBaseUrl
      ? { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, officeNotify: env.OFFICE_NOTIFY_EMAILS, appBaseUrl }
      : null,
    retryBaseMs: env.WEBHOOK_RETRY_BASE_MS,
    cronSecret: env.CRON_SECRET,
    trustedFileKeys: env.TRUSTED_FILE_KEYS,
    officeTimeZone: env.OFFICE_TIME_ZONE,
    deliveryWorker: env.DELIVERY_WORKER === 'on',
    draftReminderDelaysMs: env.DRAFT_REMINDERS,
  };
  return config;
}

/** A separate key for signing sessions, derived one-way from the data key so it never reveals it. */
function deriveAuthSecret(dataKey: Buffer): string {
  return Buffer.from(hkdfSync('sha256', dataKey, 'driver-application', 'staff-session-signing', 32)).toString('base64url');
}
