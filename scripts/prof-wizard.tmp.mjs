import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentFromAnswers } from '@/lib/applicant/application-document';
import { handDrawnSignaturePng, validApplicant } from '../tests/fixtures/applicant.mjs';
import { startApp } from './support/app-process.mjs';
import { applicantSession, runAtConcurrency, runAtRate, summarize } from './support/load.mjs';
import { addScreeningQuestions, consentsFor, uploadCdlPairs } from './support/wizard-bodies.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'prof-'));
const file = join(scratch, 'app.db');
const profile = process.env.PROFILE === '1';
const app = await startApp({ DATABASE_URL: `file:${file}`, SUBMISSION_RATE_LIMIT: 'off', ...(profile ? { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' } : {}) });
const session = await applicantSession(app.baseUrl);
const signature64 = handDrawnSignaturePng();
const screening = addScreeningQuestions(file, 'TSKIS');
const answers = validApplicant({ applicantName: 'NAME_SLOT', signature64 });
const consents = await consentsFor(session, answers);
const template = JSON.stringify({ ...documentFromAnswers(answers), consents, screening, documents: 'DOCS' });
const warm = 300, total = Number(process.env.TOTAL ?? 1500);
const pairs = await uploadCdlPairs(session, warm + total);
const bodyAt = (run, offset) => (i) => template.replace('NAME_SLOT', `Bench ${run} ${i}`).replace('"DOCS"', JSON.stringify(pairs[offset + i]));
const headersAt = (run) => (i) => ({ 'Idempotency-Key': `profile-${run}-${i}`, 'Shown-Language': 'en' });
{ const b = bodyAt('dbg', warm + 900)(0); const r = await fetch(`${app.baseUrl}/api/drivers`, { method: 'POST', headers: { ...session.headers, 'Idempotency-Key': 'dbg', 'Content-Type': 'application/json' }, body: b }); console.log('dbg', r.status, (await r.text()).slice(0, 300)); }
await runAtConcurrency({ session, total: warm, concurrency: 8, bodyOf: bodyAt('w', 0), headersOf: headersAt('w') });
const t0 = performance.now();
if (process.env.RATE) {
  const r = await runAtRate({ session, rate: Number(process.env.RATE), seconds: total / Number(process.env.RATE), bodyOf: bodyAt('m', warm), headersOf: headersAt('m') });
  const s = summarize(r.outcomes);
  console.log('rate', process.env.RATE, 'p50', s.p50.toFixed(1), 'p95', s.p95.toFixed(1), 'p99', s.p99.toFixed(1), JSON.stringify(s.statuses));
} else {
  const r = await runAtConcurrency({ session, total, concurrency: 8, bodyOf: bodyAt('m', warm), headersOf: headersAt('m') });
  const s = summarize(r.outcomes);
  console.log('conc8', (total / ((performance.now() - t0) / 1000)).toFixed(0), '/s p50', s.p50.toFixed(1), 'p99', s.p99.toFixed(1), JSON.stringify(s.statuses));
}
await app.stop();
