/**
 * The texts an applicant agrees to, in one place: the wizard shows them, the staff detail page and the PDF of
 * record reprint them. Each carries a version; change the text → bump the version, so a stored application
 * can always say which wording its applicant saw.
 */

export type AgreementText = {
  version: string;
  title: string;
  intro?: string;
  /** Headed paragraphs (the phone policy) or a numbered list (the accident procedure). */
  sections?: readonly { heading: string; text: string }[];
  points?: readonly string[];
  closing?: string;
};

export const ACCIDENT_PROCEDURE: AgreementText = {
  version: 'accident-procedure/2026-11-01',
  title: 'Accident Reporting Procedure',
  intro: 'If you are involved in an accident, no matter how small, follow these steps:',
  points: [
    'Stop in a safe place, turn on your hazard lights, and call the police (911 if anyone is hurt). Then call the company to report the accident.',
    'Stay at the scene until the police tell you that you may leave.',
    "Ask the police officer for a business card with the officer's name and badge number.",
    'Ask the officer for the accident (report) number.',
    "Get the other driver's name, address, phone number, driver license number, and insurance company and policy number.",
    "Write down the other vehicle's year, make, model, color and license plate number.",
    'Get the names and phone numbers of any witnesses.',
    'Take photos of every vehicle involved, the damage, and the scene, including road signs and road conditions.',
    'Note your speed, your direction of travel, and the exact location (street or highway, mile marker, city).',
    'Return to the client company you were driving for and report to your supervisor there.',
    "Forward all of this information, including the officer's card, the accident number and the photos, to the staffing company's office the same day.",
  ],
  closing: 'Do not discuss who was at fault with anyone at the scene other than the police.',
};

export const PHONE_AND_SEAT_BELT_POLICY: AgreementText = {
  version: 'phone-seat-belt-policy/2026-11-01',
  title: 'Commercial Driver Cellular Phone and Seat Belt Policy',
  sections: [
    {
      heading: 'Cellular phones',
      text:
        'Federal safety rules forbid commercial motor vehicle drivers to hold a mobile phone, or to text, while driving, ' +
        'and that includes sitting in traffic or at a red light. You may use a phone only hands-free (one touch to ' +
        'answer or end a call), or after you have pulled off the road and stopped in a safe place. A driver who breaks ' +
        'this rule faces a federal civil penalty of up to $2,750 for each offense, and repeated offenses can disqualify ' +
        'the driver from operating a commercial motor vehicle.',
    },
    {
      heading: 'Seat belts',
      text: 'Wear your seat belt at all times while the vehicle is moving, and make sure any passenger does too.',
    },
    {
      heading: 'No tailgating',
      text:
        'Keep a safe following distance: at least one second for every 10 feet of vehicle length, plus one more second ' +
        'above 40 mph, and more in rain, snow or fog. Tailgating is not tolerated.',
    },
  ],
  closing: "Any ticket or fine for phone use, not wearing a seat belt, or tailgating is the driver's own responsibility.",
};

/** Printed directly above the applicant's signature: the wording 49 CFR 391.21(b)(12) asks the applicant to sign. */
export const APPLICANT_CERTIFICATION = {
  version: 'certification/2026-11-01',
  text:
    'This certifies that this application was completed by me, and that all entries on it and information in it ' +
    'are true and complete to the best of my knowledge.',
} as const;

/** Shown on the signature step before the applicant signs: the notice 49 CFR 391.21(d) requires. */
export const INVESTIGATION_NOTICE = {
  version: 'investigation-notice/2026-11-22',
  title: 'Notice: investigation of your safety performance history',
  paragraphs: [
    'The information you give about your previous employers may be used, and your previous employers may be contacted, to investigate your safety performance history as required by 49 CFR 391.23(d) and (e).',
    'You have the right to review the information your previous employers provide, to have errors in it corrected by the previous employer and the corrected information sent to us, and to have a rebuttal statement attached to information you believe is wrong if you and the previous employer cannot agree on it (49 CFR 391.23(i)).',
  ],
  acknowledgment: 'I have read this notice.',
} as const;

/** The applicant's consent to sign electronically (ESIGN Act, 49 CFR 390.32). */
export const ELECTRONIC_SIGNATURE_CONSENT = {
  version: 'esign-consent/2026-11-22',
  text: 'I agree to sign this application electronically. My drawn signature below has the same effect as my handwritten signature on paper.',
} as const;

/**
 * Shown on the signature step below the notice: the applicant's authorization for the inquiries of 49 CFR 391.23,
 * including the drug and alcohol history a previous employer may release only with the employee's written consent
 * (49 CFR 40.25(a), 391.23(e)). The previous employers' page quotes it, by this version, to the employer asked.
 * The version keeps the feature's first name (safety-history): it is signed into every application that agreed to it,
 * so a new spelling would be a new text (docs/inquiries.md, stored names).
 */
export const INQUIRIES_AUTHORIZATION = {
  version: 'safety-history-authorization/2026-11-25',
  title: "Authorization: your previous employers' records",
  text:
    'I authorize the motor carrier to which I am applying to ask each previous employer named in this application ' +
    'for my safety performance history of the three years before this application, as 49 CFR 391.23 requires, and I ' +
    'authorize those employers to release it: the verification of my employment; the accidents I was involved in ' +
    '(49 CFR 390.15(b)); and, under 49 CFR 40.25 and 391.23(e), my drug and alcohol testing history: alcohol tests ' +
    'with a concentration of 0.04 or greater, verified positive drug tests, refusals to be tested (including ' +
    'verified adulterated or substituted drug test results), other violations of DOT drug and alcohol testing ' +
    'regulations, and, after any such violation, documentation of my completion of the DOT return-to-duty ' +
    'requirements. I have read the notice above of my rights to review, correct and rebut this information.',
} as const;

/**
 * Every wording ever shown, by version. A stored application names the versions its applicant saw, and its
 * signature digest covers those words (lib/signed-content/server/signed-content.ts): a new wording is added here beside the old
 * one, never written over it, so older applications can still be verified.
 */
export const SIGNED_TEXTS_BY_VERSION: ReadonlyMap<string, unknown> = new Map<string, unknown>(
  [
    ACCIDENT_PROCEDURE,
    PHONE_AND_SEAT_BELT_POLICY,
    APPLICANT_CERTIFICATION,
    INVESTIGATION_NOTICE,
    ELECTRONIC_SIGNATURE_CONSENT,
    INQUIRIES_AUTHORIZATION,
  ].map((text) => [text.version, text]),
);
