import { firstFourSteps } from '@/tests/fixtures/draft-answers';
import { checkDraftAnswers, completedSteps, draftFormValues, type DraftAnswers } from './draft-answers';

const saved = (input: unknown): DraftAnswers => {
  const check = checkDraftAnswers(input);
  if (!check.ok) throw new Error(JSON.stringify(check.fields));
  return check.answers;
};

describe('a saved draft', () => {
  it('keeps every answer of the steps done, and resumes at the first step that is not complete', () => {
    const answers = saved(firstFourSteps());
    expect(answers).toMatchObject({ applicantName: 'Jordan Rivers', city: 'Houston', driverLicense1: 'D1234567' });
    // Steps 1–4 are complete although the SSN is not in the draft: it is asked for again, not held against step 1.
    expect(completedSteps(answers, 4)).toBe(4);
    // Driving Experience asks nothing required: it is done once the applicant went past it, not before.
    expect(completedSteps(answers)).toBe(5);
    expect(completedSteps(answers, 2)).toBe(2);
    expect(completedSteps(saved({ ...firstFourSteps(), driverLicense1: '' }))).toBe(3);
    expect(completedSteps(saved({ applicantName: 'Jordan Rivers', dob: '05/07/1990' }))).toBe(0);
  });

  it('never holds the SSN or the signature, even when they are sent', () => {
    const answers = saved({
      ...firstFourSteps(),
      ssn: '123-45-6789',
      signature: '[[{"x":1}]]',
      signature64: 'data:image/png;base64,iVBORw0KGgo=',
    });
    expect(JSON.stringify(answers)).not.toContain('123-45-6789');
    expect(answers).not.toHaveProperty('ssn');
    expect(answers).not.toHaveProperty('signature');
    expect(answers).not.toHaveProperty('signature64');
    expect(draftFormValues(answers)).toMatchObject({ ssn: '', signature: '', signature64: '' });
  });

  it('may leave answers empty, but refuses a value the wizard would refuse, with the wizard’s message', () => {
    expect(checkDraftAnswers({ applicantName: '', dob: '', zip: '' }).ok).toBe(true);
    const check = checkDraftAnswers({ ...firstFourSteps(), zip: '7702', dob: '13/45/1990', applicantName: 'x'.repeat(101) });
    expect(check).toEqual({
      ok: false,
      fields: {
        applicantName: 'Applicant Name: at most 100 characters.',
        dob: 'Date of Birth must be a real date as mm/dd/yyyy.',
        zip: 'ZIP Code must be 5 digits (or ZIP+4).',
      },
    });
  });

  it('cannot be used to store junk: unknown fields dropped, wrong types and overlong lists refused', () => {
    expect(saved({ ...firstFourSteps(), junk: 'x'.repeat(10_000) })).not.toHaveProperty('junk');
    expect(checkDraftAnswers({ applicantName: { nested: true } }).ok).toBe(false);
    expect(checkDraftAnswers({ accidentsNone: 'yes' }).ok).toBe(false);
    const entry = { id: 'a', employer1: 'Lone Star Freight' };
    expect(checkDraftAnswers({ workEntries: [entry, entry, entry] }).ok).toBe(true);
    expect(checkDraftAnswers({ workEntries: [entry, entry, entry, entry] })).toMatchObject({ ok: false, fields: { workEntries: 'Too many entries.' } });
    expect(checkDraftAnswers({ workEntries: [{ id: 'a', employer1: 'x'.repeat(51) }] })).toMatchObject({
      ok: false,
      fields: { 'workEntries.0.employer1': 'Employer: at most 50 characters.' },
    });
    expect(checkDraftAnswers({ workDraft: { phone1: '12' } }).ok).toBe(false);
  });
});
