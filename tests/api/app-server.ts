import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');

export type RunningApp = { baseUrl: string; output: () => string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the built app exactly as an operator would (`npm start`: config check, migrations, `next start`)
 * and waits until it serves pages. Everything it prints is kept, so tests can check what reaches the logs.
 */
export async function startApp(env: Record<string, string>): Promise<RunningApp> {
  if (!existsSync(join(ROOT, '.next/BUILD_ID'))) throw new Error('No production build: run `npm run build` first.');
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited during start-up:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** The CSRF token a page load hands out (the XSRF-TOKEN cookie), as a browser would get it before posting. */
export async function fetchCsrfToken(baseUrl: string): Promise<string> {
  const page = await fetch(`${baseUrl}/`);
  const cookie = page.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const token = decodeURIComponent(cookie?.split(';')[0]?.slice('XSRF-TOKEN='.length) ?? '');
  if (token.length < 20) throw new Error(`No XSRF-TOKEN cookie from ${baseUrl}/`);
  return token;
}
