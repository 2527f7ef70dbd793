import * as z from 'zod/mini';
import { choice, optionalPhone, optionalText, preprocess } from './rules';
import { currentMonthIndex, monthIndex } from './residence';

/**
 * The answers 49 CFR 391.21 asks for beyond the specification's 11 steps, as part of the one applicant schema
 * (lib/applicant/schema.ts composes them). On the API every one is optional, because the original client's flat
 * payload must still be accepted (lib/applicant/missing-items.ts lists what such an application lacks); when a
 * value is sent it must be valid. The wizard requires them with the `require…` rules below, step by step.
 */

type Values = Record<string, unknown>;
type RuleContext = z.core.$RefinementCtx;

export const YES_NO = ['Y', 'N'] as const;
export const YES_NO_MESSAGE = 'Please answer Yes or No.';
export const PREVIOUS_ADDRESS_NUMBERS = [1, 2, 3] as const;
export const MAX_EARLIER_JOBS = 7;
export const EARLIER_JOB_NUMBERS = [1, 2, 3, 4, 5, 6, 7] as const;
/**
 * Sent by this wizard, which asks every 391.21 item: an application without it may not have been asked about
 * earlier driving jobs (391.21(b)(11)), where an empty list is otherwise a valid answer.
 */
export const FMCSA_FORM_VERSION = '391.21/2026-11';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** A field's input: absent or null is empty, text is trimmed, anything else (true, 42) goes on to be refused. */
const fieldInput = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value);
const yesNo = () => choice(YES_NO, YES_NO_MESSAGE);


/** A month/year (MM/YYYY) that may be empty; a value must be a real month, not in the future. */
function optionalMonthYear(label: string) {
  return preprocess(
    fieldInput,
    z.string().check(
      z.maxLength(7, `${label}: at most 7 characters.`),
      z.superRefine((value: string, context) => {
        if (value === '') return;
        const index = monthIndex(value);
        if (index === null) context.addIssue({ code: 'custom', message: `${label} must be a month as MM/YYYY.` });
        else if (index > currentMonthIndex()) context.addIssue({ code: 'custom', message: `${label} cannot be in the future.` });
      }),
    ),
  );
}

const STATE_PATTERN = /^[A-Z]{2}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const stateCode = (label: string) =>
  preprocess(
    (value) => {
      const input = fieldInput(value);
      return typeof input === 'string' ? input.toUpperCase() : input;
    },
    z.string().check(
      z.refine((value) => value === '' || STATE_PATTERN.test(value), { message: `${label}: the 2-letter state code, e.g. TX.` }),
    ),
  );

const zipCode = preprocess(
  fieldInput,
  z.string().check(z.refine((value) => value === '' || ZIP_PATTERN.test(value), { message: 'ZIP Code must be 5 digits (or ZIP+4).' })),
);

// ── Step 1: how to reach the applicant, and where they lived (391.21(b)(2), (b)(3)) ─────────────────────────
export const contactShape = {
  phone: optionalPhone,
  email: preprocess(
    fieldInput,
    z.string().check(
      z.maxLength(100, 'Email: at most 100 characters.'),
      z.refine((value) => value === '' || EMAIL_PATTERN.test(value), { message: 'Email must look like name@example.com.' }),
    ),
  ),
  street: optionalText('Street Address', 50),
  city: optionalText('City', 30),
  state: stateCode('State'),
  zip: zipCode,
  movedIn: optionalMonthYear('Moved In'),
};

/** One previous address, named as the form holds it (suffix 1), like a work entry. */
export const previousAddressShape = {
  prevStreet1: optionalText('Street Address', 50),
  prevCity1: optionalText('City', 30),
  prevState1: stateCode('State'),
  prevZip1: zipCode,
  prevMovedIn1: optionalMonthYear('Moved In'),
};

const PREVIOUS_ADDRESS_MESSAGES = {
  prevStreet1: 'Street Address Required.',
  prevCity1: 'City Required.',
  prevState1: 'State Required.',
  prevZip1: 'ZIP Code Required.',
  prevMovedIn1: 'Moved In Required.',
} as const;

export const CONTACT_MESSAGES = {
  phone: 'Phone Required.',
  street: 'Street Address Required.',
  city: 'City Required.',
  state: 'State Required.',
  zip: 'ZIP Code Required.',
  movedIn: 'Moved In Required.',
} as const;

/** Where a group's field sits in the values being checked: `['earlierJobs', 2, 'earlierFrom1']` in the wizard's
 * list, `['earlierFrom3']` in the flat payload. */
export type FieldPath = (field: string) => (string | number)[];

export function requireFields(values: Values, context: RuleContext, messages: Record<string, string>, pathOf: FieldPath = (field) => [field]) {
  for (const [field, message] of Object.entries(messages)) {
    if (text(values[field]) === '') context.addIssue({ code: 'custom', path: pathOf(field), message });
  }
}

/** One previous address is given whole. */
export function requirePreviousAddress(address: Values, context: RuleContext, pathOf: FieldPath) {
  requireFields(address, context, PREVIOUS_ADDRESS_MESSAGES, pathOf);
}


// ── Step 4: license denied, suspended or revoked (391.21(b)(9)) ─────────────────────────────────────────────
export const LICENSE_DENIED_QUESTION =
  'Have you ever been denied a license, permit or privilege to operate a motor vehicle, or had one suspended or revoked?';
export const licenseDeniedShape = {
  licenseDenied: yesNo(),
  licenseDeniedReason: optionalText('Explanation', 300),
};

export const LICENSE_DENIED_REASON_MESSAGE = 'Explain what happened: which license, when, and why.';

/** On the API as in the wizard: a Yes needs its explanation. */
export function licenseDeniedRule(values: Values, context: RuleContext) {
  if (text(values.licenseDenied) === 'Y' && text(values.licenseDeniedReason) === '') {
    context.addIssue({ code: 'custom', path: ['licenseDeniedReason'], message: LICENSE_DENIED_REASON_MESSAGE });
  }
}

// ── Step 6: each employer's FMCSR and drug-testing answers (391.21(b)(10)), earlier driving jobs ((b)(11)) ──────
export const FMCSR_QUESTION = 'Were you subject to the Federal Motor Carrier Safety Regulations while employed here?';
export const DRUG_TEST_QUESTION = 'Was this job a safety-sensitive function subject to DOT drug and alcohol testing?';

/** Added to each work entry (suffix 1, like the specification's work-entry fields). */
export const workEntryFmcsaShape = { fmcsr1: yesNo(), drugTest1: yesNo() };

export const earlierJobShape = {
  earlierEmployer1: optionalText('Employer', 50),
  earlierAddress1: optionalText('Address', 100),
  earlierFrom1: optionalMonthYear('Date From'),
  earlierTo1: optionalMonthYear('Date To'),
  earlierPosition1: optionalText('Position', 50),
  earlierReason1: optionalText('Reason for leaving', 50),
  earlierFmcsr1: yesNo(),
  earlierDrugTest1: yesNo(),
};

const EARLIER_JOB_MESSAGES = {
  earlierEmployer1: 'Employer Required.',
  earlierAddress1: 'Address Required.',
  earlierFrom1: 'Date From Required.',
  earlierTo1: 'Date To Required.',
  earlierPosition1: 'Position Required.',
  earlierReason1: 'Reason for leaving Required.',
  earlierFmcsr1: YES_NO_MESSAGE,
  earlierDrugTest1: YES_NO_MESSAGE,
} as const;

/** An earlier job that is given at all is given whole (wizard and API alike). */
export function requireEarlierJob(job: Values, context: RuleContext, pathOf: FieldPath) {
  requireFields(job, context, EARLIER_JOB_MESSAGES, pathOf);
  const [from, to] = [monthIndex(text(job.earlierFrom1)), monthIndex(text(job.earlierTo1))];
  if (from !== null && to !== null && to < from) {
    context.addIssue({ code: 'custom', path: pathOf('earlierTo1'), message: 'Date To cannot be before Date From.' });
  }
}

// ── Step 11: the 391.21(d) notice, and consent to sign electronically ───────────────────────────────────────
export const consentShape = {
  noticeAcknowledged: choice(['Y'], 'Check that you have read the notice.'),
  esignConsent: choice(['Y'], 'Check that you agree to sign electronically.'),
  formVersion: choice([FMCSA_FORM_VERSION], 'Unknown form version.'),
};

export const NOTICE_REQUIRED_MESSAGE = 'Check that you have read the notice to continue.';
export const ESIGN_REQUIRED_MESSAGE = 'Check that you agree to sign electronically to continue.';
