import { randomBytes } from 'node:crypto';
import { decryptSsn, encryptSsn, keyedDigest } from './pii-crypto';

describe('SSN encryption', () => {
  const key = randomBytes(32);

  it('round-trips, and never produces the same ciphertext twice', () => {
    const first = encryptSsn('123-45-6789', key);
    const second = encryptSsn('123-45-6789', key);
    expect(first).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toContain('6789');
    expect(first).not.toBe(second);
    expect(decryptSsn(first, key)).toBe('123-45-6789');
  });

  it('refuses a tampered ciphertext or the wrong key', () => {
    const stored = encryptSsn('123-45-6789', key);
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3] ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSsn([...parts.slice(0, 3), flipped.toString('base64url')].join('.'), key)).toThrow();
    expect(() => decryptSsn(stored, randomBytes(32))).toThrow();
  });

  it('keys the payload digest, so it cannot be recomputed without the key', () => {
    expect(keyedDigest('payload', key)).toBe(keyedDigest('payload', key));
    expect(keyedDigest('payload', key)).not.toBe(keyedDigest('payload', randomBytes(32)));
  });
});
