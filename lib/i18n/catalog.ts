/**
 * Checks over the message catalogs (lib/i18n/messages/<locale>.json), used by catalog.test.ts: every key in every
 * language, no empty message, and the same placeholders (`{count}`) on both sides, so that a translation can never
 * fall back to a key or lose a value.
 */
export type Catalog = { [key: string]: string | Catalog };

/** Every message as `Namespace.key` → text. */
export function flattenCatalog(catalog: Catalog, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [inner, text] of flattenCatalog(value, path)) flat.set(inner, text);
  }
  return flat;
}

/** The ICU arguments a message uses: `{name}`, `{count, plural, …}`. */
export function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].flatMap((match) => (match[1] ? [match[1]] : [])))].sort();
}

/** What is wrong between a reference catalog and a translation, one line per problem (empty when none). */
export function catalogProblems(reference: Catalog, translation: Catalog, name: string): string[] {
  const expected = flattenCatalog(reference);
  const actual = flattenCatalog(translation);
  const problems: string[] = [];
  for (const [key, text] of expected) {
    const translated = actual.get(key);
    if (translated === undefined) problems.push(`${name} lacks ${key}`);
    else if (!translated.trim()) problems.push(`${name} has an empty ${key}`);
    else if (placeholders(text).join() !== placeholders(translated).join()) {
      problems.push(`${name} ${key} uses {${placeholders(translated).join(', ')}}, not {${placeholders(text).join(', ')}}`);
    }
  }
  for (const key of actual.keys()) if (!expected.has(key)) problems.push(`${name} has ${key}, which English lacks`);
  for (const [key, text] of expected) if (!text.trim()) problems.push(`English has an empty ${key}`);
  return problems;
}
