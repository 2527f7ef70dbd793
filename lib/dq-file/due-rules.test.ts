/** @jest-environment node */
import { addMonths, dayIn, dueAtHire, fileFacts, fileState, isDay, itemStanding, keptUntil, medicalCardExpiry, nextDue } from './due-rules';

describe('the DQ file date rules', () => {
  it('counts today in the carrier time zone, not in UTC', () => {
    // 03:30 UTC on 1 March is still 28 February in Chicago (UTC-6) and already 1 March in Berlin.
    const moment = new Date('2027-03-01T03:30:00Z');
    expect(dayIn('America/Chicago', moment)).toBe('2027-02-28');
    expect(dayIn('Europe/Berlin', moment)).toBe('2027-03-01');
    expect(dayIn('UTC', moment)).toBe('2027-03-01');
  });

  it('makes the inquiries and the MVR due 30 days after hire, the pre-duty items on the hire day', () => {
    expect(dueAtHire('inquiries', '2027-01-15')).toBe('2027-02-14');
    expect(dueAtHire('mvr', '2027-12-15')).toBe('2028-01-14');
    expect(dueAtHire('drug-test', '2027-01-15')).toBe('2027-01-15');
    expect(dueAtHire('clearinghouse-full', '2027-01-15')).toBe('2027-01-15');
    expect(dueAtHire('road-test', '2027-01-15')).toBe('2027-01-15');
    expect(dueAtHire('medical-variance', '2027-01-15')).toBe('');
  });

  it('makes yearly items due 12 months after hire, then 12 months after the last one done', () => {
    expect(dueAtHire('annual-review', '2027-01-15')).toBe('2028-01-15');
    expect(dueAtHire('clearinghouse-annual', '2027-01-15')).toBe('2028-01-15');
    expect(nextDue('annual-review', '2027-11-30', '')).toBe('2028-11-30');
    // 29 February plus 12 months is the last day of the next February.
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(nextDue('drug-test', '2027-01-01', '')).toBeNull();
  });

  it('makes the next medical certification due on the day the current one expires', () => {
    expect(nextDue('medical', '2027-01-15', '2028-07-01')).toBe('2028-07-01');
    expect(medicalCardExpiry({ medicalCardMissing: '', medicalCardExpiration: '07/01/2028' })).toBe('2028-07-01');
    expect(medicalCardExpiry({ medicalCardMissing: 'Y', medicalCardExpiration: '07/01/2028' })).toBe('');
    expect(medicalCardExpiry({ medicalCardExpiration: '02/30/2028' })).toBe('');
  });

  it('calls a pending item overdue the day after its due day, and due soon within 30 days', () => {
    const item = { status: 'pending', dueOn: '2027-03-31' };
    expect(itemStanding(item, '2027-03-31')).toBe('due-soon');
    expect(itemStanding(item, '2027-04-01')).toBe('overdue');
    expect(itemStanding(item, '2027-03-01')).toBe('due-soon');
    expect(itemStanding(item, '2027-02-28')).toBe('pending');
    expect(itemStanding({ status: 'done', dueOn: '2020-01-01' }, '2027-01-01')).toBe('done');
    expect(itemStanding({ status: 'not-applicable', dueOn: '2020-01-01' }, '2027-01-01')).toBe('not-applicable');
  });

  it('keeps a driver off the road while a pre-duty item is pending, whatever else is due', () => {
    const items = [
      { kind: 'drug-test', status: 'pending', dueOn: '2027-01-15' },
      { kind: 'mvr', status: 'pending', dueOn: '2027-02-14' },
    ];
    expect(fileState(fileFacts(items), '2027-01-15')).toBe('not-cleared');
    const cleared = items.map((item) => (item.kind === 'drug-test' ? { ...item, status: 'done' } : item));
    expect(fileState(fileFacts(cleared), '2027-01-15')).toBe('due-soon');
    expect(fileState(fileFacts(cleared), '2027-02-15')).toBe('overdue');
    expect(fileState(fileFacts(cleared.map((item) => ({ ...item, status: 'done' }))), '2027-02-15')).toBe('qualified');
  });

  it('keeps a file three years after the termination date, and takes only real days', () => {
    expect(keptUntil('2027-06-30')).toBe('2030-06-30');
    expect(keptUntil('')).toBe('');
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('+10000-01-01')).toBe(false);
  });
});
