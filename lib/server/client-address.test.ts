import { clientAddress, forwardedClient, parseTrustProxy } from './client-address.mjs';

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

  describe('inside the app, from X-Forwarded-For alone (Next\'s own server, as a serverless host runs it)', () => {
    it('takes the address the nearest trusted proxy appended, never what the client typed in front of it', () => {
      // The client sent "X-Forwarded-For: 1.2.3.4"; the host's edge appended the peer it saw.
      expect(forwardedClient('1.2.3.4, 203.0.113.9', 1)).toBe('203.0.113.9');
      // A CDN appended the client, then the load balancer appended the CDN.
      expect(forwardedClient('1.2.3.4, 203.0.113.9, 198.51.100.7', 2)).toBe('203.0.113.9');
    });

    it('agrees with server.mjs, which hands the app one resolved address', () => {
      const resolved = clientAddress('1.2.3.4, 203.0.113.9', '10.0.0.2', 1);
      for (const hops of [0, 1, 2]) expect(forwardedClient(resolved, hops)).toBe('203.0.113.9');
    });

    it('is empty without a header, and cuts an overlong entry', () => {
      expect(forwardedClient(null, 1)).toBe('');
      expect(forwardedClient(` ${'9'.repeat(100)} `, 1)).toHaveLength(64);
    });
  });
});
