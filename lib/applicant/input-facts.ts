import * as z from 'zod/mini';

/**
 * What a field's rule accepts, in JSON Schema's words, registered on the rule where it is built (./rules.ts).
 * The rules check lengths, formats and choices with custom refinements, so that each message reaches the applicant
 * in their language; `z.toJSONSchema` cannot see inside a refinement, and reads these instead (the published
 * format, lib/api-contract). Plain data on a registry: nothing here changes what a rule accepts.
 */
export type InputFacts = {
  maxLength?: number;
  /** ECMA-262, matched against the value as sent (the rules trim it first: the pattern allows the spaces around). */
  pattern?: string;
  enum?: readonly string[];
};

export const inputFacts = z.registry<InputFacts>();

/** The rule, with what it accepts registered: `maxLength`, and `pattern` or `choices` (both already trimmed). */
export function described<Rule extends z.core.$ZodType>(
  rule: Rule,
  facts: { maxLength?: number; pattern?: RegExp; choices?: readonly string[]; optional: boolean },
): Rule {
  const registered: InputFacts = {};
  if (facts.maxLength !== undefined) registered.maxLength = facts.maxLength;
  if (facts.pattern) registered.pattern = trimmedPattern(facts.pattern, facts.optional);
  if (facts.choices) registered.enum = facts.optional ? ['', ...facts.choices] : facts.choices;
  inputFacts.add(rule, registered);
  return rule;
}

/** The body of an anchored `/^body$/` (JSON Schema's patterns take no flags: a rule's pattern has none). */
export const patternBody = (pattern: RegExp) => pattern.source.replace(/^\^/, '').replace(/\$$/, '');

/** `^\s*(?:body)?\s*$`: the rules trim before they match, and an optional field may be empty. */
function trimmedPattern(pattern: RegExp, optional: boolean): string {
  if (pattern.flags.replace('u', '') !== '') throw new Error(`A published pattern takes no flags: ${pattern}`);
  return `^\\s*(?:${patternBody(pattern)})${optional ? '?' : ''}\\s*$`;
}
