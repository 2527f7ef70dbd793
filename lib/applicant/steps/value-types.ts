import type { StepId } from './order';
import type { Steps } from './index';

/**
 * The types of the answers, read off the declarations (./index.ts) at compile time: the flat payload's names and
 * the wizard's form values. Types only; nothing here reaches a bundle.
 */

type StepOf<Id extends StepId> = Steps[Id];
type FieldsOf<S> = S extends { fields: infer F } ? F : Record<never, never>;
type GroupsOf<S> = S extends { groups: infer G } ? G : Record<never, never>;
type NumberOf<G> = G extends { numbers: readonly (infer N extends number)[] } ? N : never;
type BaseOf<G> = G extends { fields: infer F } ? keyof F & string : never;

/** A single field's value in the form: a box is a boolean, everything else text. */
type FormValueOf<F> = F extends { kind: 'agreement' | 'consent' } ? boolean : string;

/** The numbered names of a group in the flat payload (`employer1`..`employer3`). */
export type SlotName<G> = `${BaseOf<G>}${NumberOf<G>}`;

type SentFieldName<S> = {
  [K in keyof FieldsOf<S>]: FieldsOf<S>[K] extends { kind: 'agreement' } ? never : K & string;
}[keyof FieldsOf<S>];
type StepPayloadName<S> = SentFieldName<S> | { [G in keyof GroupsOf<S>]: SlotName<GroupsOf<S>[G]> }[keyof GroupsOf<S>];

/** Every name of the flat payload: the steps' answers, and what the client sets without asking. */
export type PayloadName = 'compCode' | 'formVersion' | { [Id in StepId]: StepPayloadName<StepOf<Id>> }[StepId];

/** One entry of a list group as the form holds it: its fields with suffix 1, and the form's own key. */
export type ListEntry<G> = { id: string } & { [K in `${BaseOf<G>}1`]: string };

type GroupFormValues<G> = G extends { held: 'rows' }
  ? { [K in SlotName<G>]: string } & (G extends { noneBox: infer Box extends string } ? { [K in Box]: boolean } : unknown)
  : G extends { held: 'list' }
    ? G extends { typedEntry: infer Typed extends string }
      ? { [K in Typed]: Omit<ListEntry<G>, 'id'> }
      : unknown
    : never;

type StepFormValues<S> = { [K in keyof FieldsOf<S>]: FormValueOf<FieldsOf<S>[K]> } & UnionToIntersection<
  { [G in keyof GroupsOf<S>]: GroupFormValues<GroupsOf<S>[G]> & (GroupsOf<S>[G] extends { held: 'list' } ? { [K in G]: ListEntry<GroupsOf<S>[G]>[] } : unknown) }[keyof GroupsOf<S>]
>;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** The wizard's single form state: every step's values. */
export type FormValuesOf = UnionToIntersection<{ [Id in StepId]: StepFormValues<StepOf<Id>> }[StepId]>;
