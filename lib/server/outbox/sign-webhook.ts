import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Driver-Application-Signature';
export const DELIVERY_HEADER = 'X-Driver-Application-Delivery';
export const TIMESTAMP_HEADER = 'X-Driver-Application-Timestamp';

/** `sha256=<hex>`: HMAC-SHA256 of the raw body bytes with the shared secret (the scheme GitHub's webhooks use). */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * Headers of one delivery attempt. The delivery id stays the same across retries, so a receiver can drop the
 * duplicates that at-least-once delivery allows; the timestamp (Unix seconds) is when this attempt was sent.
 */
export function webhookHeaders(body: string, secret: string, deliveryId: number, now: Date): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': 'driver-application-webhook/1',
    [SIGNATURE_HEADER]: webhookSignature(body, secret),
    [DELIVERY_HEADER]: String(deliveryId),
    [TIMESTAMP_HEADER]: String(Math.floor(now.getTime() / 1000)),
  };
}

/** What a receiver does: recompute over the raw bytes it got and compare in constant time. */
export function verifyWebhookSignature(rawBody: string | Buffer, header: string | null | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`,
  );
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
