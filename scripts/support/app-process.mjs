// @ts-check
// Starts the built app the way an operator does (`npm start`: config check, migrations, server.mjs) on a free
// port, for the API tests, `npm run drill` and `npm run bench`; or the way a Vercel-style host does (`next start`:
// Next's own server, no server.mjs, no migrations at start).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
const START_SCRIPT = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;
/** The command the start script ends in (`exec node … server.mjs`), once its checks and migrations are done. */
const SERVER_COMMAND = serverCommandOf(START_SCRIPT);
/** The Node flags `npm start` runs the server with (the V8 settings), for other servers measured beside it. */
export const SERVER_NODE_FLAGS = SERVER_COMMAND.slice(1).filter((part) => part.startsWith('--'));
const COMPILE_CACHE = process.env.NODE_COMPILE_CACHE || join(ROOT, 'node_modules/.cache/node-compile-cache');

/**
 * @typedef {{
 *   baseUrl: string,
 *   pid: number,
 *   output: () => string,
 *   stop: () => Promise<number | null>,
 *   kill: () => Promise<void>,
 *   closeOutput: () => void,
 * }} RunningApp
 * stop: SIGTERM to `npm start`, as a process manager sends it; resolves with its exit code once all is gone.
 * kill: SIGKILL, the server dies at once, mid-request (durability drills).
 * closeOutput: stops reading what the app prints, as a log collector that went away: its next line meets a closed pipe.
 */

/** @returns {Promise<number>} */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Waits until the app serves pages. Everything it prints is kept, so tests can check what reaches the logs.
 * @param {Record<string, string>} env
 * @param {{ port?: number, server?: 'npm-start' | 'next-start' | 'server' }} [options] a fixed port, to restart an
 *   app where its clients expect it; `next-start` runs Next's own server as a serverless host does, `server` the
 *   command `npm start` ends in without the checks and migrations before it (for both, migrate first yourself)
 * @returns {Promise<RunningApp>}
 */
export async function startApp(env, { port, server = 'npm-start' } = {}) {
  if (!existsSync(join(ROOT, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const listenPort = port ?? (await freePort());
  let output = '';
  // `npm start`'s own script run by the shell, as npm runs it, without loading npm itself (about 0.3 CPU-seconds a
  // start, and the API suites start the app about a hundred times).
  /** @type {Record<typeof server, [string, string[]]>} */
  const commands = {
    'npm-start': ['sh', ['-c', START_SCRIPT]],
    server: [process.execPath, SERVER_COMMAND.slice(1)],
    'next-start': [process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '--port', String(listenPort)]],
  };
  const [command, args] = commands[server];
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // As npm runs a script: its packages' commands and the Node that runs this first on the PATH.
      PATH: [join(ROOT, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter),
      npm_lifecycle_event: 'start',
      // Node keeps the code it compiled (lib/, the server's chunks, the scripts' imports) for the next start.
      NODE_COMPILE_CACHE: COMPILE_CACHE,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(listenPort),
      // Tests and drills submit many applications from 127.0.0.1; the limit has its own suite (rate-limit.test.ts).
      SUBMISSION_RATE_LIMIT: 'off',
      DOCUMENT_RATE_LIMIT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const baseUrl = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Left running, its pipes would keep the test runner from ever exiting.
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      throw new Error(`The app did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  /** @type {Promise<void>} resolves once every process holding the output pipes (npm, the server) is gone. */
  const closed = new Promise((resolve) => child.once('close', () => resolve()));
  return {
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
    // To the start script's process alone, as a process manager signals `npm start`: it is the server once the
    // script has `exec`-ed it.
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(child.pid, 'SIGTERM');
      const code = await exited;
      await closed;
      return code;
    },
    kill: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGKILL');
      await closed;
    },
    closeOutput: () => {
      child.stdout.destroy();
      child.stderr.destroy();
    },
  };
}

/**
 * Several instances of the app started at once (on one database). If one fails to start, the others are stopped
 * before the error is passed on: a test's clean-up never sees them, and their pipes would keep the runner alive.
 * @param {number} count
 * @param {Record<string, string>} env
 * @param {{ server?: 'npm-start' | 'next-start' | 'server' }} [options] as startApp's
 * @returns {Promise<RunningApp[]>}
 */
export async function startApps(count, env, options = {}) {
  const starts = await Promise.allSettled(Array.from({ length: count }, () => startApp(env, options)));
  const failed = starts.find((start) => start.status === 'rejected');
  if (!failed) return starts.map((start) => /** @type {PromiseFulfilledResult<RunningApp>} */ (start).value);
  await Promise.all(starts.map((start) => (start.status === 'fulfilled' ? start.value.stop() : undefined)));
  throw failed.reason;
}

/**
 * The CSRF token a page load hands out (the XSRF-TOKEN cookie), as a browser would get it before posting.
 * @param {string} baseUrl
 */
export async function fetchCsrfToken(baseUrl) {
  const page = await fetch(`${baseUrl}/`);
  const cookie = page.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const token = decodeURIComponent(cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '');
  if (token.length < 20) throw new Error(`No XSRF-TOKEN cookie from ${baseUrl}/`);
  return token;
}

/**
 * The words after the start script's final `&& exec`: a start script that no longer ends so fails loudly here rather
 * than starting something else.
 * @param {string} script
 * @returns {string[]}
 */
function serverCommandOf(script) {
  const command = /&& exec (node(?: \S+)+)$/.exec(script)?.[1];
  if (!command) throw new Error(`package.json's start script no longer ends in "&& exec node …": ${script}`);
  return command.split(' ');
}
