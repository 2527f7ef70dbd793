import 'server-only';
import type { PrismaClient } from '@/lib/generated/sqlite/client';
import { serverConfig } from './env';
import { onShutdown } from './shutdown';
import { checkpointOffRequests } from './sqlite-checkpoints';
import { adapterConnection, cachePreparedStatements, type PreparedStatement } from './sqlite-statement-cache';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * The one Prisma client. DATABASE_URL picks the engine; both generated clients come from the same model, so
 * everything above this module sees one type and no code path differs by engine.
 */
export type Database = PrismaClient;

/** On SQLite, the client's own connection and its prepared statements, for a transaction run in one go (sql-transaction.ts). */
export type SqliteConnection = { connection: BetterSqlite3.Database; prepared: (sql: string) => PreparedStatement };

// On globalThis, as the client: Next's server bundles may each carry their own copy of this module.
const cache = globalThis as unknown as {
  driverApplicationDb?: Promise<Database>;
  driverApplicationSqlite?: WeakMap<Database, { current: SqliteConnection | null }>;
};
const sqliteConnections = (cache.driverApplicationSqlite ??= new WeakMap());

/** `db`'s SQLite connection once its adapter has connected; null on PostgreSQL, before the first query, or once closed. */
export function sqliteConnection(db: Database): SqliteConnection | null {
  const current = sqliteConnections.get(db)?.current;
  return current?.connection.open ? current : null;
}

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
  const connected: { current: SqliteConnection | null } = { current: null };
  class TunedSqliteAdapter extends PrismaBetterSqlite3 {
    override async connect() {
      const adapter = await super.connect();
      const connection = adapterConnection(adapter);
      if (connection) {
        connected.current = { connection, prepared: cachePreparedStatements(connection) };
        checkpointOffRequests(connection);
      }
      return adapter;
    }
  }
  // A writer waits up to 5 s for a lock instead of failing at once when several requests write together.
  const client = new SqliteClient({ adapter: new TunedSqliteAdapter({ url: database.url, timeout: 5_000 }) });
  sqliteConnections.set(client, connected);
  return client;
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
