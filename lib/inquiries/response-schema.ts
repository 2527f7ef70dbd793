import { z } from 'zod';
import { parseUsDate } from '@/lib/applicant/us-date';

/**
 * What a previous employer answers to a 49 CFR 391.23 safety performance history inquiry: (d) employment
 * verification and the accidents of 390.15(b) in the past three years, (e) per 40.25(b) the drug and alcohol
 * history of a DOT-tested job, and who answered with their certification. One schema for the API (which is the
 * only judge) and the labels of the form.
 */
const text = (label: string, max: number) =>
  z.string({ message: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `${label}: at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label}: at most ${max} characters.`).default('');
const yesNo = (question: string) => z.enum(['yes', 'no'], { message: `Answer: ${question}` });

const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(19|20)\d{2}$/;

/** A date of the past (mm/dd/yyyy), not in the future. */
const pastDate = (label: string) =>
  z.string({ message: `${label} is required.` }).trim().refine((value) => {
    const date = parseUsDate(value);
    return date !== null && date.getTime() <= Date.now() + 86_400_000;
  }, `${label}: enter a real date in the past as MM/DD/YYYY.`);

const count = (label: string) =>
  z.coerce.number({ message: `${label}: enter a number (0 if none).` }).int(`${label}: enter a whole number.`)
    .min(0, `${label}: enter a number (0 if none).`).max(999, `${label}: at most 999.`);

export const accidentSchema = z.object({
  date: pastDate('Accident date'),
  location: text('City and state of the accident', 120),
  injuries: count('Injuries'),
  fatalities: count('Fatalities'),
  hazmatRelease: yesNo('was hazardous material released?'),
});

export const MAX_ACCIDENTS = 10;

export const inquiryResponseSchema = z
  .object({
    // (d) employment verification
    employed: yesNo('did the driver work for you?'),
    employedFrom: z.string().trim().default(''),
    employedTo: z.string().trim().default(''),
    position: optionalText('Position', 120),
    // (d) accidents of the past three years (390.15(b))
    hadAccidents: yesNo('any accidents in the past three years?'),
    accidents: z.array(accidentSchema).max(MAX_ACCIDENTS, `At most ${MAX_ACCIDENTS} accidents; attach the rest by mail.`).default([]),
    // (e) drug and alcohol history (40.25(b)), for a DOT-tested job
    dotTested: yesNo('was the job subject to DOT drug and alcohol testing?'),
    alcoholTest04: z.enum(['yes', 'no']).optional(),
    positiveDrugTest: z.enum(['yes', 'no']).optional(),
    refusedTest: z.enum(['yes', 'no']).optional(),
    otherViolation: z.enum(['yes', 'no']).optional(),
    returnToDuty: z.enum(['yes', 'no']).optional(),
    violationDetails: optionalText('Details', 1_000),
    // Who answered
    responderName: text('Your name', 100),
    responderTitle: text('Your title', 100),
    responderPhone: z.string({ message: 'Your phone is required.' }).trim()
      .regex(/^[0-9()+\-. ]{7,25}$/, 'Your phone: enter a phone number, e.g. (713) 555-0100.'),
    responderEmail: z.email({ message: 'Your email: enter an address like name@example.com.' }).max(254),
    certified: z.literal(true, { message: 'Certify that the answers are true and complete.' }),
  })
  .strict()
  // The cross-field rules run even when a field above is wrong (zod skips them by default), so one answer lists
  // every problem at once, as the wizard does; they read the raw values defensively for that reason.
  .superRefine((answer, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (answer.employed === 'yes') {
      if (!MONTH_YEAR.test(String(answer.employedFrom ?? ''))) issue('employedFrom', 'Employed from: enter the month and year as MM/YYYY.');
      if (!MONTH_YEAR.test(String(answer.employedTo ?? ''))) issue('employedTo', 'Employed to: enter the month and year as MM/YYYY.');
      if (answer.position === '') issue('position', 'Position is required.');
    }
    const accidents = Array.isArray(answer.accidents) ? answer.accidents : [];
    if (answer.hadAccidents === 'yes' && accidents.length === 0) issue('accidents', 'Add each accident, or answer No.');
    if (answer.hadAccidents === 'no' && accidents.length > 0) issue('accidents', 'You answered No accidents: remove the rows or answer Yes.');
    if (answer.dotTested === 'yes') {
      const questions = { alcoholTest04: 'an alcohol test of 0.04 or more?', positiveDrugTest: 'a verified positive drug test?',
        refusedTest: 'a refusal to be tested (including an adulterated or substituted sample)?', otherViolation: 'any other DOT drug and alcohol violation?' } as const;
      for (const [field, question] of Object.entries(questions)) {
        if (answer[field as keyof typeof questions] === undefined) issue(field, `Answer: ${question}`);
      }
      const anyViolation = Object.keys(questions).some((field) => answer[field as keyof typeof questions] === 'yes');
      if (anyViolation && answer.returnToDuty === undefined) issue('returnToDuty', 'Answer: did the driver complete the return-to-duty process?');
    }
  }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) });

/** What the API receives; the parse fills defaults (empty strings, no accidents). */
export type InquiryResponseInput = z.input<typeof inquiryResponseSchema>;
export type InquiryResponse = z.output<typeof inquiryResponseSchema>;
