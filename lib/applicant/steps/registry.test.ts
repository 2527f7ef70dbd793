import { APPLICANT_FIELDS } from '../schema';
import { stepFieldNames } from '../step-schemas';
import { ORDERED_STEPS, payloadNames, stepOfPayloadName } from '.';
import { STEP_IDS, STEP_TITLES } from './order';

/**
 * The registry of steps and the schema describe the same answers: a field added to one and not the other would be
 * asked but not stored, stored but shown nowhere, or sent back to the wrong step when the API refuses it.
 */
describe('the registry of steps', () => {
  it('lists the 11 steps in wizard order, each under its own id and title', () => {
    expect(ORDERED_STEPS.map((step) => step.id)).toEqual(STEP_IDS);
    expect(ORDERED_STEPS.map((step) => step.title)).toEqual(STEP_IDS.map((id) => STEP_TITLES[id]));
    expect(STEP_IDS).toHaveLength(11);
  });

  it('gives every answer of the flat payload to exactly one step, and names nothing the payload lacks', () => {
    const owned = ORDERED_STEPS.flatMap((step) => payloadNames(step));
    const payloadOnly = ['compCode', 'formVersion'];
    expect(new Set(owned).size).toBe(owned.length);
    expect([...owned].sort()).toEqual(APPLICANT_FIELDS.filter((name) => !payloadOnly.includes(name)).sort());
  });

  it('puts each single field in the step whose schema validates it in the wizard', () => {
    ORDERED_STEPS.forEach((step, index) => {
      for (const name of Object.keys(step.fields ?? {})) expect([step.id, stepFieldNames[index]]).toEqual([step.id, expect.arrayContaining([name])]);
    });
  });

  it('sends a refused answer back to the step that asks it, the numbered slots of a list included', () => {
    expect(stepOfPayloadName('phone')).toBe(0);
    expect(stepOfPayloadName('prevMovedIn3')).toBe(0);
    expect(stepOfPayloadName('trafficPenalty2')).toBe(2);
    expect(stepOfPayloadName('licenseDeniedReason')).toBe(3);
    expect(stepOfPayloadName('expMiles5')).toBe(4);
    expect(stepOfPayloadName('phone1')).toBe(5);
    expect(stepOfPayloadName('earlierDrugTest7')).toBe(5);
    expect(stepOfPayloadName('schoolTo')).toBe(7);
    expect(stepOfPayloadName('signature64')).toBe(10);
    expect(stepOfPayloadName('compCode')).toBe(-1);
  });

  it('labels every field a step shows in the staff document', () => {
    for (const step of ORDERED_STEPS) {
      const labelled = [
        ...Object.keys(step.fields ?? {}),
        ...Object.values(step.groups ?? {}).flatMap((group) => Object.keys(group.fields)),
      ];
      for (const part of step.document) {
        if (part.kind === 'fields') {
          const names = part.fields.map((entry) => (typeof entry === 'string' ? entry : entry.field));
          expect(labelled).toEqual(expect.arrayContaining(names));
        } else if ('group' in part) {
          expect(Object.keys(step.groups ?? {})).toContain(part.group);
        }
      }
    }
  });
});
