/** @jest-environment node */
import { dqDigestMail } from './digest-mail';

const digest = {
  companyCode: 'ACME',
  carrierName: 'Acme Trucking LLC',
  day: '2027-03-01',
  timeZone: 'America/Chicago',
  overdue: [{ fileId: 1, driver: 'Ann Lee', kind: 'drug-test', subject: '', dueOn: '2027-02-20' }],
  dueSoon: [{ fileId: 2, driver: 'Bo Diaz', kind: 'mvr', subject: 'OK', dueOn: '2027-03-15' }],
  more: 3,
};

describe('the DQ digest mail', () => {
  it('names the carrier, then the overdue items and those due within 30 days, each with its driver and due day', () => {
    const mail = dqDigestMail(JSON.stringify(digest), 'https://apply.example.com/');
    expect(mail?.subject).toBe('DQ file deadlines for Acme Trucking LLC (ACME): 1 overdue, 4 due within 30 days');
    expect(mail?.text).toBe(
      [
        'Driver qualification files of Acme Trucking LLC (ACME) on 2027-03-01 (America/Chicago): the items overdue and due within 30 days.',
        '',
        'Overdue:',
        '- Ann Lee: Pre-employment drug test result (382.301), due 2027-02-20',
        '',
        'Due within 30 days:',
        '- Bo Diaz: OK motor vehicle record, due 2027-03-15',
        '',
        '…and 3 more: open the Drivers list.',
        '',
        'Open the Drivers list: https://apply.example.com/staff/drivers?compCode=ACME',
        '',
      ].join('\n'),
    );
    expect(mail?.html).toContain('<a href="https://apply.example.com/staff/drivers?compCode=ACME">Open the Drivers list</a>');
  });

  it('names a carrier without a record by its code, and reads nothing from a damaged row', () => {
    expect(dqDigestMail(JSON.stringify({ ...digest, carrierName: '', more: 0 }), 'https://apply.example.com')?.subject).toBe(
      'DQ file deadlines for ACME: 1 overdue, 1 due within 30 days',
    );
    expect(dqDigestMail('{"companyCode": 1}', 'https://apply.example.com')).toBeNull();
    expect(dqDigestMail('not json', 'https://apply.example.com')).toBeNull();
  });
});
