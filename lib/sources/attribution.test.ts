import {
  attributionFromParams,
  attributionQuery,
  EMPTY_ATTRIBUTION,
  isAllowedAttributionValue,
  parseAttribution,
  sourceLabel,
} from './attribution';

describe('applicant sources', () => {
  it('keeps the six parameters with allowed values, in one order, and nothing else', () => {
    const attribution = attributionFromParams(
      new URLSearchParams('utm_content=banner-2&gclid=x&source=facebook&utm_source=fb&utm_medium=social&utm_campaign=fall.2026&utm_term=cdl~a'),
    );
    expect(attribution).toEqual({
      source: 'facebook',
      utmSource: 'fb',
      utmMedium: 'social',
      utmCampaign: 'fall.2026',
      utmTerm: 'cdl~a',
      utmContent: 'banner-2',
    });
    expect(attributionQuery(attribution)).toBe(
      'source=facebook&utm_source=fb&utm_medium=social&utm_campaign=fall.2026&utm_term=cdl%7Ea&utm_content=banner-2',
    );
    expect(parseAttribution(attributionQuery(attribution))).toEqual(attribution);
  });

  it.each([
    ['an email address', 'jordan@example.com'],
    ['a name with a space', 'Jordan Rivers'],
    ['an accented name', 'Łukasz'],
    ['an SSN', '123-45-6789'],
    ['an SSN without dashes', '123456789'],
    ['a phone number', '713.555.0142'],
    ['a phone number with a dash', '555-0142x713'],
    ['65 characters', 'a'.repeat(65)],
    ['nothing', ''],
    ['markup', '<script>'],
  ])('drops %s', (_what, value) => {
    expect(isAllowedAttributionValue(value)).toBe(false);
    expect(attributionFromParams({ source: value })).toEqual(EMPTY_ATTRIBUTION);
  });

  it.each(['facebook', 'job-board', 'trailer_qr', 'fall-2026', 'route-66', 'a'.repeat(64), 'v1.2.3'])('keeps %s', (value) => {
    expect(isAllowedAttributionValue(value)).toBe(true);
  });

  it('reads a repeated parameter by its first value, a page’s searchParams as well as a URL’s', () => {
    expect(attributionFromParams({ source: ['indeed', 'facebook'], utm_medium: undefined }).source).toBe('indeed');
  });

  it('drops a declaration that is not text, or far too long', () => {
    expect(parseAttribution(undefined)).toEqual(EMPTY_ATTRIBUTION);
    expect(parseAttribution({ source: 'facebook' })).toEqual(EMPTY_ATTRIBUTION);
    expect(parseAttribution(`source=facebook&utm_term=${'x'.repeat(600)}`)).toEqual(EMPTY_ATTRIBUTION);
  });

  it('names the source by `source`, else `utm_source`', () => {
    expect(sourceLabel({ source: 'referral', utmSource: 'google' })).toBe('referral');
    expect(sourceLabel({ source: '', utmSource: 'google' })).toBe('google');
    expect(sourceLabel({ source: '', utmSource: '' })).toBe('');
  });
});
