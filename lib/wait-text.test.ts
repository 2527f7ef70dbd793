import { waitText } from './wait-text';

describe('waitText', () => {
  it('rounds Retry-After up to the minute, and to hours from two hours on', () => {
    expect(waitText('12')).toBe('a minute');
    expect(waitText('60')).toBe('a minute');
    expect(waitText('61')).toBe('2 minutes');
    expect(waitText(3_540)).toBe('59 minutes');
    expect(waitText(86_000)).toBe('24 hours');
  });

  it('says "a few minutes" when the server gave no usable time', () => {
    for (const value of [null, undefined, '', 'soon', '-5', 0]) expect(waitText(value)).toBe('a few minutes');
  });
});
