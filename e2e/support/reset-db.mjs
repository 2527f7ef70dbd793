// Deletes the end-to-end SQLite database named by DATABASE_URL (and its -wal/-shm/-journal files) right before
// playwright.config.ts starts the server, so that every run migrates a fresh database. Refuses to touch anything
// outside test-results/ so that a mistaken DATABASE_URL can never remove a real database.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const allowedDir = path.join(root, 'test-results') + path.sep;
const url = process.env.DATABASE_URL ?? '';
const file = path.resolve(root, url.replace(/^file:(\/\/)?/, ''));

if (!url.startsWith('file:') || !file.startsWith(allowedDir)) {
  console.error(`reset-db: refusing to delete ${JSON.stringify(url)}; expected a file: URL under ${allowedDir}`);
  process.exit(1);
}
for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
mkdirSync(path.dirname(file), { recursive: true });
console.log(`reset-db: fresh database at ${file}`);
