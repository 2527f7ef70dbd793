import { fieldMessages } from '@/lib/applicant/schema';
import { inquiryResponseSchema } from './response-schema';

const good = {
  employed: 'yes', employedFrom: '01/2018', employedTo: '10/2025', position: 'OTR Driver', hadAccidents: 'no', dotTested: 'no',
  responderName: 'Dana Cole', responderTitle: 'Safety Manager', responderPhone: '(713) 555-0100', responderEmail: 'safety@lonestar.test', certified: true,
};
const messages = (value: unknown) => {
  const parsed = inquiryResponseSchema.safeParse(value);
  return parsed.success ? {} : fieldMessages(parsed.error);
};

describe('the employer response schema', () => {
  it('takes a complete answer without accidents or a DOT-tested job', () => {
    expect(messages(good)).toEqual({});
  });

  it('lists the cross-field problems together with the field problems, in one answer', () => {
    expect(messages({ ...good, employedFrom: '2018-01', hadAccidents: 'yes', responderEmail: 'nope', certified: false })).toEqual({
      employedFrom: 'Employed from: enter the month and year as MM/YYYY.',
      accidents: 'Add each accident, or answer No.',
      responderEmail: 'Your email: enter an address like name@example.com.',
      certified: 'Certify that the answers are true and complete.',
    });
  });

  it('asks the (e) questions of a DOT-tested job, and return-to-duty only after a violation', () => {
    expect(messages({ ...good, dotTested: 'yes', alcoholTest04: 'no', positiveDrugTest: 'no', refusedTest: 'no', otherViolation: 'no' })).toEqual({});
    expect(messages({ ...good, dotTested: 'yes', alcoholTest04: 'yes', positiveDrugTest: 'no', refusedTest: 'no' })).toEqual({
      otherViolation: 'Answer: any other DOT drug and alcohol violation?',
      returnToDuty: 'Answer: did the driver complete the return-to-duty process?',
    });
  });
});
