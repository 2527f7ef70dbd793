import 'server-only';
import { CONSENT_TEXTS } from '@/lib/consents/texts/published-consent-texts';
import { consentsToSign, DEFAULT_CONSENT_CHOICES } from '@/lib/consents/consents-to-sign';
import { FMCSA_FORM_VERSION } from '@/lib/applicant/form-version';
import { documentFromAnswers } from '@/lib/applicant/application-document';

/**
 * The two bodies of POST /api/drivers as examples in the API's description. Data, not a description of the format
 * (that is generated from the schemas): tests/api/published-format.test.ts checks that both validate against the
 * published schema and posts the original client's, which the server stores.
 */

/** A signature of 60×20 pixels: a real PNG, as the server decodes every signature. */
const SMALL_SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAADwAAAAUCAYAAADRA14pAAAAIElEQVR4nO3DMQ0AAAwDoPo3vcloD0hIAADou/EAAFseQjAn2W/anbUAAAAASUVORK5CYII=';

/**
 * As the original client sent it (docs/specification.md §3): the answers it asked, all text. Fields left empty may be
 * sent as "" or null, or left out; `numberId` and `creationDate` are ignored.
 */
export const ORIGINAL_CLIENT_EXAMPLE = {
  numberId: 0,
  creationDate: null,
  compCode: 'tskis',
  applicantName: 'Jordan Rivers',
  dob: '05/07/1990',
  ssn: '123-45-6789',
  signature: '[{"penColor":"black","points":[{"x":10,"y":20,"time":1,"pressure":0.5}]}]',
  signature64: SMALL_SIGNATURE_PNG,
  accidentDates1: '03/2024', accidentNature1: 'Rear-ended at a light', accidentFatalities1: '0', accidentInjuries1: '1',
  trafficDates1: 'NONE', trafficState1: 'NONE', trafficCharge1: 'NONE', trafficPenalty1: 'NONE',
  driverState1: 'TX', driverLicense1: 'D1234567', driverType1: 'CDL-A', driverEndorsement1: 'H, N, T', driverExpiration1: '09/30/2028',
  experience1: 'Box truck', expFrom1: '01/2015', expTo1: '12/2017', expMiles1: '90000',
  experience2: 'Freightliner Cascadia', expFrom2: '01/2018', expTo2: '10/2025', expMiles2: '640000',
  servedArmy: 'Y', branch: 'Army', rank: 'Sergeant', armyFrom: '06/01/2008', armyTo: '06/01/2012', expServing: 'Drove M1083 cargo trucks',
  grade: '8', highSchool: '4', college: '2', schoolName: 'Houston Community College', schoolCity: 'Houston',
  schoolFrom: '08/15/2012', schoolTo: '05/15/2014',
  employer1: 'Lone Star Freight', contact1: 'Dana Cole, Dispatcher', address1: '100 Main St', city_St_Zip1: 'Houston, TX 77002',
  phone1: '(713) 555-0100', reason1: 'Seeking regional routes', empFrom1: '01/2018', empTo1: '10/2025', position1: 'OTR Driver',
  salary1: '$0.62/mi',
  employer2: 'Gulf Coast Moving', contact2: 'Sam Ortiz, Manager', address2: '9 Bay Rd', city_St_Zip2: 'Galveston, TX 77550',
  phone2: '(409) 555-0199', reason2: 'Company closed', empFrom2: '01/2015', empTo2: '12/2017', position2: 'Box Truck Driver',
  salary2: '$18/h',
};

const { numberId: _numberId, creationDate: _creationDate, ...originalAnswers } = ORIGINAL_CLIENT_EXAMPLE;

/**
 * The answers of an application from this wizard: the original client's with the 49 CFR 391.21 items the wizard adds.
 */
const wizardAnswers = {
  ...originalAnswers,
  compCode: 'TSKIS',
  phone: '(713) 555-0142', email: 'jordan.rivers@example.com',
  street: '4410 Westheimer Rd', city: 'Houston', state: 'TX', zip: '77027', movedIn: '11/2020',
  licenseDenied: 'N', medicalCardExpiration: '03/31/2027', medicalExaminerNumber: '2468013579',
  fmcsr1: 'Y', drugTest1: 'Y', fmcsr2: 'N', drugTest2: 'N',
  earlierEmployer1: 'Bayou Haulers', earlierAddress1: '12 Dock St, Beaumont, TX 77701', earlierFrom1: '03/2011',
  earlierTo1: '12/2014', earlierPosition1: 'Local Driver', earlierReason1: 'Moved to Galveston', earlierFmcsr1: 'Y',
  earlierDrugTest1: 'Y',
  noticeAcknowledged: 'Y', safetyHistoryAuthorized: 'Y', esignConsent: 'Y', formVersion: FMCSA_FORM_VERSION,
};

/**
 * As the wizard sends it: those answers as the application document, the consents due for a carrier with the default
 * choices and an applicant in Texas (in the texts published today), and the ids of the CDL's photos uploaded before
 * (POST /api/documents). The ids here are made up: a real submission names its own uploads.
 */
export const WIZARD_EXAMPLE = {
  ...documentFromAnswers(wizardAnswers),
  consents: consentsToSign(DEFAULT_CONSENT_CHOICES, ['TX']).map((consent) => ({
    consent,
    version: CONSENT_TEXTS.en[consent].version,
    agreedAt: '2026-11-20T15:04:05.000Z',
  })),
  documents: ['Zr3vQ0nH5yKp2xW8aB4cDe', 'Qm7tL1sV9dFj3gH6kP0wXy'],
};
