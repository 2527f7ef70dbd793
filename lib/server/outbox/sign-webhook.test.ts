import { createHmac } from 'node:crypto';
import {
  DELIVERY_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhookSignature,
  webhookHeaders,
  webhookSignature,
} from './sign-webhook';

const SECRET = 'a-test-secret-of-some-length';
const BODY = '{"event":"application.submitted","numberId":7,"applicantName":"Łukasz Nguyễn"}';

describe('webhook signature', () => {
  it('is sha256=<hex HMAC-SHA256 of the UTF-8 body>', () => {
    const expected = createHmac('sha256', SECRET).update(Buffer.from(BODY, 'utf8')).digest('hex');
    expect(webhookSignature(BODY, SECRET)).toBe(`sha256=${expected}`);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('matches a known vector', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(webhookSignature('what do ya want for nothing?', 'Jefe')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('puts the signature, delivery id and send time in the headers', () => {
    const headers = webhookHeaders(BODY, SECRET, 42, new Date('2026-01-02T03:04:05.678Z'));
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: webhookSignature(BODY, SECRET),
      [DELIVERY_HEADER]: '42',
      [TIMESTAMP_HEADER]: String(Date.UTC(2026, 0, 2, 3, 4, 5) / 1000),
    });
  });

  it('verifies the raw bytes and refuses anything else', () => {
    const header = webhookSignature(BODY, SECRET);
    expect(verifyWebhookSignature(BODY, header, SECRET)).toBe(true);
    expect(verifyWebhookSignature(Buffer.from(BODY, 'utf8'), header, SECRET)).toBe(true);
    expect(verifyWebhookSignature(`${BODY} `, header, SECRET)).toBe(false);
    expect(verifyWebhookSignature(BODY, header, `${SECRET}x`)).toBe(false);
    expect(verifyWebhookSignature(BODY, header.slice(0, -1), SECRET)).toBe(false);
    expect(verifyWebhookSignature(BODY, null, SECRET)).toBe(false);
  });
});
