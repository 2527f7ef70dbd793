import { storedNoticeJson, webhookBody } from './webhook-body';

describe('webhook body', () => {
  const stored = storedNoticeJson({
    receivedAt: '2026-03-04T05:06:07.089Z',
    applicantName: 'Jordan Rivers',
    compCode: 'TSKIS',
    appBaseUrl: 'https://apply.example.com/',
  });

  it('adds the number and the staff link once the application has its number', () => {
    const body = webhookBody(stored, 123);
    expect(body).not.toBeNull();
    expect(JSON.parse(body ?? '')).toEqual({
      event: 'application.submitted',
      numberId: 123,
      receivedAt: '2026-03-04T05:06:07.089Z',
      applicantName: 'Jordan Rivers',
      compCode: 'TSKIS',
      url: 'https://apply.example.com/staff/applications/123',
    });
  });

  it('is the same bytes every time, so a redelivery carries the same signature', () => {
    expect(webhookBody(stored, 5)).toBe(webhookBody(stored, 5));
    expect(Object.keys(JSON.parse(webhookBody(stored, 5) ?? '{}'))).toEqual([
      'event', 'numberId', 'receivedAt', 'applicantName', 'compCode', 'url',
    ]);
  });

  it('has no room for personal data beyond the name', () => {
    const sneaky = JSON.stringify({ ...JSON.parse(stored), ssn: '123-45-6789', dob: '05/07/1990' });
    const body = webhookBody(sneaky, 1) ?? '';
    expect(body).not.toContain('ssn');
    expect(body).not.toContain('dob');
    expect(body).not.toContain('6789');
  });

  it('refuses an unreadable row rather than sending something malformed', () => {
    expect(webhookBody('not json', 1)).toBeNull();
    expect(webhookBody('{"event":"other"}', 1)).toBeNull();
  });
});
