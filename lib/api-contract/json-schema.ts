import 'server-only';
import * as z from 'zod/mini';
import { inputFacts } from '@/lib/applicant/input-facts';

export type JsonSchema = Record<string, unknown>;

type ZodSchema = z.core.$ZodType;

/** Whether the rule alone takes `value` (its own checks, not those of the object around it). */
const accepts = (schema: ZodSchema, value: unknown) => z.safeParse(schema, value).success;

/** A field read through a function first (`preprocess`): its input side is not what zod describes. */
const isPreprocessed = (schema: ZodSchema) => {
  const def = schema._zod.def as { type: string; in?: ZodSchema };
  return def.type === 'pipe' && def.in?._zod.def.type === 'transform';
};

/**
 * What a zod schema accepts, as JSON Schema 2020-12: `z.toJSONSchema` on the input side (what a client may send,
 * not what the parse makes of it), completed where zod cannot see. The answers' rules read a value through a
 * function first (null and absent are empty, text is trimmed), which zod describes as "anything, required"; so:
 * - a key is required only when its rule refuses it absent, and may be null when its rule takes null;
 * - a value that must not be empty has `minLength: 1`;
 * - what the rules check in refinements (lengths, formats, choices) comes from the facts they registered
 *   (lib/applicant/input-facts.ts).
 * Rules across fields (one answer required by another, a period that ends after it starts) stay the server's: it
 * answers 422 with each field's message.
 */
export function toPublishedJsonSchema(schema: ZodSchema): JsonSchema {
  return z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    metadata: inputFacts,
    // A part zod cannot describe (z.custom, a bare transform) throws here, in the tests, rather than being published
    // as "anything": its author describes it (lib/applicant/input-facts.ts) or gives it a schema zod can read.
    unrepresentable: 'throw',
    override: ({ zodSchema, jsonSchema }) => {
      // The facts registry stands in for zod's global one: its descriptions (`.describe()`, `.register(z.globalRegistry,
      // …)`) come along.
      const description = z.globalRegistry.get(zodSchema)?.description;
      if (description) jsonSchema.description = description;
      const def = zodSchema._zod.def as { type: string; shape?: Record<string, ZodSchema> };
      if (def.type === 'object' && def.shape && Array.isArray(jsonSchema.required)) {
        const shape = def.shape;
        jsonSchema.required = jsonSchema.required.filter((key) => !accepts(shape[key]!, undefined));
        if (jsonSchema.required.length === 0) delete jsonSchema.required;
      }
      if (!isPreprocessed(zodSchema)) return;
      if (!accepts(zodSchema, '') && jsonSchema.minLength === undefined) jsonSchema.minLength = 1;
      if (accepts(zodSchema, null) && typeof jsonSchema.type === 'string') {
        jsonSchema.type = [jsonSchema.type, 'null'];
        if (Array.isArray(jsonSchema.enum)) jsonSchema.enum = [...jsonSchema.enum, null];
      }
    },
  }) as JsonSchema;
}
