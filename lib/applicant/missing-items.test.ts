import { legacyApplicant, validApplicant } from '@/tests/fixtures/applicant.mjs';
import { MISSING_ITEMS, missingItems, readMissingItems, storedMissingItems } from './missing-items';

const NOW = new Date(2026, 10, 22);

describe('the 391.21 items an application lacks', () => {
  it("lists none for this wizard's complete payload", () => {
    expect(missingItems(validApplicant({ movedIn: '11/2020' }), NOW)).toEqual([]);
  });

  it("lists every item for the original client's payload", () => {
    expect(missingItems(legacyApplicant(), NOW)).toEqual(MISSING_ITEMS);
  });

  it('asks for addresses reaching back 3 years: the current one alone, or with previous ones', () => {
    expect(missingItems(validApplicant({ movedIn: '06/2025' }), NOW)).toEqual(['b3-residence']);
    expect(missingItems(validApplicant({ movedIn: '06/2025', prevMovedIn1: '12/2023' }), NOW)).toEqual(['b3-residence']);
    expect(missingItems(validApplicant({ movedIn: '06/2025', prevMovedIn1: '12/2023', prevMovedIn2: '10/2023' }), NOW)).toEqual([]);
  });

  it("asks each employer's two answers, and only of the employers given", () => {
    expect(missingItems(validApplicant({ movedIn: '11/2020', drugTest2: '' }), NOW)).toEqual(['b10-employer-answers']);
    expect(missingItems(validApplicant({ movedIn: '11/2020', fmcsr3: '', drugTest3: '' }), NOW)).toEqual([]);
  });

  it('stores as a short list of codes and reads back only known codes', () => {
    expect(storedMissingItems(['b2-address', 'd-notice'])).toBe('b2-address,d-notice');
    expect(readMissingItems('b2-address, nonsense ,d-notice')).toEqual(['b2-address', 'd-notice']);
    expect(readMissingItems('')).toEqual([]);
  });
});
