import { randomBytes } from 'node:crypto';
import { linkKeys, normalizedDob, normalizedEmail, normalizedPhone, ssnDigits } from './link-keys.mjs';

describe('returning-applicant link keys', () => {
  const key = randomBytes(32);
  const rosa = { ssn: '401-22-3333', dob: '03/04/1985', phone: '(713) 555-1000', email: 'rosa.diaz@example.com' };

  it('reads one SSN, date, phone and email however they were typed', () => {
    expect(ssnDigits('401-22-3333')).toBe('401223333');
    expect(ssnDigits('401223333')).toBe('401223333');
    expect(ssnDigits('401-22-333')).toBe('');
    expect(normalizedDob('3/4/1985')).toBe('1985-03-04');
    expect(normalizedDob('03/04/1985')).toBe('1985-03-04');
    expect(normalizedDob('02/30/1985')).toBe('');
    expect(normalizedDob('')).toBe('');
    for (const phone of ['(713) 555-1000', '713.555.1000', '+1 713 555 1000', '7135551000']) expect(normalizedPhone(phone)).toBe('7135551000');
    expect(normalizedPhone('555-10')).toBe('');
    expect(normalizedEmail('  Rosa.Diaz@EXAMPLE.com ')).toBe('rosa.diaz@example.com');
    expect(normalizedEmail('not an email')).toBe('');
  });

  it('gives the same keys to the same answers written differently', () => {
    expect(linkKeys({ ssn: '401223333', dob: '3/4/1985', phone: '713.555.1000', email: ' ROSA.DIAZ@example.com' }, key)).toEqual(linkKeys(rosa, key));
  });

  it('keys the date of birth together with the phone or the email, never either alone, nor a name', () => {
    const keys = linkKeys(rosa, key);
    const otherDob = linkKeys({ ...rosa, ssn: '402-33-4444', dob: '03/04/1986' }, key);
    expect(otherDob.dobPhoneDigest).not.toBe(keys.dobPhoneDigest);
    expect(otherDob.dobEmailDigest).not.toBe(keys.dobEmailDigest);
    // Nothing to key without a phone or email, or without a date of birth.
    expect(linkKeys({ ...rosa, phone: '', email: '' }, key)).toMatchObject({ dobPhoneDigest: '', dobEmailDigest: '' });
    expect(linkKeys({ ...rosa, dob: '' }, key)).toMatchObject({ dobPhoneDigest: '', dobEmailDigest: '' });
  });

  it('is keyed: another data key gives other digests, and no digest shows its input or equals another purpose’s', () => {
    const keys = linkKeys(rosa, key);
    const otherKey = linkKeys(rosa, randomBytes(32));
    for (const column of ['ssnDigest', 'dobPhoneDigest', 'dobEmailDigest'] as const) {
      expect(keys[column]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(keys[column]).not.toBe(otherKey[column]);
      for (const secret of ['401223333', '3333', '7135551000', '1985']) expect(keys[column]).not.toContain(secret);
    }
    expect(new Set(Object.values(keys)).size).toBe(3);
  });
});
