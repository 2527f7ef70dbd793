import { clientAddress, parseTrustProxy } from './client-address.mjs';

describe('client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.4', 0)).toBe('198.51.100.4');
    expect(clientAddress(undefined, '::ffff:198.51.100.4', 0)).toBe('198.51.100.4');
  });

  it('takes the address the trusted proxy saw, never what the client typed in front of it', () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the load balancer appended the real peer 203.0.113.9.
    expect(clientAddress('1.2.3.4, 203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '10.0.0.2', 1)).toBe('203.0.113.9');
    expect(clientAddress(['1.2.3.4', '203.0.113.9, 10.0.0.7'], '10.0.0.2', 2)).toBe('203.0.113.9');
  });

  it('falls back to the leftmost address when fewer proxies forwarded than are trusted', () => {
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('203.0.113.9', '10.0.0.2', 3)).toBe('203.0.113.9');
  });

  it('reads TRUST_PROXY as a small count and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(0);
    expect(parseTrustProxy('')).toBe(0);
    expect(parseTrustProxy('2')).toBe(2);
    for (const bad of ['true', '-1', '10', '1.5', 'loopback']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });
});
