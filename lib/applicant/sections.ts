/**
 * The 11 sections of the application, in order, with their headings. The wizard's stepper, the staff detail
 * page and the PDF of record all take their headings from here, so the three always read alike.
 */
export const SECTION_TITLES = [
  'Basic Information',
  'Accidents (past 3 years)',
  'Traffic Convictions (past 3 years)',
  'Driver licenses (past 3 years)',
  'Driving Experience',
  'Work history',
  'Served in the US Armed Forces',
  'Education',
  'Accident Reporting Procedure',
  'Commercial Driver Cellular Phone and Seat Belt Policy',
  'Please enter your signature',
] as const;

export type SectionTitle = (typeof SECTION_TITLES)[number];

/** Row headings of the Driving Experience table, in the order of experience1..5. */
export const EXPERIENCE_ROW_TITLES = [
  'STRAIGHT TRUCK',
  'TRACTOR & SEMI-TRAILER',
  'SEMI-VAN-REEFER',
  'TRACTOR - TWO TRAILERS',
  'OTHER',
] as const;

/** Column labels of the repeated groups, shared by the wizard's inputs and the documents that reprint them. */
export const ACCIDENT_COLUMNS = [
  { base: 'accidentDates', label: 'Dates' },
  { base: 'accidentNature', label: 'Nature of Accident' },
  { base: 'accidentFatalities', label: 'Fatalities' },
  { base: 'accidentInjuries', label: 'Injuries' },
] as const;

export const TRAFFIC_COLUMNS = [
  { base: 'trafficDates', label: 'Date' },
  { base: 'trafficState', label: 'State' },
  { base: 'trafficCharge', label: 'Charge' },
  { base: 'trafficPenalty', label: 'Penalty' },
] as const;

export const EXPERIENCE_COLUMNS = [
  { base: 'experience', label: 'Type of equipment' },
  { base: 'expFrom', label: 'From' },
  { base: 'expTo', label: 'To' },
  { base: 'expMiles', label: 'Miles' },
] as const;

export const LICENSE_FIELDS = [
  { name: 'driverState1', label: 'State' },
  { name: 'driverLicense1', label: 'License No' },
  { name: 'driverType1', label: 'Type' },
  { name: 'driverEndorsement1', label: 'Endorsement' },
  { name: 'driverExpiration1', label: 'Expiration Date' },
] as const;

/** Work entry fields by their base name (stored as employer1..3, address1..3, …). */
export const WORK_FIELDS = [
  { base: 'employer', label: 'Employer' },
  { base: 'address', label: 'Street address' },
  { base: 'city_St_Zip', label: 'City/State/Zip' },
  { base: 'empFrom', label: 'Date from' },
  { base: 'empTo', label: 'Date to' },
  { base: 'position', label: 'Position' },
  { base: 'salary', label: 'Salary' },
  { base: 'contact', label: 'Contact name and job title' },
  { base: 'phone', label: 'Phone' },
  { base: 'reason', label: 'Reason leaving' },
] as const;

export const ARMY_FIELDS = [
  { name: 'branch', label: 'Branch' },
  { name: 'rank', label: 'Rank at Discharge' },
  { name: 'armyFrom', label: 'Date From' },
  { name: 'armyTo', label: 'Date To' },
  { name: 'expServing', label: 'Experience while serving' },
] as const;

export const EDUCATION_FIELDS = [
  { name: 'grade', label: 'Highest Grade Completed' },
  { name: 'highSchool', label: 'Highschool' },
  { name: 'college', label: 'College' },
  { name: 'schoolName', label: 'Last School Attended' },
  { name: 'schoolCity', label: 'City' },
  { name: 'schoolFrom', label: 'Date From' },
  { name: 'schoolTo', label: 'Date To' },
] as const;

/** Step 1's 391.21 additions, as the staff page and the PDF label them (the wizard's inputs use the same words). */
export const CONTACT_FIELDS = [
  { name: 'phone', label: 'Phone' },
  { name: 'email', label: 'Email' },
] as const;

export const CURRENT_ADDRESS_FIELDS = [
  { name: 'street', label: 'Street Address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'zip', label: 'ZIP Code' },
  { name: 'movedIn', label: 'Moved In' },
] as const;

/** Previous addresses (stored as prevStreet1..3, …), newest first. */
export const PREVIOUS_ADDRESS_COLUMNS = [
  { base: 'prevStreet', label: 'Street Address' },
  { base: 'prevCity', label: 'City' },
  { base: 'prevState', label: 'State' },
  { base: 'prevZip', label: 'ZIP Code' },
  { base: 'prevMovedIn', label: 'Moved In' },
] as const;

/** The two answers 391.21(b)(10) asks of every employer (stored as fmcsr1..3, drugTest1..3). */
export const EMPLOYER_ANSWER_FIELDS = [
  { base: 'fmcsr', label: 'Subject to the FMCSRs' },
  { base: 'drugTest', label: 'Safety-sensitive, DOT drug and alcohol testing' },
] as const;

export const EARLIER_JOBS_TITLE = 'Earlier commercial driving jobs (years 4 to 10)';

/** An earlier driving job (stored as earlierEmployer1..7, …). */
export const EARLIER_JOB_FIELDS = [
  { base: 'earlierEmployer', label: 'Employer' },
  { base: 'earlierAddress', label: 'Address' },
  { base: 'earlierFrom', label: 'Date From' },
  { base: 'earlierTo', label: 'Date To' },
  { base: 'earlierPosition', label: 'Position' },
  { base: 'earlierReason', label: 'Reason for leaving' },
  { base: 'earlierFmcsr', label: 'Subject to the FMCSRs' },
  { base: 'earlierDrugTest', label: 'Safety-sensitive, DOT drug and alcohol testing' },
] as const;
