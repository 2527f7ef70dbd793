import 'server-only';
import { fieldsOf, ORDERED_STEPS } from '@/lib/applicant/steps';
import { groupSlots, isSent } from '@/lib/applicant/steps/field-facts';
import type { FieldSpec } from '@/lib/applicant/steps/types';
import { catalogTexts } from '@/lib/i18n/server/catalog-texts';

/**
 * Each answer of the flat body in words, for the published schema's `description`s: the wizard's English words for
 * it (the catalog's `Fields.<name>`, as the applicant reads them), the step it is asked in, which entry of a table or
 * list it belongs to, and when it is asked only after another answer. Walked from the step declarations, as the
 * schema is.
 */

/** Keys built from field and step names: looked up as strings (catalog.test.ts keeps every declared one present). */
type Texts = { (key: string): string; has: (key: string) => boolean };
const fields = catalogTexts('en', 'Fields') as unknown as Texts;
const steps = catalogTexts('en', 'Steps') as unknown as Texts;

/** A box whose words are an agreement text has none in the catalog; null for any other answer without words. */
function words(base: string, spec: FieldSpec): string | null {
  if (!fields.has(base)) return spec.kind === 'consent' ? `"Y" when the applicant checked the box of this text (${base}).` : null;
  const asked = fields.has(`${base}.question`) ? fields(`${base}.question`) : fields(`${base}.label`);
  const hint = fields.has(`${base}.hint`) ? ` (${fields(`${base}.hint`)})` : '';
  const when = spec.shownWhen ? ` Asked when ${spec.shownWhen.field} is "${spec.shownWhen.equals}".` : '';
  return `${asked}${hint}.${when}`.replace(/([?.])\./, '$1');
}

export function fieldDescriptions(): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const step of ORDERED_STEPS) {
    const title = steps(`${step.id}.title`);
    for (const [name, spec] of fieldsOf(step)) {
      const said = isSent(spec) ? words(name, spec) : null;
      if (said) descriptions.set(name, `${title}: ${said}`);
    }
    for (const group of Object.values(step.groups ?? {})) {
      for (const { name, base, n, spec } of groupSlots(group)) {
        const said = words(base, spec);
        if (said) descriptions.set(name, `${title}, entry ${n}: ${said}`);
      }
    }
  }
  return descriptions;
}
