import { emptyEntry, groupPayloadNames, isBox } from './steps/field-facts';
import { fieldsOf, ORDERED_STEPS, type Steps } from './steps';
import type { FormValuesOf, ListEntry, SlotName } from './steps/value-types';

/**
 * The wizard's single form state, derived from the steps' declarations (lib/applicant/steps): each single field
 * (a box as a boolean), a table's rows as the payload's numbered fields (with its "Check if NONE" box), a list as a
 * list of entries (with the entry being typed, for the work history).
 */
export type ApplicationFormValues = FormValuesOf & {
  /**
   * The answers to the carrier's screening questions (lib/screening), by question and version: not answers of the
   * flat payload, sent beside it. Absent until a question is shown.
   */
  screening?: Record<string, string>;
};

type BasicGroups = Steps['basic-information']['groups'];
type WorkGroups = Steps['work-history']['groups'];
export type PreviousAddress = ListEntry<BasicGroups['previousAddresses']>;
export type WorkEntry = ListEntry<WorkGroups['workEntries']>;
export type EarlierJob = ListEntry<WorkGroups['earlierJobs']>;
export type AccidentRowField = SlotName<Steps['accidents']['groups']['accidents']>;
export type TrafficRowField = SlotName<Steps['traffic-convictions']['groups']['convictions']>;

export type FormFieldName = keyof ApplicationFormValues;

type StringKeys<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T];

/**
 * Every text value of the form, the inputs of the list entries included: what a text input or select can be
 * bound to.
 */
export type TextFieldName =
  | StringKeys<ApplicationFormValues>
  | `workDraft.${StringKeys<ApplicationFormValues['workDraft']>}`
  | `previousAddresses.${number}.${StringKeys<PreviousAddress>}`
  | `earlierJobs.${number}.${StringKeys<EarlierJob>}`;

export function defaultFormValues(): ApplicationFormValues {
  const values: Record<string, unknown> = {};
  for (const step of ORDERED_STEPS) {
    for (const [name, spec] of fieldsOf(step)) values[name] = isBox(spec) ? false : '';
    for (const [groupName, group] of Object.entries(step.groups ?? {})) {
      if (group.held === 'rows') {
        if (group.noneBox) values[group.noneBox] = false;
        for (const name of groupPayloadNames(group)) values[name] = '';
      } else {
        values[groupName] = [];
        if (group.typedEntry) values[group.typedEntry] = emptyEntry(group);
      }
    }
  }
  return values as ApplicationFormValues;
}

export function emptyWorkDraft(): ApplicationFormValues['workDraft'] {
  return defaultFormValues().workDraft;
}

/**
 * The form filled with flat answers (from an application file, lib/application-file): a box from "Y", a table's rows
 * by their numbered names, a list's slots as its entries (those holding anything), each with a new key.
 */
export function formValuesFromAnswers(answers: Readonly<Record<string, string>>, newKey: () => string): ApplicationFormValues {
  const values = defaultFormValues() as unknown as Record<string, unknown>;
  for (const step of ORDERED_STEPS) {
    for (const [name, spec] of fieldsOf(step)) {
      if (answers[name] !== undefined) values[name] = isBox(spec) ? answers[name] === 'Y' : answers[name];
    }
    for (const [groupName, group] of Object.entries(step.groups ?? {})) {
      if (group.held === 'rows') {
        for (const name of groupPayloadNames(group)) if (answers[name] !== undefined) values[name] = answers[name];
        continue;
      }
      values[groupName] = group.numbers
        .map((n) => Object.fromEntries(Object.keys(group.fields).map((base) => [`${base}1`, answers[`${base}${n}`] ?? ''])))
        .filter((entry) => Object.values(entry).some((value) => value !== ''))
        .map((entry) => ({ id: newKey(), ...entry }));
    }
  }
  return values as unknown as ApplicationFormValues;
}
