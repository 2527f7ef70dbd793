import { SIGNED_TEXTS_BY_VERSION } from './agreement-texts';
import { SPANISH_BY_ENGLISH_VERSION, SPANISH_TEXTS_BY_VERSION } from './agreement-texts.es';

/** The Spanish of the agreed texts: one for every current English text, of the same structure, in words of its own. */

/** `accident-procedure/2026-11-01` → its name and date; the newest date of a name is the text shown today. */
const nameOf = (version: string) => version.split('/')[0]!;
const dateOf = (version: string) => version.split('/').at(-1)!;

function currentEnglishVersions(): string[] {
  const newest = new Map<string, string>();
  for (const version of SIGNED_TEXTS_BY_VERSION.keys()) {
    const shown = newest.get(nameOf(version));
    if (!shown || dateOf(version) > dateOf(shown)) newest.set(nameOf(version), version);
  }
  return [...newest.values()];
}

/** The structure of a text: its properties, the number of items of each list, nested; every word replaced by its kind. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'translates').map(([key, item]) => [key, shape(item)]));
  }
  return value;
}

/** Every text of a wording with where it sits (`points.3`), for comparing a translation line by line. */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  return [];
}

/** The words of a text, without its version and the version it translates. */
const wording = (value: unknown) => texts(value).filter(([at]) => at !== 'version' && at !== 'translates');

describe('the Spanish agreement texts', () => {
  it('translate every English text shown today (a new English text needs its Spanish before Spanish is offered)', () => {
    const untranslated = currentEnglishVersions().filter((version) => !SPANISH_BY_ENGLISH_VERSION.has(version));
    expect(untranslated).toEqual([]);
  });

  it.each([...SPANISH_TEXTS_BY_VERSION.values()].map((text) => [text.version, text] as const))(
    '%s has the structure of the English it translates, every line in Spanish',
    (version, spanish) => {
      const english = SIGNED_TEXTS_BY_VERSION.get(spanish.translates);
      expect(english).toBeDefined();
      expect(version).toBe(`${nameOf(spanish.translates)}/es/${dateOf(version)}`);
      expect(shape(spanish)).toEqual(shape(english));
      const englishLines = new Map(texts(english));
      const leftInEnglishOrEmpty = wording(spanish).filter(([at, line]) => line.trim() === '' || line === englishLines.get(at));
      expect(leftInEnglishOrEmpty).toEqual([]);
    },
  );

  it('keep the legal references, amounts and limits of the English', () => {
    for (const spanish of SPANISH_TEXTS_BY_VERSION.values()) {
      const [english, translated] = [wording(SIGNED_TEXTS_BY_VERSION.get(spanish.translates)), wording(spanish)].map((lines) =>
        lines.map(([, line]) => line).join(' '),
      );
      // A figure without the punctuation that ends a clause, which word order moves ("391.23 requires," / "391.23, y").
      const figures = (line: string) => line?.match(/\d[\d,.()a-z]*/g)?.map((figure) => figure.replace(/[.,]+$/, '')).sort() ?? [];
      expect(figures(translated!)).toEqual(figures(english!));
    }
  });
});
