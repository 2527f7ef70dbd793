// jest's globalTeardown: removes the run's migrated databases (tests/api/templates-setup.mjs).
import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function removeTemplates() {
  if (process.env.TEST_TEMPLATE_DIR) rmSync(process.env.TEST_TEMPLATE_DIR, { recursive: true, force: true });
  if (!process.env.TEST_POSTGRES_URL || !process.env.TEST_POSTGRES_TEMPLATE) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${process.env.TEST_POSTGRES_TEMPLATE} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
