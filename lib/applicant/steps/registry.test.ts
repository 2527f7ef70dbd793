import en from '@/lib/i18n/messages/en.json';
import es from '@/lib/i18n/messages/es.json';
import { APPLICANT_FIELDS } from '../schema';
import { stepFieldNames } from '../step-schemas';
import { fieldsOf, fieldSpec, ORDERED_STEPS, payloadNames, stepOfPayloadName } from '.';
import { isBox } from './field-facts';
import { STEP_IDS } from './order';
import type { FieldSpec } from './types';

/**
 * The declarations of the steps and what is derived from them describe the same answers: a field declared and
 * not derived everywhere would be asked but not stored, stored but shown nowhere, or sent back to the wrong step
 * when the API refuses it; a field without its words would show its key.
 */
type Catalog = typeof en;
const CATALOGS: [string, Catalog][] = [
  ['en', en],
  ['es', es as Catalog],
];

/** Every declared field by its name (a group's by base name), with its step. */
const declaredFields = ORDERED_STEPS.flatMap((step) => [
  ...fieldsOf(step).map(([name, spec]) => ({ step, name, spec })),
  ...Object.values(step.groups ?? {}).flatMap((group) =>
    Object.entries(group.fields).map(([name, spec]: [string, FieldSpec]) => ({ step, name, spec })),
  ),
]);

describe('the registry of steps', () => {
  it('lists the 11 steps in wizard order, each under its own id, with its title in every catalog', () => {
    expect(ORDERED_STEPS.map((step) => step.id)).toEqual(STEP_IDS);
    expect(STEP_IDS).toHaveLength(11);
    for (const [, catalog] of CATALOGS) for (const id of STEP_IDS) expect(catalog.Steps[id].title).toBeTruthy();
  });

  it('gives every answer of the flat payload to exactly one step, and names nothing the payload lacks', () => {
    const owned = ORDERED_STEPS.flatMap((step) => payloadNames(step));
    const payloadOnly = ['compCode', 'formVersion'];
    expect(new Set(owned).size).toBe(owned.length);
    expect([...owned].sort()).toEqual(APPLICANT_FIELDS.filter((name) => !payloadOnly.includes(name)).sort());
  });

  it('puts each single field in the step whose schema validates it in the wizard', () => {
    ORDERED_STEPS.forEach((step, index) => {
      for (const [name] of fieldsOf(step)) expect([step.id, stepFieldNames[index]]).toEqual([step.id, expect.arrayContaining([name])]);
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

  it('words every declared field in every catalog: its label, and the question a Yes/No asked with radios puts', () => {
    for (const [language, catalog] of CATALOGS) {
      const fields = catalog.Fields as Record<string, { label?: string; question?: string }>;
      for (const { name, spec } of declaredFields) {
        // A box's words are the text it agrees to (lib/signed-content/agreement-texts.ts), signed, not a catalog's.
        if (isBox(spec)) continue;
        expect([language, name, fields[name]?.label]).toEqual([language, name, expect.any(String)]);
        if (spec.kind === 'yesNo' && spec.asked === 'radios') {
          expect([language, name, fields[name]?.question]).toEqual([language, name, expect.any(String)]);
        }
      }
    }
  });

  it('words every part and group of a step: section headings, entry names, the NONE box, titled rows', () => {
    for (const [, catalog] of CATALOGS) {
      for (const step of ORDERED_STEPS) {
        const texts = catalog.Steps[step.id] as { texts?: Record<string, string>; groups?: Record<string, { entryName?: string; rows?: Record<string, string> }> };
        for (const [, spec] of fieldsOf(step)) if (spec.section) expect(texts.texts?.[spec.section]).toBeTruthy();
        for (const [groupName, group] of Object.entries(step.groups ?? {})) {
          expect(texts.groups?.[groupName]?.entryName).toBeTruthy();
          if (group.noneBox) expect(texts.texts?.noneBox).toBeTruthy();
          if (group.titledRows) for (const n of group.numbers) expect(texts.groups?.[groupName]?.rows?.[n]).toBeTruthy();
        }
      }
    }
  });

  it('declares each field sensibly: what a field is shown after, or re-checks, is a field of its step; groups as held', () => {
    for (const { step, name, spec } of declaredFields) {
      if (spec.shownWhen) expect([name, fieldSpec(step, spec.shownWhen.field)]).toEqual([name, expect.anything()]);
      if (spec.recheck) expect([name, fieldSpec(step, spec.recheck)]).toEqual([name, expect.anything()]);
    }
    for (const step of ORDERED_STEPS) {
      for (const group of Object.values(step.groups ?? {})) {
        if (group.held === 'rows') expect([group.atLeastOne, group.typedEntry, group.tooMany]).toEqual([undefined, undefined, undefined]);
        else expect([group.noneBox, group.titledRows]).toEqual([undefined, undefined]);
      }
    }
  });
});
