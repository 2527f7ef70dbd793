// @ts-check
// The benchmark's yardstick: POST /api/drivers without a framework or an ORM. node:http, the same CSRF check, the
// same bounded body read, the app's own zod schema, PNG check and row (SSN encryption, 391.21 items, signature
// audit digest: lib/server/application-row.ts), and one prepared better-sqlite3 INSERT into a database migrated like
// the app's. What the app may cost on top of this is
// what `npm run bench` reports as the ratio.
//   node --import ./scripts/support/register-ts.mjs scripts/bench/baseline-server.mjs   (PORT, DATABASE_URL=file:…)
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';

const { applicantSchema } = await import('@/lib/applicant/schema');
const { signaturePngProblem } = await import('@/lib/server/signature-png');
const { applicationRow } = await import('@/lib/server/application-row');

const file = String(process.env.DATABASE_URL).replace(/^file:/, '');
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('busy_timeout = 5000');
const key = randomBytes(32);
const MAX_BODY = 1_048_576;
/** @type {Map<string, import('better-sqlite3').Statement>} one prepared INSERT per column set */
const inserts = new Map();

/** @param {Record<string, unknown>} row */
function insert(row) {
  const columns = Object.keys(row);
  const signature = columns.join(',');
  let statement = inserts.get(signature);
  if (!statement) {
    statement = db.prepare(
      `INSERT INTO "Applicant" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING "numberId"`,
    );
    inserts.set(signature, statement);
  }
  return /** @type {{ numberId: number }} */ (statement.get(...columns.map((column) => row[column])));
}

const cookieToken = (/** @type {string | undefined} */ header) => /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(header ?? '')?.[1];

const server = createServer(async (request, response) => {
  const send = (/** @type {number} */ status, /** @type {object} */ body) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  if (request.url === '/' && request.method === 'GET') {
    response.writeHead(200, { 'Set-Cookie': `XSRF-TOKEN=${randomBytes(24).toString('base64url')}; Path=/; SameSite=Strict` });
    return response.end('ok');
  }
  if (request.url !== '/api/drivers' || request.method !== 'POST') return send(404, { error: 'Not found.' });
  const token = cookieToken(request.headers.cookie);
  if (!token || decodeURIComponent(token) !== request.headers['x-xsrf-token']) return send(403, { error: 'Missing or invalid security token.' });

  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY) return send(413, { error: 'Too large.' });
    chunks.push(chunk);
  }
  let body;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return send(400, { error: 'Not JSON.' });
  }
  const parsed = applicantSchema.safeParse(body);
  if (!parsed.success) return send(422, { error: 'Some answers need correcting.' });
  const problem = await signaturePngProblem(parsed.data.signature64);
  if (problem) return send(422, { error: problem });
  const receivedAt = new Date();
  const row = applicationRow(parsed.data, {
    receivedAt,
    submitterIp: request.socket.remoteAddress ?? '',
    userAgent: String(request.headers['user-agent'] ?? ''),
    idempotencyKey: null,
  }, key);
  const stored = insert({ ...row, creationDate: receivedAt.toISOString() });
  send(201, { numberId: stored.numberId, creationDate: receivedAt.toISOString() });
});
server.listen(Number(process.env.PORT || 3999), '127.0.0.1', () => console.log(`baseline listening on ${process.env.PORT}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
