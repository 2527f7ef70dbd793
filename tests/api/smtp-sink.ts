import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** One message as the SMTP server received it: the envelope, whether the session was encrypted, and the parsed mail. */
export type Received = { raw: string; rcptTo: string[]; secure: boolean; user: string | undefined; mail: ParsedMail };
export type SinkMode = 'accept' | 'refuse';

/**
 * A real SMTP server in this process (smtp-server), on 127.0.0.1: what a mail provider is to the app. `refuse`
 * answers every recipient with 550; `stop()` takes it down (connections refused) and `start()` brings it back on
 * the same port. With `tls`, it offers STARTTLS with the given certificate and requires a sign-in, as a provider's
 * port 587 does.
 */
export async function startSmtpSink(options: { tls?: { key: Buffer; cert: Buffer }; user?: { name: string; pass: string } } = {}) {
  const received: Received[] = [];
  let mode: SinkMode = 'accept';
  let server: SMTPServer | null = null;
  let port = 0;

  const serverOptions: SMTPServerOptions = {
    logger: false,
    banner: 'test sink',
    ...(options.tls
      ? { key: options.tls.key, cert: options.tls.cert, authOptional: !options.user }
      : { disabledCommands: ['STARTTLS', 'AUTH'], authOptional: true }),
    onAuth(auth, _session, callback) {
      if (options.user && auth.username === options.user.name && auth.password === options.user.pass) {
        return callback(null, { user: auth.username });
      }
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (mode === 'refuse') {
        return callback(Object.assign(new Error(`<${address.address}>: mailbox unavailable`), { responseCode: 550 }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (mail) => {
            received.push({
              raw,
              rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              secure: session.secure,
              user: typeof session.user === 'string' ? session.user : undefined,
              mail,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  };

  const start = async (listenPort = port) => {
    server = new SMTPServer(serverOptions);
    server.on('error', () => undefined);
    await new Promise<void>((resolve) => server!.listen(listenPort, '127.0.0.1', () => resolve()));
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('SMTP sink has no port');
    port = address.port;
  };
  const stop = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await start(0);

  return {
    get port() {
      return port;
    },
    received,
    setMode: (next: SinkMode) => {
      mode = next;
    },
    /** Messages whose subject or body names application `numberId`. */
    about: (numberId: number) => received.filter((message) => new RegExp(`No\\. ${numberId}\\b|number: ${numberId}\\b|number is ${numberId}\\b`).test(`${message.mail.subject}\n${message.mail.text}`)),
    start: () => start(port),
    stop,
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/**
 * A certificate for 127.0.0.1 and its key, made by openssl for this run only and deleted at once: no private key is
 * kept in the repository. The app is told to trust it with NODE_EXTRA_CA_CERTS, as an operator would a private CA.
 */
export async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer; certFile: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'smtp-tls-'));
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  const key = readFileSync(keyFile);
  rmSync(keyFile);
  return { key, cert: readFileSync(certFile), certFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
