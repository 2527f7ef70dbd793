import en from './messages/en.json';
import es from './messages/es.json';
import { catalogProblems, flattenCatalog, placeholders } from './catalog';
import { LOCALES } from './locales';

describe('the message catalogs', () => {
  it('has one catalog per language, each with every key of the other and the same placeholders', () => {
    expect(LOCALES).toEqual(['en', 'es']);
    expect(catalogProblems(en, es, 'Spanish')).toEqual([]);
  });

  it('fails when an English text has no Spanish, or Spanish has a text English lacks', () => {
    const withNewField = { ...en, Fields: { ...en.Fields, licenseClass: { label: 'License class', hint: 'A, B or C' } } };
    expect(catalogProblems(withNewField, es, 'Spanish')).toEqual([
      'Spanish lacks Fields.licenseClass.label',
      'Spanish lacks Fields.licenseClass.hint',
    ]);
    const { signature: _signature, ...stepsWithoutSignature } = en.Steps;
    expect(catalogProblems({ ...en, Steps: stepsWithoutSignature }, es, 'Spanish')).toEqual([
      'Spanish has Steps.signature.title, which English lacks',
    ]);
  });

  it('words the fields as plain text: labels, hints and the names messages print are read as they are', () => {
    for (const [key, text] of [...flattenCatalog(en.Fields), ...flattenCatalog(es.Fields)]) {
      expect([key, placeholders(text)]).toEqual([key, []]);
      expect([key, /[{}']/.test(text)]).toEqual([key, false]);
    }
  });

  it('reports a key missing on either side, an empty message and a lost placeholder', () => {
    const english = { Step: { title: 'Step {number} of {count}', next: 'Next' }, Home: { title: 'Home' } };
    const spanish = { Step: { title: 'Paso {number}', next: ' ' }, Extra: { only: 'Sólo aquí' } };
    expect(catalogProblems(english, spanish, 'Spanish')).toEqual([
      'Spanish Step.title uses {number}, not {count, number}',
      'Spanish has an empty Step.next',
      'Spanish lacks Home.title',
      'Spanish has Extra.only, which English lacks',
    ]);
  });

  it('reads plural and select arguments as placeholders, not their branches', () => {
    expect(placeholders('{count, plural, one {# job} other {# jobs}} for {name}')).toEqual(['count', 'name']);
    expect(flattenCatalog({ a: { b: 'x' }, c: 'y' })).toEqual(
      new Map([
        ['a.b', 'x'],
        ['c', 'y'],
      ]),
    );
  });
});
