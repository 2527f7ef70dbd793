import { settingsProblem } from '@/lib/server/env-schema.mjs';
import { isEmailAddress, parseEmailList, parseMailFrom } from './email-list.mjs';

describe('mail addresses', () => {
  it('takes a comma-separated list, tidied: trimmed, lower-cased, without repeats', () => {
    expect(parseEmailList(' Dispatch@TSKIS.test, hr@tskis.test,,hr@tskis.test ', 'X')).toEqual({
      ok: true,
      addresses: ['dispatch@tskis.test', 'hr@tskis.test'],
    });
    expect(parseEmailList('', 'X')).toEqual({ ok: true, addresses: [] });
    expect(parseEmailList(undefined, 'X')).toEqual({ ok: true, addresses: [] });
  });

  it('names the first address that is not one, on one line', () => {
    expect(parseEmailList('a@x.test, not an address', 'OFFICE_NOTIFY_EMAILS')).toEqual({
      ok: false,
      error: 'OFFICE_NOTIFY_EMAILS: "not an address" is not an email address.',
    });
    expect(parseEmailList('a@x.test\r\nBcc: evil@x.test', 'X')).toEqual({ ok: false, error: 'X: "a@x.test  Bcc: evil@x.test" is not an email address.' });
  });

  it('refuses anything that could add a header or a second recipient', () => {
    for (const bad of ['a@x.test\r\nBcc: b@y.test', 'a@x.test\n', '"a"@x.test', 'a <b@x.test>', 'a@x.test,b@y.test', 'a b@x.test', 'a@x']) {
      expect([bad, isEmailAddress(bad)]).toEqual([bad, false]);
    }
    expect(isEmailAddress('jordan.rivers+jobs@example.com')).toBe(true);
  });

  it('reads MAIL_FROM with or without a name', () => {
    expect(parseMailFrom('office@example.com')).toEqual({ ok: true, from: { name: '', address: 'office@example.com' } });
    expect(parseMailFrom('Example Trucking <office@example.com>')).toEqual({
      ok: true,
      from: { name: 'Example Trucking', address: 'office@example.com' },
    });
    for (const bad of ['Example\r\nBcc: x@y.test <office@example.com>', 'office', '"Quoted" <office@example.com>', 'A <b>']) {
      expect([bad, parseMailFrom(bad).ok]).toEqual([bad, false]);
    }
  });
});

describe('mail settings', () => {
  const base = { APP_BASE_URL: 'https://apply.example.com', SMTP_URL: 'smtp://user:pass@mail.example.com:587', MAIL_FROM: 'office@example.com' };

  it('accepts a typical provider, and no mail at all', () => {
    expect(settingsProblem(base)).toBeNull();
    expect(settingsProblem({ ...base, SMTP_URL: 'smtps://user:pass@mail.example.com:465', OFFICE_NOTIFY_EMAILS: 'a@x.test,b@y.test', CRON_SECRET: 'c'.repeat(16), DELIVERY_WORKER: 'off' })).toBeNull();
    expect(settingsProblem({})).toBeNull();
  });

  it('refuses a bad value with one line that says how it must look', () => {
    expect(settingsProblem({ ...base, SMTP_URL: 'http://mail.example.com' })).toBe(
      'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465.',
    );
    expect(settingsProblem({ ...base, MAIL_FROM: '' })).toBe('MAIL_FROM (the sender, e.g. office@example.com) is required when SMTP_URL is set.');
    expect(settingsProblem({ ...base, MAIL_FROM: 'office' })).toContain('MAIL_FROM must be an address');
    expect(settingsProblem({ ...base, APP_BASE_URL: '' })).toBe('APP_BASE_URL is required when SMTP_URL is set (the staff links in the mails use it).');
    expect(settingsProblem({ ...base, OFFICE_NOTIFY_EMAILS: 'office@' })).toBe('OFFICE_NOTIFY_EMAILS: "office@" is not an email address.');
    expect(settingsProblem({ CRON_SECRET: 'short' })).toBe('CRON_SECRET must be at least 16 characters.');
    expect(settingsProblem({ DELIVERY_WORKER: 'sometimes' })).toBe('DELIVERY_WORKER must be on or off.');
  });
});
