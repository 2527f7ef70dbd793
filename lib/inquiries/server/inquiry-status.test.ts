import { inquiryStatus } from './inquiry-status';
import { responseDeadline } from './token';

/**
 * "No answer after 30 days" is 30 × 24 hours after the send, an instant: the office's or the server's time zone,
 * and a daylight-saving change inside the 30 days, cannot move it.
 */
describe('inquiry status', () => {
  const originalTz = process.env.TZ;
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  // Sent on the evening before the US change to daylight time (2026-03-08) — 2026-03-08 05:30 UTC.
  const sentAt = new Date('2026-03-07T23:30:00-06:00');

  it.each(['UTC', 'America/Chicago', 'Pacific/Auckland', 'Asia/Kolkata'])('turns overdue exactly 30 days after sending, in %s', (zone) => {
    process.env.TZ = zone;
    // The deadline the app stores when it sends, computed with the server's clock in `zone`.
    const expiresAt = responseDeadline(sentAt);
    expect(expiresAt.toISOString()).toBe('2026-04-07T05:30:00.000Z');
    const inquiry = { sentAt, expiresAt, answeredAt: null };
    expect(inquiryStatus(inquiry, new Date(expiresAt.getTime() - 1))).toBe('sent');
    expect(inquiryStatus(inquiry, expiresAt)).toBe('overdue');
    // Chicago's clocks show 00:30 on April 7 at the deadline: a local "same wall-clock time + 30 days" would be 23:30 on April 6.
    expect(inquiryStatus(inquiry, new Date('2026-04-07T04:31:00.000Z'))).toBe('sent');
  });

  it('is "not sent" before a send and "answered" once answered, even after the 30 days', () => {
    expect(inquiryStatus({ sentAt: null, expiresAt: null, answeredAt: null })).toBe('not-sent');
    expect(inquiryStatus({ sentAt, expiresAt: responseDeadline(sentAt), answeredAt: new Date('2026-04-10T00:00:00Z') }, new Date('2026-05-01T00:00:00Z'))).toBe('answered');
  });
});
