// @ts-check
// `npm run bench:checkpoints`: how long a submission's commit waits on SQLite, with its automatic checkpoint inside
// the commit (SQLite's default) and with lib/server/sqlite-checkpoints.ts's worker, in alternating runs.
// The write pattern is a hiring rush's at 150/s: per application two photo uploads (130 KB each, their own commits,
// as the upload route writes them) and one transaction with a ~22 KB document in a row under ten indexes, three
// consent rows and the UPDATE that files the photos. Only the application's transaction is timed.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { checkpointOffRequests, stopCheckpointWorkers } from '@/lib/server/sqlite-checkpoints';
import { fail, scriptArguments } from './support/script-arguments.mjs';

const USAGE = 'npm run bench:checkpoints [-- --runs 2 --rate 150 --seconds 10]';
const options = scriptArguments(
  { runs: { type: 'string', default: '2' }, rate: { type: 'string', default: '150' }, seconds: { type: 'string', default: '10' } },
  USAGE,
);
const runs = Number(options.runs);
const rate = Number(options.rate);
const total = Math.round(rate * Number(options.seconds));
if (!Number.isSafeInteger(runs) || runs < 1 || !(rate > 0) || !(total > 0)) fail(USAGE);
const INDEXED = ['comp', 'created', 'status', 'name', 'email', 'phone', 'comp, created', 'status, created', 'comp, status, created', 'name, email'];

/** @param {'inline' | 'worker'} mode */
async function run(mode) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-checkpoints-'));
  const db = new Database(join(folder, 'app.db'));
  try {
    db.pragma('journal_mode = WAL');
    db.exec(`CREATE TABLE "Application" ("id" INTEGER PRIMARY KEY, "comp" TEXT, "created" INTEGER, "status" TEXT, "name" TEXT,
      "email" TEXT, "phone" TEXT, "document" TEXT);
      ${INDEXED.map((columns, index) => `CREATE INDEX "application_${index}" ON "Application" (${columns});`).join('\n')}
      CREATE TABLE "Consent" ("id" INTEGER PRIMARY KEY, "applicationId" INTEGER, "role" TEXT, "text" TEXT);
      CREATE INDEX "consent_application" ON "Consent" ("applicationId");
      CREATE TABLE "Upload" ("id" INTEGER PRIMARY KEY, "applicationId" INTEGER, "kind" TEXT);
      CREATE INDEX "upload_application" ON "Upload" ("applicationId");
      CREATE TABLE "UploadFile" ("uploadId" INTEGER PRIMARY KEY, "content" BLOB);`);
    if (mode === 'worker') checkpointOffRequests(db);
    const upload = db.prepare('INSERT INTO "Upload" ("kind") VALUES (?)');
    const uploadFile = db.prepare('INSERT INTO "UploadFile" ("uploadId", "content") VALUES (?, ?)');
    const application = db.prepare('INSERT INTO "Application" ("comp", "created", "status", "name", "email", "phone", "document") VALUES (?, ?, ?, ?, ?, ?, ?)');
    const consent = db.prepare('INSERT INTO "Consent" ("applicationId", "role", "text") VALUES (?, ?, ?)');
    const file = db.prepare('UPDATE "Upload" SET "applicationId" = ? WHERE "id" IN (?, ?)');
    const document = JSON.stringify({ answers: randomBytes(11_000).toString('hex') });
    const submit = db.transaction((/** @type {number} */ index, /** @type {number[]} */ photos) => {
      const id = application.run('TSKIS', Date.now(), 'new', `Applicant ${index}`, `a${index}@example.test`, `555${index}`, document).lastInsertRowid;
      for (const role of ['fcra', 'psp', 'clearinghouse']) consent.run(id, role, 'consent text '.repeat(40));
      file.run(id, ...photos);
    });
    const photo = (/** @type {string} */ kind) => {
      const id = Number(upload.run(kind).lastInsertRowid);
      uploadFile.run(id, randomBytes(130_000));
      return id;
    };
    /** @type {number[]} */
    const waits = [];
    const started = performance.now();
    for (let index = 0; index < total; index++) {
      const due = started + (index * 1000) / rate;
      const early = due - performance.now();
      if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
      const photos = [photo('cdl-front'), photo('cdl-back')];
      const before = performance.now();
      submit(index, photos);
      waits.push(performance.now() - before);
    }
    waits.sort((a, b) => a - b);
    const at = (/** @type {number} */ share) => (waits[Math.floor(waits.length * share)] ?? NaN).toFixed(2);
    console.log(`  ${mode.padEnd(6)} p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, p99.9 ${at(0.999)} ms, longest ${waits.at(-1)?.toFixed(1)} ms; ` +
      `${waits.filter((wait) => wait > 5).length} of ${total} over 5 ms`);
  } finally {
    await stopCheckpointWorkers();
    db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log(`An application's commit at ${rate}/s, ${total} applications per run (checkpoint inside commits: inline; in the worker: worker):`);
for (let round = 0; round < runs; round++) {
  await run('inline');
  await run('worker');
}
