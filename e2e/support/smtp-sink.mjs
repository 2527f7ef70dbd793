// The end-to-end run's mail server: a real SMTP server (smtp-server) on E2E_SMTP_PORT that accepts every message and
// writes it, raw, into MAIL_DIR (one .eml file each), where a spec reads what the app sent. Started by
// playwright.config.ts beside the app, whose SMTP_URL points here, so mail ("Email me the link", receipts) goes
// somewhere real and the outbox stays empty. Emptied at each start, like the database.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.MAIL_DIR ?? '';
if (!port || !dir.includes('test-results')) {
  console.error('smtp-sink: E2E_SMTP_PORT and a MAIL_DIR under test-results/ are required');
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

let count = 0;
const server = new SMTPServer({
  logger: false,
  banner: 'e2e sink',
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      writeFileSync(`${dir}/${Date.now()}-${count}.eml`, Buffer.concat(chunks));
      callback();
    });
  },
});
server.on('error', (error) => console.error(`smtp-sink: ${error.message}`));
server.listen(port, '127.0.0.1', () => console.log(`smtp-sink: listening on 127.0.0.1:${port}, mail into ${dir}`));
