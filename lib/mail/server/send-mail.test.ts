import { createServer } from 'node:net';
import { describeSmtpFailure, sendMail } from './send-mail';
import { storedMailJson } from './mail-content';

/** What the staff page and the log say about a failed send: the reply code and a kind, never the reply's text. */
describe('SMTP failures', () => {
  const mail = { smtpUrl: '', from: { name: '', address: 'office@example.com' }, officeNotify: [], appBaseUrl: 'https://apply.example.com' };
  const body = storedMailJson({
    receivedAt: '2026-03-04T05:06:07.089Z', applicantName: 'Jane Driver', compCode: 'TSKIS', carrierName: '', phone: '', missingItems: [],
    appBaseUrl: 'https://apply.example.com',
  });

  // That the refusal came at once, not after a wait, is what the outcome says: a wait ends as "no answer within … s".
  it('says "connection refused" for a server that is down', async () => {
    // A port that was free a moment ago: nothing listens there now.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const outcome = await sendMail('office-mail', 1, body, 'dispatch@example.com', { ...mail, smtpUrl: `smtp://127.0.0.1:${port}` });
    expect(outcome).toEqual({ ok: false, status: null, error: 'connection refused' });
  });

  it('keeps the reply code of a refusal and drops its text (which can quote the address)', () => {
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <jane@example.com>: no such user"), {
      code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO',
    });
    expect(describeSmtpFailure(refused)).toEqual({ status: 550, error: 'SMTP 550 every recipient refused' });
    const auth = Object.assign(new Error('Invalid login: 535 bad credentials for user@example.com'), { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' });
    expect(describeSmtpFailure(auth)).toEqual({ status: 535, error: 'SMTP 535 sign-in refused (check SMTP_URL)' });
    const data = Object.assign(new Error('Message failed: 552 too big'), { code: 'EMESSAGE', responseCode: 552, command: 'DATA' });
    expect(describeSmtpFailure(data)).toEqual({ status: 552, error: 'SMTP 552 at DATA' });
    expect(describeSmtpFailure(new Error('anything'))).toEqual({ status: null, error: 'mail error' });
  });

  it('refuses an unreadable row instead of sending something malformed', async () => {
    expect(await sendMail('receipt-mail', 1, 'not json', 'a@example.com', { ...mail, smtpUrl: 'smtp://127.0.0.1:1' })).toEqual({
      ok: false, status: null, error: 'unreadable outbox row',
    });
  });
});
