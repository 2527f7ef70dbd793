import 'server-only';
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
});

export type ServerConfig = {
  database: ReturnType<typeof resolveDatabase>;
  dataKey: Buffer;
  allowedOrigins: string[];
  maxBodyBytes: number;
};

let config: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  if (config) return config;
  const env = envSchema.parse(process.env);
  const database = resolveDatabase(env.DATABASE_URL);
  config = {
    database,
    dataKey: loadApplicantDataKey({ database, keyFromEnv: env.APPLICANT_DATA_KEY }),
    allowedOrigins: env.ALLOWED_ORIGINS,
    maxBodyBytes: env.MAX_BODY_BYTES,
  };
  return config;
}
