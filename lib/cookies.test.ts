import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(readCookie('XSRF-TOKEN', 'MY-XSRF-TOKEN=no')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN', '')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN', null)).toBeUndefined();
  });

  it('never throws on a malformed percent-encoding (it returns the raw text, which no check accepts)', () => {
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=%E0%A4%A')).toBe('%E0%A4%A');
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=%')).toBe('%');
  });
});
