// @ts-check
// PostgreSQL goes away and comes back (a failover, a restart). The app sits behind a TCP relay that this drill
// cuts and restores, so the real server is never touched: while it is gone, a submission gets a quick 503 with
// Retry-After; once it is back, the applicant's retry with the same Idempotency-Key stores exactly one row.
import { randomBytes } from 'node:crypto';
import { createServer, connect } from 'node:net';
import pg from 'pg';
import { validApplicant } from '../../tests/fixtures/applicant.mjs';
import { freePort, startApp } from '../support/app-process.mjs';
import { applicantSession, postApplication } from '../support/load.mjs';

/** @param {number} listenPort @param {string} host @param {number} port */
async function startRelay(listenPort, host, port) {
  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(undefined)));
  return {
    /** Refuse new connections and cut the open ones, as a dead server does. */
    cut: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** @param {{ adminUrl: string, log: (line: string) => void }} options */
export async function postgresDrill({ adminUrl, log }) {
  const name = `driver_app_drill_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(adminUrl);
  const relayPort = await freePort();
  let relay = await startRelay(relayPort, target.hostname, Number(target.port || 5432));
  const viaRelay = new URL(adminUrl);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relayPort);
  viaRelay.pathname = `/${name}`;
  const app = await startApp({ DATABASE_URL: viaRelay.toString(), APPLICANT_DATA_KEY: randomBytes(32).toString('base64') });
  try {
    const session = await applicantSession(app.baseUrl);
    const body = JSON.stringify(validApplicant({ applicantName: 'Outage Drill' }));
    const before = await postApplication(session, JSON.stringify(validApplicant({ applicantName: 'Before Outage' })));

    await relay.cut();
    const key = { 'Idempotency-Key': `drill-${randomBytes(6).toString('hex')}` };
    const started = performance.now();
    const response = await fetch(`${app.baseUrl}/api/drivers`, { method: 'POST', headers: { ...session.headers, ...key }, body });
    await response.arrayBuffer();
    const duringMs = performance.now() - started;
    const during = { status: response.status };

    relay = await startRelay(relayPort, target.hostname, Number(target.port || 5432));
    const recoveryStarted = performance.now();
    let after = await postApplication(session, body, key);
    while (after.status !== 201 && performance.now() - recoveryStarted < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      after = await postApplication(session, body, key);
    }
    const recoveryMs = performance.now() - recoveryStarted;
    const again = await postApplication(session, body, key);
    const check = new pg.Client({ connectionString: new URL(`/${name}`, adminUrl).toString() });
    await check.connect();
    const rows = Number((await check.query(`SELECT count(*) FROM "Applicant" WHERE "applicantName" = 'Outage Drill'`)).rows[0].count);
    await check.end();
    const result = {
      before: before.status,
      during: during.status,
      duringRetryAfter: response.headers.get('retry-after'),
      duringMs,
      after: after.status,
      recoveryMs,
      replay: again.status,
      rows,
    };
    log(`  PostgreSQL cut: before ${result.before}; while down ${result.during} in ${duringMs.toFixed(0)} ms ` +
      `(Retry-After ${result.duringRetryAfter}); back up → ${result.after} after ${recoveryMs.toFixed(0)} ms; ` +
      `same key again → ${result.replay}; rows for the application: ${rows}`);
    return result;
  } finally {
    await app.stop();
    await relay.cut();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
