import 'server-only';
import { Prisma } from '@/lib/generated/sqlite/client';
import type { Database } from '../db';
import type { CounterStore } from './counter-store';

/** Ended windows are swept now and then, so the table holds only live counters. */
const SWEEP_EVERY_HITS = 500;

/**
 * Counters in the RateLimitCounter table: one upsert statement per call (SQLite ≥ 3.35 and PostgreSQL share the
 * syntax), atomic per row, so concurrent instances never lose a count.
 */
export function databaseCounterStore(db: Database): CounterStore {
  let hitsSinceSweep = 0;
  return {
    async hit(hits, now) {
      if (++hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        await db.$executeRaw`DELETE FROM "RateLimitCounter" WHERE "resetAt" <= ${BigInt(now)}`;
      }
      const rows = Prisma.join(hits.map(({ key, windowMs }) => Prisma.sql`(${key}, 1, ${BigInt(now + windowMs)})`));
      const counters = await db.$queryRaw<{ key: string; count: number | bigint; resetAt: number | bigint }[]>`
        INSERT INTO "RateLimitCounter" ("key", "count", "resetAt") VALUES ${rows}
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN "RateLimitCounter"."resetAt" <= ${BigInt(now)} THEN 1
                    ELSE "RateLimitCounter"."count" + 1 END,
          "resetAt" = CASE WHEN "RateLimitCounter"."resetAt" <= ${BigInt(now)} THEN excluded."resetAt"
                      ELSE "RateLimitCounter"."resetAt" END
        RETURNING "key", "count", "resetAt"`;
      const byKey = new Map(counters.map((row) => [row.key, { count: Number(row.count), resetAt: Number(row.resetAt) }]));
      return hits.map(({ key }) => byKey.get(key) ?? { count: 1, resetAt: now });
    },

    async peek(key, now) {
      const row = await db.rateLimitCounter.findUnique({ where: { key } });
      return row && Number(row.resetAt) > now ? { count: row.count, resetAt: Number(row.resetAt) } : null;
    },

    async clear(keys) {
      await db.rateLimitCounter.deleteMany({ where: { key: { in: [...keys] } } });
    },

    close: async () => {},
  } satisfies CounterStore;
}
