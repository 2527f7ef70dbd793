// @ts-check
// `node scripts/db-migration-check.mjs [sqlite] [postgresql]` (default: both): fails when the migrations no longer
// produce the datamodel, i.e. prisma/schema.prisma changed without `npm run db:migration:create`. Each history is
// replayed on a scratch database (PostgreSQL: a temporary database on POSTGRES_ADMIN_URL), then diffed against
// the schema. Also fails when prisma/postgresql/schema.prisma is not what `npm run db:generate` derives.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../lib/server/database-config.mjs';
import { applyPendingMigrations, migrationDrift, PROVIDER_NAMES, withScratchDatabase } from '../lib/server/schema-engine.mjs';
import { derivePostgresSchema, postgresSchemaPath } from './prisma-generate.mjs';

const requested = process.argv.slice(2);
const providers = requested.length > 0 ? requested : PROVIDER_NAMES;
let failed = false;
try {
  for (const name of providers) {
    const provider = PROVIDER_NAMES.find((known) => known === name);
    if (!provider) throw new Error(`Unknown provider "${name}"; use ${PROVIDER_NAMES.join(' or ')}.`);
    if (provider === 'postgresql') {
      const derived = derivePostgresSchema(readFileSync(join(PROJECT_ROOT, 'prisma/schema.prisma'), 'utf8'));
      if (readFileSync(postgresSchemaPath, 'utf8') !== derived) {
        console.log('postgresql: prisma/postgresql/schema.prisma is stale; run `npm run db:generate`.');
        failed = true;
        continue;
      }
    }
    const drift = await withScratchDatabase(provider, async (url) => {
      await applyPendingMigrations(url);
      return migrationDrift(provider, url);
    });
    if (drift) {
      console.log(`${provider}: the migrations do not match the schema; run \`npm run db:migration:create -- <name>\`. Missing:`);
      console.log(drift.trimEnd());
      failed = true;
    } else {
      console.log(`${provider}: migrations match the schema.`);
    }
  }
} catch (error) {
  console.error(`Migration check failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`);
  failed = true;
}
// Exit explicitly: on PostgreSQL the engine leaves its 10 s advisory-lock timeout timer pending after it is done.
process.exit(failed ? 1 : 0);
