import en from './messages/en.json';
import es from './messages/es.json';
import { ORDERED_STEPS } from '@/lib/applicant/steps';
import { basicInformation } from '@/lib/applicant/steps/basic-information';
import { catalogProblems, flattenCatalog, placeholders } from './catalog';
import { LOCALES } from './locales';
import { deriveStepsMessages, englishCatalog, overlayStepSpec } from './step-messages';

describe('the message catalogs', () => {
  it('has one catalog per language, each with every key of the other and the same placeholders', () => {
    expect(LOCALES).toEqual(['en', 'es']);
    // English's step texts are the registry's (lib/applicant/steps), derived rather than typed twice.
    expect(catalogProblems(englishCatalog(en, ORDERED_STEPS), es, 'Spanish')).toEqual([]);
  });

  it('fails when a registry text has no Spanish, or Spanish has a step text the registry lacks', () => {
    const withNewField = ORDERED_STEPS.map((step) =>
      step.id === 'education' ? { ...step, fields: { ...step.fields, licenseClass: { label: 'License class', hint: 'A, B or C' } } } : step,
    );
    expect(catalogProblems(englishCatalog(en, withNewField), es, 'Spanish')).toEqual([
      'Spanish lacks Steps.education.fields.licenseClass.label',
      'Spanish lacks Steps.education.fields.licenseClass.hint',
    ]);
    const withoutTitle = ORDERED_STEPS.filter((step) => step.id !== 'signature');
    expect(catalogProblems(englishCatalog(en, withoutTitle), es, 'Spanish')).toEqual([
      'Spanish has Steps.signature.title, which English lacks',
    ]);
  });

  it('derives the English step texts from the registry and overlays a step with another language, keeping what is stored', () => {
    const english = deriveStepsMessages(ORDERED_STEPS)['basic-information'];
    expect(english?.fields?.zip).toEqual({ label: 'ZIP Code', hint: '00000 or 00000-0000' });
    expect(english?.groups?.previousAddresses?.entryName).toBe('Previous address');
    const spanish = overlayStepSpec(basicInformation, es.Steps['basic-information']);
    expect(spanish.title).toBe('Información básica');
    expect(spanish.fields.zip).toEqual({ ...basicInformation.fields.zip, label: 'Código postal (ZIP)', hint: '00000 o 00000-0000' });
    expect(spanish.groups.previousAddresses.numbers).toEqual(basicInformation.groups.previousAddresses.numbers);
    expect(spanish.groups.previousAddresses.fields.prevMovedIn.mask).toBe('monthYear');
    expect(spanish.texts.addPreviousAddress).toBe('Agregar una dirección anterior');
    expect(overlayStepSpec(basicInformation, undefined)).toBe(basicInformation);
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
