// jest's globalSetup: where this run's migrated databases go (tests/api/migrated-templates.ts makes them on first
// use, so a run of unit tests alone migrates nothing). The workers inherit the names through the environment;
// tests/api/templates-teardown.mjs removes them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setUpTemplates() {
  process.env.TEST_TEMPLATE_DIR = mkdtempSync(join(tmpdir(), 'driver-app-templates-'));
  process.env.TEST_POSTGRES_TEMPLATE = `driver_app_template_${Date.now()}_${randomBytes(3).toString('hex')}`;
}
