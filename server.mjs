/**
 * The production server (`npm start`): Next's request handler behind a plain node:http server, for two things
 * `next start` cannot do.
 * - The client's address comes from the socket, or from X-Forwarded-For only as far as TRUST_PROXY says proxies
 *   of ours are in front (lib/server/client-address.mjs). Next only adds X-Forwarded-For when a request has none,
 *   so anyone could otherwise choose the IP that is stored with an application and that the abuse limits count.
 * - SIGTERM (a deploy, a scale-down) stops taking connections, lets the requests in progress finish (at most
 *   SHUTDOWN_GRACE_MS, 10 s), closes the database and exits 0: an application is either stored and answered 201,
 *   or refused before any work is done.
 */
import { createServer } from 'node:http';
import { enableCompileCache } from 'node:module';
import nextEnv from '@next/env';
import next from 'next';
import { clientAddress, parseTrustProxy } from './lib/server/client-address.mjs';
import { envSchema } from './lib/server/env-schema.mjs';

// A log pipe whose reader is gone (a log collector restarted, `npm start | tee` stopped) fails every later write with
// EPIPE. Unheard, that error is an uncaught exception, which Next reports on the same pipe, and so on without end: the
// server spun on it and never stopped on SIGTERM. Lines nobody can read are dropped instead.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

// .env files first, as the start-up scripts and Next read them: the settings below are read before Next loads them.
nextEnv.loadEnvConfig(import.meta.dirname, false, { info() {}, error: console.error });

const settings = envSchema.safeParse(process.env);
if (!settings.success) {
  console.error(`Driver Application cannot start: ${settings.error.issues[0]?.message}`);
  process.exit(1);
}
const port = settings.data.PORT;
const hostname = process.env.HOSTNAME || undefined;
const trustedHops = parseTrustProxy(process.env.TRUST_PROXY);
const graceMs = settings.data.SHUTDOWN_GRACE_MS;
/** Headers only a proxy of ours may set; from anyone else they are dropped. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip'];

// Next compiles each route's server code on its first request; kept on disk, a restart (a deploy, a crash) answers
// sooner and spends about a fifth less CPU getting there. NODE_COMPILE_CACHE, when set, says where.
enableCompileCache();

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

let stopping = false;
const inProgress = new Set();

const server = createServer((request, response) => {
  const client = clientAddress(request.headers['x-forwarded-for'], request.socket.remoteAddress, trustedHops);
  if (trustedHops === 0) for (const name of PROXY_HEADERS) delete request.headers[name];
  // One address from here on: what Next, the routes and better-auth read as the client.
  request.headers['x-forwarded-for'] = client;
  if (stopping) response.setHeader('Connection', 'close');
  inProgress.add(response);
  response.once('close', () => inProgress.delete(response));
  handle(request, response);
});
// Behind a load balancer, idle keep-alive sockets must outlive the balancer's own idle timeout (often 60 s).
server.keepAliveTimeout = 65_000;

server.listen(port, hostname, () => {
  console.log(`Driver Application listening on http://${hostname ?? 'localhost'}:${port} (TRUST_PROXY=${trustedHops})`);
});

async function shutDown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: not taking new connections; finishing ${inProgress.size} request(s) in progress`);
  // Answers still being prepared close their connection, so no keep-alive socket carries a new request.
  for (const response of inProgress) if (!response.headersSent) response.setHeader('Connection', 'close');
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const finished = await Promise.race([closed.then(() => true), delay(graceMs).then(() => false)]);
  if (!finished) {
    console.error(`Requests still running after ${graceMs} ms were cut off.`);
    server.closeAllConnections();
  }
  await runShutdownSteps();
  console.log('Stopped cleanly.');
  process.exit(0);
}

/** The steps the app registered (lib/server/shutdown.ts): background work first, the database last. */
async function runShutdownSteps() {
  const steps = globalThis[Symbol.for('driver-application.shutdown-steps')] ?? new Map();
  const database = steps.get('database');
  const others = [...steps].filter(([name]) => name !== 'database');
  await Promise.allSettled(others.map(([, step]) => step()));
  await database?.().catch((error) => console.error(`Closing the database failed: ${error?.name ?? error}`));
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

process.once('SIGTERM', () => void shutDown('SIGTERM'));
process.once('SIGINT', () => void shutDown('SIGINT'));
