import { PERIOD_ORDER_MESSAGE } from './rules';
import { applicantSchema, fieldMessages } from './schema';
import { validApplicant } from '@/tests/fixtures/applicant.mjs';

/** Field → message map for an applicant with `overrides`; {} when it is valid. */
function problems(overrides: Record<string, unknown>) {
  const result = applicantSchema.safeParse(validApplicant(overrides));
  return result.success ? {} : fieldMessages(result.error);
}

describe('applicantSchema', () => {
  it('accepts a complete application and normalises it', () => {
    const result = applicantSchema.parse(validApplicant({ compCode: ' abc ', applicantName: '  Jordan Rivers ' }));
    expect(result.compCode).toBe('ABC');
    expect(result.applicantName).toBe('Jordan Rivers');
    expect(result).not.toHaveProperty('numberId');
    expect(result).not.toHaveProperty('creationDate');
  });

  it('uses the default company code when none is given and drops unknown fields', () => {
    const result = applicantSchema.parse(validApplicant({ compCode: '', isAdmin: true }));
    expect(result.compCode).toBe('TSKIS');
    expect(result).not.toHaveProperty('isAdmin');
  });

  it("answers a value of the wrong type with zod's English message (zod/mini brings none of its own)", () => {
    expect(problems({ applicantName: 5, accidentsNone: 'x' })).toEqual({
      applicantName: 'Invalid input: expected string, received number',
    });
    expect(fieldMessages(applicantSchema.safeParse([]).error!)).toEqual({
      _: 'Invalid input: expected object, received array',
    });
  });

  it('treats null from the original client as an empty answer', () => {
    expect(problems({ accidentDates2: null, experience5: null, branch: null })).toEqual({});
    expect(problems({ applicantName: null })).toEqual({ applicantName: 'Applicant Name Required.' });
  });

  it.each([
    ['applicantName', 'Applicant Name Required.'],
    ['dob', 'Date of Birth Required.'],
    ['ssn', 'Social Security Required.'],
    ['driverState1', 'State Required.'],
    ['driverLicense1', 'License No Required.'],
    ['driverType1', 'Type Required.'],
    ['driverExpiration1', 'Expiration Date or NONE Required.'],
    ['employer1', 'Employer Required.'],
    ['address1', 'Street Address Required.'],
    ['city_St_Zip1', 'City State Zipcode Required.'],
    ['empFrom1', 'Date From Required.'],
    ['empTo1', 'Date To Required.'],
    ['position1', 'Position Required.'],
    ['signature64', 'Signature Required.'],
  ])('requires %s with the message "%s"', (field, message) => {
    expect(problems({ [field]: '' })).toEqual({ [field]: message });
    expect(problems({ [field]: '   ' })).toEqual({ [field]: message });
  });

  it.each([
    ['applicantName', 100], ['accidentDates1', 20], ['accidentNature2', 100], ['accidentFatalities3', 5],
    ['accidentInjuries1', 5], ['trafficDates1', 20], ['trafficState2', 4], ['trafficCharge3', 100],
    ['trafficPenalty1', 50], ['driverState1', 2], ['driverLicense1', 25], ['driverType1', 25],
    ['driverEndorsement1', 50], ['experience1', 50], ['expFrom2', 10], ['expTo3', 10], ['expMiles5', 10],
    ['employer1', 50], ['address1', 50], ['city_St_Zip1', 50], ['empFrom1', 10], ['empTo1', 10],
    ['position1', 50], ['salary1', 10], ['contact1', 50], ['reason1', 50], ['branch', 50], ['rank', 50],
    ['expServing', 50], ['schoolName', 50], ['schoolCity', 50],
  ])('limits %s to %i characters', (field, max) => {
    expect(problems({ [field]: 'x'.repeat(max) })).toEqual({});
    const tooLong = problems({ [field]: 'x'.repeat(max + 1) });
    expect(Object.keys(tooLong)).toEqual([field]);
    expect(tooLong[field]).toMatch(new RegExp(`at most ${max} characters|Required`));
  });

  it.each([
    ['ssn', '123456789', 'Social Security must be 9 digits as 000-00-0000.'],
    ['ssn', '123-45-678', 'Social Security must be 9 digits as 000-00-0000.'],
    ['ssn', '000-12-3456', 'This is not a Social Security number that can exist. Check the digits.'],
    ['ssn', '666-12-3456', 'This is not a Social Security number that can exist. Check the digits.'],
    ['ssn', '912-34-5678', 'This is not a Social Security number that can exist. Check the digits.'],
    ['ssn', '123-00-4567', 'This is not a Social Security number that can exist. Check the digits.'],
    ['ssn', '123-45-0000', 'This is not a Social Security number that can exist. Check the digits.'],
    ['dob', '1990-05-07', 'Date of Birth must be a real date as mm/dd/yyyy.'],
    ['dob', '02/30/1990', 'Date of Birth must be a real date as mm/dd/yyyy.'],
    ['dob', '13/01/1990', 'Date of Birth must be a real date as mm/dd/yyyy.'],
    ['dob', '01/01/2999', 'Date of Birth must be in the past.'],
    ['dob', usDate(yearsAgo(18, +1)), 'Applicants must be at least 18 years old.'],
    ['dob', usDate(yearsAgo(11)), 'Applicants must be at least 18 years old.'],
    ['phone1', '7135550100', 'Phone must be 10 digits as (000) 000-0000.'],
    ['armyFrom', '2008-06-01', 'Date From must be a real date as mm/dd/yyyy.'],
    ['schoolTo', '05/35/2014', 'Date To must be a real date as mm/dd/yyyy.'],
    ['driverExpiration1', '2028-09-30', 'Expiration Date must be mm/dd/yyyy or NONE.'],
    ['servedArmy', 'maybe', 'Please answer Yes or No.'],
    ['grade', '9', 'Highest Grade Completed: choose one of 1, 2, 3, 4, 5, 6, 7, 8.'],
    ['college', '5', 'College: choose one of 1, 2, 3, 4.'],
    ['signature64', 'data:image/jpeg;base64,AAAA', 'Signature must be a PNG image.'],
    ['compCode', 'no spaces!', 'Company code: 1 to 20 letters or digits.'],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    expect(problems({ [field]: value })).toEqual({ [field]: message });
  });

  it('refuses service or school periods that end before they start, and accepts one-day and ordered ones', () => {
    expect(problems({ servedArmy: 'Y', armyFrom: '01/01/2010', armyTo: '01/01/2005' })).toEqual({ armyTo: PERIOD_ORDER_MESSAGE });
    expect(problems({ schoolFrom: '09/01/2000', schoolTo: '06/01/1996' })).toEqual({ schoolTo: PERIOD_ORDER_MESSAGE });
    expect(problems({ servedArmy: 'Y', armyFrom: '01/01/2005', armyTo: '01/01/2005', schoolFrom: '09/01/1996', schoolTo: '06/01/2000' })).toEqual({});
  });

  it('accepts an applicant who turns 18 today', () => {
    expect(problems({ dob: usDate(yearsAgo(18)) })).toEqual({});
  });

  it('accepts NONE (any case) as a license expiration, and masked values with their separators', () => {
    expect(applicantSchema.parse(validApplicant({ driverExpiration1: 'none' })).driverExpiration1).toBe('NONE');
    expect(problems({ ssn: '001-02-0003', phone1: '(000) 000-0000', dob: '02/29/2000' })).toEqual({});
  });

  it('requires the first accident and traffic rows (docs/specification.md §4)', () => {
    expect(problems({ accidentNature1: '', trafficState1: '' })).toEqual({
      accidentNature1: 'Nature of Accident Required (or check NONE).',
      trafficState1: 'State Required (or check NONE).',
    });
  });

  it('requires at least one education answer (docs/specification.md §4)', () => {
    expect(problems({ grade: '', highSchool: '', college: '' })).toEqual({
      grade: 'Choose at least one of Highest Grade Completed, Highschool or College.',
    });
    expect(problems({ grade: '', highSchool: '', college: '1' })).toEqual({});
  });

  it('requires a complete first employer, and complete later employers only when used', () => {
    expect(problems({ employer2: '', address2: '' })).toEqual({
      employer2: 'Employer Required.',
      address2: 'Street Address Required.',
    });
    expect(problems({ employer3: 'Half-filled Inc' })).toEqual({
      address3: 'Street Address Required.',
      city_St_Zip3: 'City State Zipcode Required.',
      empFrom3: 'Date From Required.',
      empTo3: 'Date To Required.',
      position3: 'Position Required.',
    });
    expect(problems({ phone2: '409-555-0199' })).toEqual({ phone2: 'Phone must be 10 digits as (000) 000-0000.' });
  });

  it('clears service details when the applicant did not serve', () => {
    const result = applicantSchema.parse(validApplicant({ servedArmy: 'N' }));
    expect([result.branch, result.rank, result.armyFrom, result.armyTo, result.expServing]).toEqual(['', '', '', '', '']);
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(problems({ applicantName: '', ssn: 'x', employer1: '', grade: '', highSchool: '', college: '' })).sort())
      .toEqual(['applicantName', 'employer1', 'grade', 'ssn']);
  });
});

/** Today's date `years` years ago, `days` later, as the local calendar has it (what the wizard compares with). */
function yearsAgo(years: number, days = 0): Date {
  const now = new Date();
  return new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + days);
}

function usDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
