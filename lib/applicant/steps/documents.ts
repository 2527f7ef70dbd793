import { ARMY_DETAIL_FIELDS } from './armed-forces';
import { basicInformation, CURRENT_ADDRESS_FIELDS, PERSON_FIELDS } from './basic-information';
import { EXPERIENCE_ROW_TITLES } from './driving-experience';
import type { StepId } from './order';
import type { DocumentPart } from './types';
import { workHistory } from './work-history';

/**
 * How each step is shown in the staff document and the PDF (lib/staff/application-document.ts turns the parts into
 * blocks), by step id; the registry (./index.ts) joins them to the steps. A module of its own so that the browser,
 * which reads the steps' fields, never downloads it.
 */
export const STEP_DOCUMENTS: Record<StepId, readonly DocumentPart[]> = {
  'basic-information': [
    { kind: 'fields', fields: PERSON_FIELDS },
    { kind: 'fields', heading: basicInformation.texts.currentAddress, fields: CURRENT_ADDRESS_FIELDS },
    { kind: 'table', heading: 'Previous addresses (past 3 years)', group: 'previousAddresses' },
  ],
  accidents: [{ kind: 'table', group: 'accidents', noneBox: true }],
  'traffic-convictions': [{ kind: 'table', group: 'convictions', noneBox: true }],
  'driver-license': [
    {
      kind: 'fields',
      fields: [
        'driverState1',
        'driverLicense1',
        'driverType1',
        'driverEndorsement1',
        'driverExpiration1',
        'licenseDenied',
        { field: 'licenseDeniedReason', when: { field: 'licenseDenied', equals: 'Y' } },
      ],
    },
  ],
  'driving-experience': [
    { kind: 'titledTable', group: 'experience', titleColumn: 'Class of equipment', rowTitles: EXPERIENCE_ROW_TITLES },
  ],
  'work-history': [
    { kind: 'entries', group: 'workEntries', entryHeading: 'Work entry', answers: ['fmcsr', 'drugTest'] },
    // Only this wizard asks about earlier jobs (it sends formVersion): an empty list from it is the answer "none".
    {
      kind: 'entries',
      group: 'earlierJobs',
      entryHeading: `${workHistory.texts.earlierJobs}: job`,
      none: { heading: workHistory.texts.earlierJobs, if: 'formVersion' },
    },
  ],
  'armed-forces': [
    {
      kind: 'fields',
      fields: ['servedArmy', ...ARMY_DETAIL_FIELDS.map((field) => ({ field, when: { field: 'servedArmy', equals: 'Y' } }))],
    },
  ],
  education: [
    { kind: 'fields', fields: ['grade', 'highSchool', 'college', 'schoolName', 'schoolCity', 'schoolFrom', 'schoolTo'] },
  ],
  'accident-procedure': [{ kind: 'agreement', text: 'accidentProcedure' }],
  'phone-policy': [{ kind: 'agreement', text: 'phonePolicy' }],
  signature: [{ kind: 'signature' }],
};
