// @ts-check
// `npm run studio [-- --port 5555 --browser none]`: Prisma Studio on the database DATABASE_URL points at.
// SQLite needs an absolute file URL (Studio resolves relative ones from elsewhere); on PostgreSQL, prisma.config.ts
// picks the derived PostgreSQL schema from the same DATABASE_URL, which is passed on to it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import nextEnv from '@next/env';
import { PROJECT_ROOT } from '../lib/server/database-config.mjs';
import { resolveDatabase } from '../lib/server/schema-engine.mjs';

nextEnv.loadEnvConfig(PROJECT_ROOT, true, { info() {}, error: console.error });

const database = resolveDatabase();
if (database.filePath && !existsSync(database.filePath)) {
  console.error(`${database.filePath} does not exist yet: run \`npm run db:migrate\` first.`);
  process.exit(1);
}
const url = database.filePath ? pathToFileURL(database.filePath).href : database.url;

const studio = spawn(join(PROJECT_ROOT, 'node_modules/.bin/prisma'), ['studio', '--url', url, ...process.argv.slice(2)], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => studio.kill(signal));
studio.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
