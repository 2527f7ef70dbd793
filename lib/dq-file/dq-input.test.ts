/** @jest-environment node */
import { addDriverSchema, carrierSettingsSchema, recordItemSchema } from './dq-input';

describe('the DQ forms checked twice (the browser, then the route)', () => {
  it('takes what the browser made of the form as the route reads it again', () => {
    const typed = { timeZone: ' America/Chicago ', digestEmails: 'a@carrier.test, b@carrier.test' };
    const once = carrierSettingsSchema.parse(typed);
    expect(once).toEqual({ timeZone: 'America/Chicago', digestEmails: ['a@carrier.test', 'b@carrier.test'] });
    expect(carrierSettingsSchema.parse(once)).toEqual(once);
    const driver = addDriverSchema.parse({ companyCode: 'tskis', driverName: 'Walt', hireDate: '2026-01-05', licenseStates: 'tx ok' });
    expect(driver.licenseStates).toEqual(['TX', 'OK']);
    expect(addDriverSchema.parse(driver)).toEqual(driver);
    const item = recordItemSchema.parse({ status: 'done', doneOn: '2026-01-05', result: 'verified-negative' });
    expect(recordItemSchema.parse(item)).toEqual(item);
  });

  it('says what is wrong with a list, a day, a zone or a missing reason', () => {
    const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);
    expect(messages(carrierSettingsSchema.safeParse({ timeZone: 'Mars/Olympus', digestEmails: 'nope' }))).toEqual([
      'Use an IANA time zone such as America/Chicago, or leave it empty.',
      'Each address must be an email address.',
    ]);
    expect(messages(addDriverSchema.safeParse({ companyCode: 'X', driverName: 'W', hireDate: '2026-02-30', licenseStates: 'Texas' }))).toEqual([
      'Give the hire date as YYYY-MM-DD.',
      'A state is two letters, e.g. TX.',
    ]);
    expect(messages(recordItemSchema.safeParse({ status: 'not-applicable', reason: ' ' }))).toEqual(['Say why this item does not apply to this driver.']);
  });
});
