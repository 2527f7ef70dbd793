// Generates the Prisma clients for both engines from the one model in prisma/schema.prisma.
//
// Why a script: Prisma keeps one provider per schema file, so the PostgreSQL schema is derived from the SQLite
// one (provider and client output swapped, nothing else). And `prisma generate` insists that a native schema
// engine binary exists although generating never runs it; that binary cannot be downloaded on offline or
// locked-down networks, so any existing executable (this Node binary) stands in for it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sqliteSchemaPath = join(root, 'prisma/schema.prisma');
export const postgresSchemaPath = join(root, 'prisma/postgresql/schema.prisma');

/** The PostgreSQL schema text derived from the SQLite source of truth. */
export function derivePostgresSchema(sqliteSchema) {
  const derived = sqliteSchema
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace('output       = "../lib/generated/sqlite"', 'output       = "../../lib/generated/postgresql"');
  if (derived === sqliteSchema || !derived.includes('lib/generated/postgresql')) {
    throw new Error('prisma/schema.prisma no longer has the provider/output lines this script rewrites');
  }
  return `// GENERATED from prisma/schema.prisma by scripts/prisma-generate.mjs — do not edit.\n${derived}`;
}

function generate(schemaPath) {
  execFileSync(join(root, 'node_modules/.bin/prisma'), ['generate', '--schema', schemaPath], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(postgresSchemaPath), { recursive: true });
  writeFileSync(postgresSchemaPath, derivePostgresSchema(readFileSync(sqliteSchemaPath, 'utf8')));
  generate(sqliteSchemaPath);
  generate(postgresSchemaPath);
  console.log('Prisma clients generated: lib/generated/sqlite, lib/generated/postgresql');
}
