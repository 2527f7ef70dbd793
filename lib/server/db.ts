import 'server-only';
import type { PrismaClient } from '@/lib/generated/sqlite/client';
import { serverConfig } from './env';
import { onShutdown } from './shutdown';
import { checkpointOffRequests } from './sqlite-checkpoints';
import { adapterConnection, cachePreparedStatements } from './sqlite-statement-cache';

/**
 * The one Prisma client. DATABASE_URL picks the engine; both generated clients come from the same model, so
 * everything above this module sees one type and no code path differs by engine.
 */
export type Database = PrismaClient;

const cache = globalThis as unknown as { driverApplicationDb?: Promise<Database> };

async function connect(): Promise<Database> {
  const { database } = serverConfig();
  if (database.provider === 'postgresql') {
    const [{ PrismaClient: PostgresClient }, { PrismaPg }] = await Promise.all([
      import('@/lib/generated/postgresql/client'),
      import('@prisma/adapter-pg'),
    ]);
    // Same model, same delegates: only the generated engine-specific internals differ.
    return new PostgresClient({ adapter: new PrismaPg({ connectionString: database.url }) }) as unknown as Database;
  }
  const [{ PrismaClient: SqliteClient }, { PrismaBetterSqlite3 }] = await Promise.all([
    import('@/lib/generated/sqlite/client'),
    import('@prisma/adapter-better-sqlite3'),
  ]);
  // The adapter's statements are kept prepared (lib/server/sqlite-statement-cache.ts): it compiles each query anew.
  // And its commits leave checkpoints to a worker (lib/server/sqlite-checkpoints.ts).
  class TunedSqliteAdapter extends PrismaBetterSqlite3 {
    override async connect() {
      const adapter = await super.connect();
      const connection = adapterConnection(adapter);
      if (connection) {
        cachePreparedStatements(connection);
        checkpointOffRequests(connection);
      }
      return adapter;
    }
  }
  // A writer waits up to 5 s for a lock instead of failing at once when several requests write together.
  return new SqliteClient({ adapter: new TunedSqliteAdapter({ url: database.url, timeout: 5_000 }) });
}

/** Cached on globalThis so dev-mode hot reloads do not open a new pool each time. */
export function getDb(): Promise<Database> {
  cache.driverApplicationDb ??= connect().then(
    (db) => {
      onShutdown('database', () => db.$disconnect());
      return db;
    },
    (error: unknown) => {
      cache.driverApplicationDb = undefined;
      throw error;
    },
  );
  return cache.driverApplicationDb;
}
