import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';
import { appPerSuite } from './app-server';
import type { TestDatabase } from './engines';
import { withCdlPhotos } from './document-client';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/**
 * A browser, as far as the staff area can tell: a cookie jar (session and XSRF-TOKEN cookies), the double-submit
 * CSRF header and a same-origin Origin on every state-changing request. Redirects are not followed, so tests see
 * the 307 a signed-out visitor gets.
 */
export type Answer = { status: number; headers: Headers; bytes: Buffer; text: string; json: () => Record<string, unknown> };

export class StaffClient {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line received, newest last, for checking cookie attributes. */
  readonly setCookieLines: string[] = [];

  constructor(readonly baseUrl: string) {}

  get csrfToken(): string {
    return this.cookies.get('XSRF-TOKEN') ?? '';
  }

  /** The cookie that carries better-auth's session (its name depends on the cookie prefix and Secure). */
  sessionCookie(): [string, string] | undefined {
    return [...this.cookies].find(([name]) => name.endsWith('session_token'));
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      this.setCookieLines.push(line);
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1);
      // A cookie is deleted by an empty value or an expiry in the past (Max-Age=0).
      if (value === '' || /;\s*max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Answer> {
    const { csrf = true, headers, ...rest } = init;
    const method = (rest.method ?? 'GET').toUpperCase();
    const sent = new Headers(headers);
    if (!sent.has('cookie') && this.cookies.size > 0) sent.set('cookie', this.cookieHeader());
    if (method !== 'GET' && method !== 'HEAD') {
      if (!sent.has('origin')) sent.set('origin', this.baseUrl);
      if (csrf) sent.set('x-xsrf-token', decodeURIComponent(this.csrfToken));
      if (rest.body !== undefined && !sent.has('content-type')) sent.set('content-type', 'application/json');
    }
    // `content-type: ''` asks for none at all (send the body as bytes, or fetch adds text/plain).
    if (sent.get('content-type') === '') sent.delete('content-type');
    const response = await fetch(`${this.baseUrl}${path}`, { ...rest, method, headers: sent, redirect: 'manual' });
    this.keep(response);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return { status: response.status, headers: response.headers, bytes, text, json: () => JSON.parse(text) };
  }

  get(path: string, init: RequestInit = {}): Promise<Answer> {
    return this.request(path, init);
  }

  post(path: string, body?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<Answer> {
    return this.request(path, {
      method: 'POST',
      body: body === undefined ? undefined : JSON.stringify(body),
      ...options,
    });
  }

  /** A page load hands out the XSRF-TOKEN cookie, as in the browser (proxy.ts). */
  async open(): Promise<this> {
    const page = await this.get('/staff/login');
    if (page.status !== 200 || this.csrfToken.length < 20) throw new Error(`No CSRF cookie from /staff/login (${page.status})`);
    return this;
  }

  signIn(email: string, password: string): Promise<Answer> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  signOut(): Promise<Answer> {
    return this.post('/api/auth/sign-out', {});
  }
}

/** A new browser with a CSRF cookie, signed in (throws when sign-in fails, so a test starts from a known state). */
export async function signedIn(baseUrl: string, email: string, password: string): Promise<StaffClient> {
  const client = await new StaffClient(baseUrl).open();
  const answer = await client.signIn(email, password);
  if (answer.status !== 200) throw new Error(`Sign-in of ${email} failed: ${answer.status} ${answer.text}`);
  return client;
}

const ROOT = join(__dirname, '../..');

/** `npm run staff:add` as the operator runs it: creates the account, or resets its password and ends its sessions. */
export async function addStaff(databaseUrl: string, account: StaffAccount) {
  await promisify(execFile)(
    process.execPath,
    ['scripts/staff-add.mjs', '--email', account.email, '--name', account.name, '--role', account.role],
    // Stopped after 30 s (it takes a fraction of one), so a hang fails with the command and what it printed.
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl, STAFF_PASSWORD: account.password }, timeout: 30_000 },
  );
}

/** Submits one application through the public API (the way the wizard does, CDL photos included) and returns its number. */
export async function submitApplication(
  client: StaffClient,
  overrides: Record<string, unknown>,
  payload: (overrides: Record<string, unknown>) => Record<string, unknown> = validApplicant,
): Promise<number> {
  // As the wizard sends it: the CDL's photos uploaded first, named by their ids.
  const answer = await client.post('/api/drivers', await withCdlPhotos(client, payload(overrides)));
  if (answer.status !== 201) throw new Error(`Submission failed: ${answer.status} ${answer.text}`);
  return Number(answer.json().numberId);
}

/**
 * The text of a PDF, pages merged, as poppler's pdftotext reads it (in reading order; with `layout`, as the words sit
 * on the page). A C program started once per PDF: about a tenth of the CPU of PDF.js started in a Node process.
 */
export async function pdfText(pdf: Buffer, { layout = false } = {}): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    await writeFile(join(folder, 'document.pdf'), pdf);
    const options = [...(layout ? ['-layout'] : []), join(folder, 'document.pdf'), '-'];
    const { stdout } = await promisify(execFile)('pdftotext', options, { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The text of a PDF the app answered with, once the answer is checked to be one: a 200 of type application/pdf. */
export async function textOfPdfAnswer(answer: Answer): Promise<string> {
  expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  return pdfText(answer.bytes);
}

export type StaffAccount = { email: string; name: string; role: string; password: string };

type StaffSuite = ReturnType<typeof appPerSuite> & { applicant: StaffClient; staff: StaffClient[]; sink: SmtpSink };

/**
 * For a `describe` block: appPerSuite with the given staff accounts (made with staff:add before the app starts, then
 * `beforeStart`), an applicant's browser and one signed-in browser per account. With `mail`, a real SMTP sink too,
 * and the app mailing through it from its own address (APP_BASE_URL on the port it listens on, so mailed links open
 * it); the outbox worker is off unless `env` says otherwise. Read the fields inside tests.
 */
export function staffAppPerSuite(
  createDatabase: () => Promise<TestDatabase>,
  accounts: StaffAccount[],
  { beforeStart, env = {}, mail = false }: { beforeStart?: (databaseUrl: string, database: TestDatabase) => Promise<unknown>; env?: Record<string, string>; mail?: boolean } = {},
) {
  const suite = appPerSuite(createDatabase, async (database, port) => {
    for (const account of accounts) await addStaff(database.env.DATABASE_URL!, account);
    await beforeStart?.(database.env.DATABASE_URL!, database);
    if (mail) suite.sink = await startSmtpSink();
    const mailEnv: Record<string, string> = mail
      ? { APP_BASE_URL: `http://127.0.0.1:${port}`, SMTP_URL: `smtp://127.0.0.1:${suite.sink.port}`, MAIL_FROM: 'TSK Hiring <hiring@tskis.test>', DELIVERY_WORKER: 'off' }
      : {};
    return { STAFF_SIGN_IN_RATE_LIMIT: 'off', ...mailEnv, ...env };
  }) as StaffSuite;
  beforeAll(async () => {
    suite.applicant = await new StaffClient(suite.app.baseUrl).open();
    suite.staff = [];
    for (const account of accounts) suite.staff.push(await signedIn(suite.app.baseUrl, account.email, account.password));
  }, 60_000);
  // After appPerSuite's own: the app stops before its mail server.
  afterAll(async () => {
    await suite.sink?.stop();
  });
  return suite;
}

/** The office's CSV export as rows of cells: RFC 4180, enough for it (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );
}
