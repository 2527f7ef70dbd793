import fc from 'fast-check';
import { canonicalJsonV1 } from './signed-content-versions';

/** The form every stored signature digest was taken of: it may get faster, never different. */
describe('canonical JSON (version 1)', () => {
  /** The definition, spelled the plain way: keys sorted by UTF-16 code units at every level. */
  const byDefinition = (value: unknown): string => {
    if (Array.isArray(value)) return `[${value.map(byDefinition).join(',')}]`;
    if (value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${byDefinition(field)}`).join(',')}}`;
    }
    return JSON.stringify(value);
  };

  it('is the definition for any JSON value, with keys of any script, digits and escapes', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => canonicalJsonV1(value) === byDefinition(value)), { numRuns: 2000 });
  });

  it('writes every string as JSON.stringify does: quotes, backslashes, control characters, lone and paired surrogates', () => {
    const anyString = fc.string({ unit: 'binary', maxLength: 40 });
    fc.assert(
      fc.property(anyString, fc.dictionary(anyString, anyString, { maxKeys: 5 }), (text, object) =>
        canonicalJsonV1(text) === JSON.stringify(text) && canonicalJsonV1(object) === byDefinition(object)),
      { numRuns: 2000 },
    );
    for (const text of ['"', '\\', '\u0000', '\u001f', '\u007f', '\u2028', '\ud800', '\udfff', '\ud83d\ude9a', 'é']) {
      expect(canonicalJsonV1(text)).toBe(JSON.stringify(text));
    }
  });

  it('sorts by code unit, puts integer-like keys in that order too, and keeps its odd cases', () => {
    expect(canonicalJsonV1({ b: 1, a: [3, { d: 'é', c: null }], B: true, 10: 'x', 9: 'y' })).toBe(
      '{"10":"x","9":"y","B":true,"a":[3,{"c":null,"d":"é"}],"b":1}',
    );
    expect(canonicalJsonV1({ gone: undefined, list: [1, undefined], at: new Date(0) })).toBe('{"at":{},"gone":undefined,"list":[1,]}');
  });
});
