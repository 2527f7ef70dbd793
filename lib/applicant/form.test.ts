import { fieldMaxLength, formFacts } from './form-facts';
import { defaultFormValues, emptyWorkDraft, type ApplicationFormValues } from './form-values';
import { toApplicantPayload } from './payload';
import { applicantSchema } from './schema';
import { activeStepSchema, stepFieldNames, stepSchemas, WORK_HISTORY_STEP, workDraftSchema } from './step-schemas';
import { workHistory } from './steps/work-history';
import type { WorkEntry } from './form-values';
import { completeFormValues } from '@/tests/fixtures/complete-form';

const WORK_FIELD_BASES = Object.keys(workHistory.groups.workEntries.fields);

function workEntry(n: number, overrides: Partial<WorkEntry> = {}): WorkEntry {
  return {
    id: `entry-${n}`,
    employer1: `Employer ${n}`,
    address1: `${n} Main St`,
    city_St_Zip1: 'Houston, TX 77002',
    empFrom1: '01/2018',
    empTo1: '03/2024',
    fmcsr1: 'Y',
    drugTest1: 'Y',
    position1: `Position ${n}`,
    salary1: '65000',
    contact1: `Contact ${n}`,
    phone1: `(555) 123-000${n}`,
    reason1: `Reason ${n}`,
    ...overrides,
  };
}

/** The complete application in the wizard's form (tests/fixtures/complete-form.ts), with the work entries below. */
function completeForm(overrides: Partial<ApplicationFormValues> = {}): ApplicationFormValues {
  return completeFormValues({ workEntries: [workEntry(1), workEntry(2)], ...overrides });
}

describe('toApplicantPayload', () => {
  it('copies work entries 1–3 into the numbered employer fields, in order', () => {
    const entries = [workEntry(1), workEntry(2), workEntry(3)];
    const payload = toApplicantPayload(completeForm({ workEntries: entries }), 'ABC');
    for (const [index, entry] of entries.entries()) {
      const n = index + 1;
      expect(payload).toMatchObject({
        [`employer${n}`]: entry.employer1,
        [`address${n}`]: entry.address1,
        [`city_St_Zip${n}`]: entry.city_St_Zip1,
        [`empFrom${n}`]: entry.empFrom1,
        [`empTo${n}`]: entry.empTo1,
        [`position${n}`]: entry.position1,
        [`salary${n}`]: entry.salary1,
        [`contact${n}`]: entry.contact1,
        [`phone${n}`]: entry.phone1,
        [`reason${n}`]: entry.reason1,
      });
    }
  });

  it('sends unused work slots as empty strings', () => {
    const payload = toApplicantPayload(completeForm({ workEntries: [workEntry(1)] }), 'ABC') as Record<
      string,
      unknown
    >;
    expect(payload.employer1).toBe('Employer 1');
    for (const n of [2, 3]) {
      for (const base of WORK_FIELD_BASES) expect(payload[`${base}${n}`]).toBe('');
    }
  });

  it('carries the company code and leaves out what only the form holds', () => {
    const payload = toApplicantPayload(completeForm({ workDraft: { ...emptyWorkDraft(), employer1: 'Typed' } }), 'XY9');
    expect(payload.compCode).toBe('XY9');
    const formOnly = [
      'accidentsNone',
      'trafficNone',
      'workEntries',
      'workDraft',
      'agreeAccidentProcedure',
      'agreePhonePolicy',
    ];
    for (const field of formOnly) expect(payload).not.toHaveProperty(field);
    expect(payload).not.toHaveProperty('id');
  });

  it('produces exactly the fields of the applicant schema, and a complete form passes it', () => {
    const payload = toApplicantPayload(completeForm(), 'ABC');
    const result = applicantSchema.safeParse(payload);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(Object.keys(payload).sort()).toEqual(Object.keys(result.data ?? {}).sort());
    expect(result.data).toMatchObject({ compCode: 'ABC', employer2: 'Employer 2', employer3: '', signature64: completeForm().signature64 });
  });

  it('is refused by the schema when no employer was listed', () => {
    const result = applicantSchema.safeParse(toApplicantPayload(completeForm({ workEntries: [] }), 'ABC'));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain('employer1');
  });
});

describe('step validation helpers', () => {
  it('has one field list per step, owning every payload field but the list slots, the company code and form version', () => {
    expect(stepFieldNames).toHaveLength(stepSchemas.length);
    const owned = new Set(stepFieldNames.flat() as string[]);
    const payloadFields = Object.keys(toApplicantPayload(completeForm(), 'ABC'));
    // Lists held in the form (work entries, previous addresses, earlier jobs) travel as numbered slots.
    const listBases = [...WORK_FIELD_BASES, 'prevStreet', 'prevCity', 'prevState', 'prevZip', 'prevMovedIn', 'earlier[A-Za-z]+'];
    const isListSlot = (field: string) => listBases.some((base) => new RegExp(`^${base}[1-7]$`).test(field));
    const unowned = payloadFields.filter(
      (field) => !owned.has(field) && !isListSlot(field) && field !== 'compCode' && field !== 'formVersion',
    );
    expect(unowned).toEqual([]);
  });

  it('checks the typed work entry only once something is typed and the list has room', () => {
    const values = completeForm({ workEntries: [] });
    expect(activeStepSchema(WORK_HISTORY_STEP, values).safeParse(values).success).toBe(false);
    const withEntry = completeForm({ workEntries: [workEntry(1)] });
    expect(activeStepSchema(WORK_HISTORY_STEP, withEntry).safeParse(withEntry).success).toBe(true);

    const halfTyped = completeForm({
      workEntries: [workEntry(1)],
      workDraft: { ...emptyWorkDraft(), employer1: 'New' },
    });
    const issues = activeStepSchema(WORK_HISTORY_STEP, halfTyped).safeParse(halfTyped).error?.issues ?? [];
    expect(issues.map((issue) => issue.path.join('.'))).toContain('workDraft.address1');

    const full = completeForm({
      workEntries: [workEntry(1), workEntry(2), workEntry(3)],
      workDraft: { ...emptyWorkDraft(), employer1: 'Ignored' },
    });
    expect(activeStepSchema(WORK_HISTORY_STEP, full).safeParse(full).success).toBe(true);
    expect(workDraftSchema.safeParse(emptyWorkDraft()).success).toBe(false);
  });

  it('reads input length limits from the schema', () => {
    expect(fieldMaxLength('applicantName')).toBe(100);
    expect(fieldMaxLength('trafficState2')).toBe(4);
    expect(fieldMaxLength('workDraft.employer1')).toBe(50);
    expect(fieldMaxLength('servedArmy')).toBeUndefined();
  });

  it('hands the wizard what it draws step 1 with as plain data, the same the schema says', () => {
    const facts = formFacts();
    // The server page passes them to the browser: they must survive serialization unchanged.
    expect(JSON.parse(JSON.stringify(facts))).toEqual(facts);
    expect(facts.defaultValues).toEqual(defaultFormValues());
    expect(facts.stepFieldNames).toEqual(stepFieldNames);
    expect(facts.maxLengths.applicantName).toBe(fieldMaxLength('applicantName'));
    expect(facts.maxLengths.employer1).toBe(50);
    expect('servedArmy' in facts.maxLengths).toBe(false);
    expect(facts.previousAddressFields).toEqual(['prevStreet1', 'prevCity1', 'prevState1', 'prevZip1', 'prevMovedIn1']);
  });
});
