import { fieldMaxLength } from './form-facts';
import { defaultFormValues, type ApplicationFormValues, type PreviousAddress } from './form-values';
import { YES_NO_MESSAGE } from './rules';
import { STEP_SCHEMAS, stepSchemas } from './step-schemas';
import { residenceMessage } from './steps/basic-information.rules';
import { englishMessage } from '@/lib/i18n/english-validation';

const LICENSE_DENIED_REASON_MESSAGE = englishMessage({ key: 'licenseDeniedReason' });

/** The wizard's step 1 and step 4 rules for the 391.21 items (contact, addresses, license denied). */

const BASIC_STEP = 0;
const LICENSE_STEP = 3;

/** "MM/YYYY" of the month `months` before (or, negative, after) this one. */
function monthsAgo(months: number): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - months, 1);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

/** Step 1 answered in full by someone who has lived at the same address for five years. */
function basicStep(overrides: Partial<ApplicationFormValues> = {}): ApplicationFormValues {
  return {
    ...defaultFormValues(),
    applicantName: 'Jane Roe',
    dob: '05/07/1990',
    ssn: '123-45-6789',
    phone: '(555) 010-2030',
    email: '',
    street: '12 Oak St',
    city: 'Houston',
    state: 'TX',
    zip: '77002',
    movedIn: monthsAgo(60),
    ...overrides,
  };
}

function previousAddress(movedIn: string, overrides: Partial<PreviousAddress> = {}): PreviousAddress {
  return {
    id: `address-${movedIn}`,
    prevStreet1: '9 Elm Ave',
    prevCity1: 'Dallas',
    prevState1: 'TX',
    prevZip1: '75201-1234',
    prevMovedIn1: movedIn,
    ...overrides,
  };
}

/** `{ 'path.to.field': message }` of every issue the step's schema finds. */
function stepMessages(step: number, values: ApplicationFormValues): Record<string, string> {
  const result = stepSchemas[step]!.safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const basicMessages = (overrides: Partial<ApplicationFormValues> = {}) => stepMessages(BASIC_STEP, basicStep(overrides));

describe('step 1: contact and current address', () => {
  it('accepts a complete step (email optional) with no previous address when moved in 5 years ago', () => {
    expect(basicMessages()).toEqual({});
    expect(basicMessages({ email: 'jane.roe@example.com' })).toEqual({});
  });

  it.each([
    ['phone', 'Phone Required.'],
    ['street', 'Street Address Required.'],
    ['city', 'City Required.'],
    ['state', 'State Required.'],
    ['zip', 'ZIP Code Required.'],
    ['movedIn', 'Moved In Required.'],
  ] as const)('requires %s: "%s"', (field, message) => {
    expect(basicMessages({ [field]: '' })).toEqual({ [field]: message });
    expect(basicMessages({ [field]: '   ' })[field]).toBe(message);
  });

  it('refuses a phone that is not 10 digits as (000) 000-0000', () => {
    expect(basicMessages({ phone: '(555) 010-203' }).phone).toMatch(/Phone/);
    expect(basicMessages({ phone: '5550102030' }).phone).toMatch(/Phone/);
  });

  it('accepts a 5-digit ZIP or ZIP+4 and refuses anything else', () => {
    expect(basicMessages({ zip: '77002-1234' })).toEqual({});
    for (const zip of ['7700', '77002-12', '770021234', 'ABCDE']) {
      expect(basicMessages({ zip }).zip).toBe('ZIP Code must be 5 digits (or ZIP+4).');
    }
  });

  it('takes the state as a 2-letter code, in any case', () => {
    expect(basicMessages({ state: 'tx' })).toEqual({});
    for (const state of ['T', 'TEX', 'T1']) {
      expect(basicMessages({ state }).state).toBe('State: the 2-letter state code, e.g. TX.');
    }
  });

  it('refuses an email that does not look like one', () => {
    for (const email of ['jane', 'jane@example', 'jane roe@example.com', '@example.com']) {
      expect(basicMessages({ email }).email).toBe('Email must look like name@example.com.');
    }
  });

  it('refuses a Moved In that is not a month as MM/YYYY, or is in the future', () => {
    expect(basicMessages({ movedIn: '13/2020' }).movedIn).toBe('Moved In must be a month as MM/YYYY.');
    expect(basicMessages({ movedIn: '1/2020' }).movedIn).toBe('Moved In must be a month as MM/YYYY.');
    expect(basicMessages({ movedIn: monthsAgo(-1) }).movedIn).toBe('Moved In cannot be in the future.');
    // This month is not in the future, but needs previous addresses.
    expect(basicMessages({ movedIn: monthsAgo(0) }).movedIn).toBeUndefined();
  });

  it('sets input lengths from the schema, the list entries included', () => {
    expect(fieldMaxLength('street')).toBe(50);
    expect(fieldMaxLength('city')).toBe(30);
    expect(fieldMaxLength('state')).toBe(2);
    expect(fieldMaxLength('email')).toBe(100);
    expect(fieldMaxLength('previousAddresses.2.prevStreet1')).toBe(50);
    expect(fieldMaxLength('previousAddresses.0.prevCity1')).toBe(30);
    expect(fieldMaxLength('previousAddresses.1.prevState1')).toBe(2);
    expect(fieldMaxLength('licenseDeniedReason')).toBe(300);
  });
});

describe('step 1: addresses of the last 3 years (391.21(b)(3))', () => {
  it('asks for previous addresses back to the month 3 years ago when moved in 1 year ago', () => {
    const messages = basicMessages({ movedIn: monthsAgo(12) });
    expect(messages).toEqual({ previousAddresses: englishMessage(residenceMessage(monthsAgo(36))) });
    expect(messages.previousAddresses).toContain(`back to ${monthsAgo(36)} at least`);
  });

  it('needs no previous address when moved in exactly 3 years ago', () => {
    expect(basicMessages({ movedIn: monthsAgo(36) })).toEqual({});
    expect(basicMessages({ movedIn: monthsAgo(35) }).previousAddresses).toBeDefined();
  });

  it('accepts previous addresses that reach back 3 years, and not ones that stop short', () => {
    const reaching = [previousAddress(monthsAgo(30)), previousAddress(monthsAgo(48))];
    expect(basicMessages({ movedIn: monthsAgo(12), previousAddresses: reaching })).toEqual({});
    const short = [previousAddress(monthsAgo(30))];
    expect(basicMessages({ movedIn: monthsAgo(12), previousAddresses: short })).toEqual({
      previousAddresses: englishMessage(residenceMessage(monthsAgo(36))),
    });
  });

  it('refuses a previous Moved In that is not earlier than the next address’s', () => {
    const movedIn = monthsAgo(12);
    const same = basicMessages({ movedIn, previousAddresses: [previousAddress(movedIn), previousAddress(monthsAgo(48))] });
    expect(same).toEqual({
      'previousAddresses.0.prevMovedIn1': `Moved In must be before ${movedIn}, when you moved to the next address.`,
    });
    const swapped = [previousAddress(monthsAgo(48)), previousAddress(monthsAgo(30))];
    expect(basicMessages({ movedIn, previousAddresses: swapped })).toEqual({
      'previousAddresses.1.prevMovedIn1': `Moved In must be before ${monthsAgo(48)}, when you moved to the next address.`,
    });
  });

  it('requires every field of a previous address that was added', () => {
    const empty = { id: 'a', prevStreet1: '', prevCity1: '', prevState1: '', prevZip1: '', prevMovedIn1: '' };
    expect(basicMessages({ previousAddresses: [empty] })).toEqual({
      'previousAddresses.0.prevStreet1': 'Street Address Required.',
      'previousAddresses.0.prevCity1': 'City Required.',
      'previousAddresses.0.prevState1': 'State Required.',
      'previousAddresses.0.prevZip1': 'ZIP Code Required.',
      'previousAddresses.0.prevMovedIn1': 'Moved In Required.',
    });
    const noZip = previousAddress(monthsAgo(72), { prevZip1: '750' });
    expect(basicMessages({ previousAddresses: [noZip] })).toEqual({
      'previousAddresses.0.prevZip1': 'ZIP Code must be 5 digits (or ZIP+4).',
    });
  });

  it('reports the list’s own message before its entries’ (the form resolver would drop theirs otherwise)', () => {
    const incomplete = previousAddress(monthsAgo(24), { prevCity1: '' });
    const result = STEP_SCHEMAS['basic-information'].safeParse(basicStep({ movedIn: monthsAgo(12), previousAddresses: [incomplete] }));
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'previousAddresses',
      'previousAddresses.0.prevCity1',
    ]);
  });

  it('takes at most 3 previous addresses', () => {
    const four = [30, 40, 50, 60].map((months) => previousAddress(monthsAgo(months)));
    expect(basicMessages({ movedIn: monthsAgo(12), previousAddresses: four }).previousAddresses).toBeDefined();
  });
});

describe('step 4: license denied, suspended or revoked (391.21(b)(9))', () => {
  const license = (overrides: Partial<ApplicationFormValues> = {}) =>
    stepMessages(LICENSE_STEP, {
      ...defaultFormValues(),
      driverState1: 'TX',
      driverLicense1: 'D1234567',
      driverType1: 'A',
      driverExpiration1: 'NONE',
      licenseDenied: 'N',
      medicalCardExpiration: '12/31/2027',
      medicalExaminerNumber: '2468013579',
      ...overrides,
    });

  it("asks the medical card's expiry and the examiner's number, unless the card is not at hand", () => {
    const blank = { medicalCardExpiration: '', medicalExaminerNumber: '' };
    expect(Object.keys(license(blank))).toEqual(['medicalCardExpiration', 'medicalExaminerNumber']);
    expect(license({ ...blank, medicalCardMissing: true })).toEqual({});
    expect(license({ medicalExaminerNumber: '12AB' })).toEqual({ medicalExaminerNumber: 'National Registry number: digits only, up to 10.' });
  });

  it('requires the Yes/No answer', () => {
    expect(license({ licenseDenied: '' })).toEqual({ licenseDenied: YES_NO_MESSAGE });
    expect(license({ licenseDenied: 'maybe' }).licenseDenied).toBeDefined();
  });

  it('accepts No without an explanation', () => {
    expect(license()).toEqual({});
  });

  it('requires the explanation with Yes', () => {
    expect(license({ licenseDenied: 'Y' })).toEqual({ licenseDeniedReason: LICENSE_DENIED_REASON_MESSAGE });
    expect(license({ licenseDenied: 'Y', licenseDeniedReason: '  ' })).toEqual({
      licenseDeniedReason: LICENSE_DENIED_REASON_MESSAGE,
    });
    expect(license({ licenseDenied: 'Y', licenseDeniedReason: 'TX CDL suspended 2019, unpaid ticket' })).toEqual({});
  });

  it('limits the explanation to 300 characters', () => {
    expect(license({ licenseDenied: 'Y', licenseDeniedReason: 'x'.repeat(301) }).licenseDeniedReason).toBe(
      'Explanation: at most 300 characters.',
    );
  });
});
