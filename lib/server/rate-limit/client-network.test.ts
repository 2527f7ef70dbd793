import { clientNetwork } from './client-network';

describe('the network an abuse limit counts', () => {
  it('is an IPv4 client’s own address', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork(' 198.51.100.7 ')).toBe('198.51.100.7');
    // Neighbours on one IPv4 /24 are different households.
    expect(clientNetwork('198.51.100.8')).not.toBe(clientNetwork('198.51.100.7'));
  });

  it('is an IPv6 client’s /64, however the address is written', () => {
    const network = '2001:db8:0:1::/64';
    for (const written of [
      '2001:db8:0:1::1',
      '2001:db8:0:1::ffff:2',
      '2001:DB8:0:1:AAAA:BBBB:CCCC:DDDD',
      '2001:0db8:0000:0001:0000:0000:0000:0003',
      '2001:db8::1:0:0:0:4',
      '[2001:db8:0:1::5]',
      '2001:db8:0:1::6%eth0',
      '2001:db8:0:1:1:2:198.51.100.7',
    ]) {
      expect([written, clientNetwork(written)]).toEqual([written, network]);
    }
    expect(clientNetwork('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('is the IPv4 address an IPv4-mapped IPv6 address carries', () => {
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(clientNetwork('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keeps what is no address as it came (cut to 64 characters), never throwing', () => {
    expect(clientNetwork('')).toBe('');
    expect(clientNetwork('unknown')).toBe('unknown');
    expect(clientNetwork('1.2.3.256')).toBe('1.2.3.256');
    expect(clientNetwork('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(clientNetwork('1::2::3')).toBe('1::2::3');
    expect(clientNetwork('x'.repeat(100))).toHaveLength(64);
  });
});
