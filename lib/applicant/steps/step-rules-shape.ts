import type { FieldPath, RuleContext } from '../rules';

// Apart from the registry (./step-rules.ts), which imports every step's rules: the rules import this shape, and a
// shape kept in the registry would make each step's rules and the registry import each other.

type Values = Record<string, unknown>;

/**
 * A step's rules over several fields: logic, not lists of fields (what is required, and where, is declared with
 * the fields; lib/applicant/field-rules.ts checks it). They run after the declared requirements.
 */
export type StepRules = {
  /** Checked by the API and the wizard alike; a single field has the same name in the flat payload and the form. */
  both?: (values: Values, context: RuleContext) => void;
  /** Checked by the wizard only, on its form values (lists as lists). */
  wizard?: (values: Values, context: RuleContext) => void;
  /**
   * A rule over one entry of a list group, by group: `nameOf(base)` is the entry's name of a field (suffix 1 in the
   * form's list, the slot's number in the flat payload), `pathOf` places an issue.
   */
  entry?: Record<string, (entry: Values, context: RuleContext, names: { nameOf: (base: string) => string; pathOf: FieldPath }) => void>;
  /** What the API stores of a valid application (answers that mean nothing after another answer, blanked). */
  stored?: (values: Values) => Values;
};
