import type { FieldSpec, FieldSpecs, GroupSpec, StepSpec } from '@/lib/applicant/steps/types';
import type { Catalog } from './catalog';

/**
 * The wizard's step texts in the catalogs' shape. The registry of steps (lib/applicant/steps) is the source of the
 * English texts (the staff area and the PDF read it too), so the English `Steps` namespace is derived from it here
 * rather than typed a second time; lib/i18n/messages/es.json holds the Spanish under the same keys:
 * `Steps.<stepId>.title`, `.fields.<field>.{label,hint,question}`, `.groups.<group>.{entryName,fields.…}`,
 * `.texts.<key>`. catalog.test.ts compares the two, key by key.
 *
 * Plain data in, plain data out, no React and no next-intl: the browser overlays a step with it (useStepSpec).
 */

/** One step's messages: what `Steps.<stepId>` holds. */
export type StepMessages = {
  title: string;
  fields?: Record<string, FieldMessages>;
  groups?: Record<string, { entryName: string; fields: Record<string, FieldMessages> }>;
  texts?: Record<string, string>;
};
type FieldMessages = { label: string; hint?: string; question?: string };

/** The `Steps` namespace of a catalog: every step's messages by step id. */
export type StepsMessages = Record<string, StepMessages>;

function fieldMessages(spec: FieldSpec): FieldMessages {
  return {
    label: spec.label,
    ...(spec.hint !== undefined && { hint: spec.hint }),
    ...(spec.question !== undefined && { question: spec.question }),
  };
}

const mapFields = (fields: FieldSpecs) =>
  Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldMessages(spec)]));

/** A step's English messages, read off its registry entry. */
export function stepMessages(step: StepSpec): StepMessages {
  return {
    title: step.title,
    ...(step.fields && { fields: mapFields(step.fields) }),
    ...(step.groups && {
      groups: Object.fromEntries(
        Object.entries(step.groups).map(([name, group]) => [name, { entryName: group.entryName, fields: mapFields(group.fields) }]),
      ),
    }),
    ...(step.texts && { texts: { ...step.texts } }),
  };
}

/** The English `Steps` namespace: every step of `steps` (the registry, in wizard order), keyed by its id. */
export function deriveStepsMessages(steps: readonly StepSpec[]): StepsMessages {
  return Object.fromEntries(steps.map((step) => [step.id, stepMessages(step)]));
}

/** The English catalog as the comparison with another language needs it: en.json with the derived `Steps`. */
export function englishCatalog(en: Catalog, steps: readonly StepSpec[]): Catalog {
  return { ...en, Steps: deriveStepsMessages(steps) };
}

function overlayField(spec: FieldSpec, messages: FieldMessages | undefined): FieldSpec {
  if (!messages) return spec;
  return {
    ...spec,
    label: messages.label,
    ...(spec.hint !== undefined && messages.hint !== undefined && { hint: messages.hint }),
    ...(spec.question !== undefined && messages.question !== undefined && { question: messages.question }),
  };
}

function overlayFields<Fields extends FieldSpecs>(fields: Fields, messages: Record<string, FieldMessages> | undefined): Fields {
  if (!messages) return fields;
  return Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, overlayField(spec, messages[name])])) as Fields;
}

/**
 * The step as the wizard shows it in another language: its registry entry with every text replaced by that
 * language's message (kept where a message is missing, which catalog.test.ts refuses). What is stored — field
 * names, masks, select values, numbers — never changes.
 */
export function overlayStepSpec<Step extends StepSpec>(step: Step, messages: StepMessages | undefined): Step {
  if (!messages) return step;
  const groups = step.groups
    ? Object.fromEntries(
        Object.entries(step.groups).map(([name, group]): [string, GroupSpec] => {
          const translated = messages.groups?.[name];
          return [
            name,
            translated
              ? { ...group, entryName: translated.entryName, fields: overlayFields(group.fields, translated.fields) }
              : group,
          ];
        }),
      )
    : undefined;
  return {
    ...step,
    title: messages.title,
    ...(step.fields && { fields: overlayFields(step.fields, messages.fields) }),
    ...(groups && { groups }),
    ...(step.texts && { texts: { ...step.texts, ...messages.texts } }),
  };
}
