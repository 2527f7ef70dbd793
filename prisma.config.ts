import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI (generate, studio, and `migrate deploy` on machines that have Prisma's native engine).
// The engine follows DATABASE_URL, as the app does: PostgreSQL URLs use the derived PostgreSQL schema.
const url = process.env.DATABASE_URL ?? 'file:./data/driver-application.db';
const isPostgres = /^postgres(ql)?:\/\//.test(url);

export default defineConfig({
  schema: isPostgres ? 'prisma/postgresql/schema.prisma' : 'prisma/schema.prisma',
  migrations: { path: isPostgres ? 'prisma/postgresql/migrations' : 'prisma/migrations' },
  datasource: { url },
});
