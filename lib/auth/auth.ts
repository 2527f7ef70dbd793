import 'server-only';
import { betterAuth } from 'better-auth';
import { prismaAdapter } from 'better-auth/adapters/prisma';
import { admin } from 'better-auth/plugins';
import { getDb } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';

/** Staff roles: an admin does everything (audit log, exports); a reviewer reviews applications. */
export const STAFF_ROLES = ['admin', 'reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

async function createAuth() {
  const db = await getDb();
  const config = serverConfig();
  return betterAuth({
    appName: 'Driver Application',
    secret: config.authSecret,
    baseURL: config.appBaseUrl,
    basePath: '/api/auth',
    // Origins are checked before a request reaches better-auth (lib/auth/auth-endpoint.ts: same host as the
    // request, or ALLOWED_ORIGINS), behind proxies that rewrite Host too; so the origin that passed is trusted.
    trustedOrigins: (request) => {
      const origin = request?.headers.get('origin');
      return [...config.allowedOrigins, ...(config.appBaseUrl ? [config.appBaseUrl] : []), ...(origin ? [origin] : [])];
    },
    // Sessions live in the database, so every instance behind a load balancer sees the same ones.
    database: prismaAdapter(db, { provider: config.database.provider }),
    // No public sign-up: accounts are made by `npm run staff:add` (scripts/staff-add.mjs).
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 10 },
    session: { expiresIn: 60 * 60 * 12, updateAge: 60 * 60 },
    advanced: {
      // Secure cookies whenever the public address is https; HttpOnly and SameSite=Lax always.
      useSecureCookies: config.appBaseUrl?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Guessing passwords is limited before a request gets here (lib/auth/auth-endpoint.ts), with counters every
    // instance shares; better-auth's own per-instance memory limit stays as a coarse backstop on its endpoints.
    // Its built-in sign-in rule (3 per 10 s per instance) is replaced by ours.
    rateLimit: { enabled: true, window: 60, max: 600, customRules: { '/sign-in/email': false } },
    plugins: [admin({ defaultRole: 'reviewer', adminRoles: ['admin'] })],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const cache = globalThis as unknown as { driverApplicationAuth?: Promise<Auth> };

/** The one better-auth instance, made on first use (the database client is opened asynchronously). */
export function getAuth(): Promise<Auth> {
  cache.driverApplicationAuth ??= createAuth().catch((error: unknown) => {
    cache.driverApplicationAuth = undefined;
    throw error;
  });
  return cache.driverApplicationAuth;
}
