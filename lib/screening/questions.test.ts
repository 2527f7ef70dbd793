import { fieldMessages } from '@/lib/applicant/schema';
import { applicationFiltersQuery, parseApplicationFilters } from '@/lib/staff/application-filters';
import { screeningAnswersSchema } from './answer-rules';
import { questionInputSchema, sameContent, type QuestionContent } from './question-input';
import { acceptedText, meetsQuestion, ruleText, screeningOutcome, type QuestionVersion } from './questions';
import { screeningBlocks } from '@/lib/staff/screening-blocks';
import { screeningSectionOf } from './screening-section';
import { firstUnanswered, sentScreeningAnswers, wizardQuestion, type WizardScreening } from './wizard-screening';

const version = (content: Partial<QuestionVersion>): QuestionVersion => ({
  questionId: 'sq00000000000000000001',
  version: 1,
  kind: 'yes-no',
  rule: 'knock-out',
  textEn: 'Do you hold a Class A CDL?',
  textEs: '',
  options: [],
  accepted: ['yes'],
  min: '',
  max: '',
  ...content,
});

const classA = version({ textEs: '¿Tiene una licencia CDL clase A?' });
const license = version({
  questionId: 'sq00000000000000000002',
  kind: 'choice',
  rule: 'knock-out',
  textEn: 'Which license class do you hold?',
  options: [
    { en: 'Class A', es: 'Clase A' },
    { en: 'Class B', es: '' },
    { en: 'Class C', es: 'Clase C' },
  ],
  accepted: ['Class A', 'Class B'],
});
const years = version({ questionId: 'sq00000000000000000003', kind: 'number', rule: 'knock-out', textEn: 'Years of experience?', accepted: [], min: '2' });
const hazmat = version({ questionId: 'sq00000000000000000004', rule: 'priority', textEn: 'Hazmat endorsement?' });

describe('judging an answer', () => {
  it('meets a yes/no or choice question with an accepted answer only', () => {
    expect(meetsQuestion(classA, 'yes')).toBe(true);
    expect(meetsQuestion(classA, 'no')).toBe(false);
    expect(meetsQuestion(license, 'Class B')).toBe(true);
    expect(meetsQuestion(license, 'Class C')).toBe(false);
    expect(meetsQuestion(license, 'class a')).toBe(false);
  });

  it('meets a number question within its bounds, both included; never with something that is not a number', () => {
    expect([meetsQuestion(years, '2'), meetsQuestion(years, '1.99'), meetsQuestion(years, '15')]).toEqual([true, false, true]);
    const range = version({ kind: 'number', accepted: [], min: '21', max: '65' });
    expect([meetsQuestion(range, '20'), meetsQuestion(range, '21'), meetsQuestion(range, '65'), meetsQuestion(range, '65.5')]).toEqual([false, true, true, false]);
    expect(meetsQuestion(years, '')).toBe(false);
    expect(meetsQuestion(years, '-3')).toBe(false);
    expect(meetsQuestion(years, '1e3')).toBe(false);
  });

  it('adds the answers up: not screened, does not meet, priority, meets', () => {
    expect(screeningOutcome([])).toBe('not-screened');
    expect(screeningOutcome([{ question: classA, answer: 'no' }, { question: hazmat, answer: 'yes' }])).toBe('does-not-meet');
    expect(screeningOutcome([{ question: classA, answer: 'yes' }, { question: hazmat, answer: 'yes' }])).toBe('priority');
    expect(screeningOutcome([{ question: classA, answer: 'yes' }, { question: hazmat, answer: 'no' }])).toBe('meets');
    // Priority needs a preference to meet: knock-out questions alone, all met, are "meets".
    expect(screeningOutcome([{ question: classA, answer: 'yes' }, { question: years, answer: '3' }])).toBe('meets');
  });

  it('says the rule in the office\'s words', () => {
    expect(ruleText(classA)).toBe('Required: Yes');
    expect(ruleText(license)).toBe('Required: Class A or Class B');
    expect(ruleText(years)).toBe('Required: 2 or more');
    expect(ruleText(hazmat)).toBe('Preferred: Yes');
    expect(acceptedText(version({ kind: 'number', min: '21', max: '65' }))).toBe('between 21 and 65');
    expect(acceptedText(version({ kind: 'number', min: '', max: '1' }))).toBe('1 or less');
  });
});

describe('an admin\'s question (the staff form and API)', () => {
  const parse = (input: object) => questionInputSchema.safeParse(input);

  it('is trimmed, and keeps only what its kind uses, in one spelling', () => {
    const number = parse({ kind: 'number', rule: 'knock-out', textEn: '  Years driving?  ', textEs: '', options: [{ en: 'x', es: '' }], accepted: ['yes'], min: '02.50', max: '' });
    expect(number.success && number.data).toEqual({ kind: 'number', rule: 'knock-out', textEn: 'Years driving?', textEs: '', options: [], accepted: [], min: '2.5', max: '' });
    const choice = parse({
      kind: 'choice',
      rule: 'priority',
      textEn: 'Class?',
      options: [{ en: 'A', es: 'A' }, { en: 'B' }, { en: 'C', es: '' }],
      accepted: ['C', 'A'],
    });
    expect(choice.success && choice.data).toMatchObject({ options: [{ en: 'A', es: 'A' }, { en: 'B', es: '' }, { en: 'C', es: '' }], accepted: ['A', 'C'], min: '' });
  });

  it.each([
    [{ kind: 'yes-no', rule: 'knock-out', textEn: '', accepted: ['yes'] }, { textEn: 'Question Required.' }],
    [{ kind: 'yes-no', rule: 'knock-out', textEn: 'Q', accepted: ['yes', 'no'] }, { accepted: 'Choose the required answer: Yes or No.' }],
    [{ kind: 'yes-no', rule: 'sometimes', textEn: 'Q', accepted: ['yes'] }, { rule: 'Rule: knock-out or priority.' }],
    [{ kind: 'choice', rule: 'priority', textEn: 'Q', options: [{ en: 'A' }], accepted: ['A'] }, { options: 'Give at least 2 options.', accepted: 'Not every option: then every answer would be preferred.' }],
    [{ kind: 'choice', rule: 'knock-out', textEn: 'Q', options: [{ en: 'A' }, { en: 'a' }], accepted: ['A'] }, { options: 'Each option only once.' }],
    [{ kind: 'choice', rule: 'knock-out', textEn: 'Q', options: [{ en: 'A' }, { en: 'B' }], accepted: ['Z'] }, { accepted: 'Mark the required options.' }],
    [{ kind: 'number', rule: 'knock-out', textEn: 'Q', min: '', max: '' }, { min: 'Give the least, the most, or both.' }],
    [{ kind: 'number', rule: 'knock-out', textEn: 'Q', min: '5', max: '2' }, { max: 'At most cannot be less than at least.' }],
    [{ kind: 'number', rule: 'knock-out', textEn: 'Q', min: '-1' }, { min: 'At least: a number such as 2 or 2.5, or empty.' }],
    [{ kind: 'yes-no', rule: 'knock-out', textEn: 'Q\u0007', accepted: ['no'] }, { textEn: 'Question: letters, digits and punctuation only.' }],
    [{ kind: 'yes-no', rule: 'knock-out', textEn: 'x'.repeat(301), accepted: ['no'] }, { textEn: 'Question: at most 300 characters.' }],
  ])('is refused, field by field: %j', (input, messages) => {
    const parsed = parse(input);
    expect(parsed.success).toBe(false);
    expect(fieldMessages(parsed.error!)).toEqual(messages);
  });

  it('is the same question when nothing it asks or judges by changed (then no new version is written)', () => {
    const content: QuestionContent = { kind: 'yes-no', rule: 'knock-out', textEn: 'Q', textEs: '', options: [], accepted: ['yes'], min: '', max: '' };
    expect(sameContent(content, { ...content })).toBe(true);
    expect(sameContent(content, { ...content, textEs: 'P' })).toBe(false);
    expect(sameContent(content, { ...content, rule: 'priority' })).toBe(false);
    expect(sameContent(content, { ...content, accepted: ['no'] })).toBe(false);
  });
});

describe('the questions as the wizard asks them', () => {
  it('are in Spanish where the admin wrote it, else in English marked as such', () => {
    expect(wizardQuestion(classA, 'es')).toMatchObject({ key: 'sq00000000000000000001v1', text: '¿Tiene una licencia CDL clase A?' });
    expect(wizardQuestion(classA, 'es')).not.toHaveProperty('lang');
    expect(wizardQuestion(years, 'es')).toMatchObject({ text: 'Years of experience?', lang: 'en' });
    expect(wizardQuestion(classA, 'en')).toMatchObject({ text: 'Do you hold a Class A CDL?' });
    expect(wizardQuestion(license, 'es').options).toEqual([
      { value: 'Class A', label: 'Clase A' },
      { value: 'Class B', label: 'Class B', lang: 'en' },
      { value: 'Class C', label: 'Clase C' },
    ]);
  });

  it('carry the requirement of a knock-out question only: a preference is the office\'s business', () => {
    expect(wizardQuestion(years, 'en').requirement).toEqual({ accepted: [], min: '2', max: '' });
    expect(wizardQuestion(hazmat, 'en')).not.toHaveProperty('requirement');
  });

  it('send one answer per question shown, and find the first one left unanswered', () => {
    const screening: WizardScreening = { carrier: 'Acme', questions: [classA, { ...years, version: 2 }].map((question) => wizardQuestion(question, 'en')) };
    const answers = { sq00000000000000000001v1: 'yes', sq00000000000000000003v1: '7', sq00000000000000000003v2: '2.' };
    expect(sentScreeningAnswers(screening, answers)).toEqual([
      { questionId: 'sq00000000000000000001', version: 1, answer: 'yes' },
      { questionId: 'sq00000000000000000003', version: 2, answer: '2' },
    ]);
    expect(firstUnanswered(screening, answers)).toBeNull();
    // The answer kept from version 1 does not answer version 2.
    expect(firstUnanswered(screening, { sq00000000000000000001v1: 'yes', sq00000000000000000003v1: '7' })?.key).toBe('sq00000000000000000003v2');
    expect(firstUnanswered(screening, undefined)?.key).toBe('sq00000000000000000001v1');
  });

  it('need an answer to each question checked, whatever it is', () => {
    const schema = screeningAnswersSchema(['sq00000000000000000001v1', 'sq00000000000000000003v1']);
    const paths = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(paths({ screening: { sq00000000000000000001v1: 'no', sq00000000000000000003v1: '0' } })).toEqual([]);
    expect(paths({ screening: { sq00000000000000000001v1: ' ' } })).toEqual(['screening.sq00000000000000000001v1', 'screening.sq00000000000000000003v1']);
    expect(paths({})).toEqual(['screening.sq00000000000000000001v1', 'screening.sq00000000000000000003v1']);
  });
});

describe('the answers on the application of record', () => {
  const section = screeningSectionOf([
    { question: years, answer: '1', position: 2 },
    { question: classA, answer: 'yes', position: 1 },
    { question: hazmat, answer: 'no', position: 3 },
  ]);

  it('are signed in the order asked, each with its version\'s words and rule', () => {
    expect(section.map((entry) => [entry.questionId, entry.version, entry.answer])).toEqual([
      ['sq00000000000000000001', 1, 'yes'],
      ['sq00000000000000000003', 1, '1'],
      ['sq00000000000000000004', 1, 'no'],
    ]);
    expect(section[0]).toEqual({
      questionId: 'sq00000000000000000001',
      version: 1,
      kind: 'yes-no',
      rule: 'knock-out',
      text: { en: 'Do you hold a Class A CDL?', es: '¿Tiene una licencia CDL clase A?' },
      options: [],
      accepted: ['yes'],
      min: '',
      max: '',
      answer: 'yes',
    });
  });

  it('show the outcome and each question with its answer and whether it met the rule', () => {
    expect(screeningBlocks(section, 'es', 'Acme Freight')).toEqual([
      { kind: 'fields', heading: 'Questions from Acme Freight', fields: [{ label: 'Screening', value: 'Does not meet' }] },
      {
        kind: 'table',
        columns: ['Question', 'Answer', 'Required or preferred', 'Result'],
        rows: [
          ['Do you hold a Class A CDL? (asked in Spanish: “¿Tiene una licencia CDL clase A?”) [v1]', 'Yes', 'Required: Yes', 'Meets the requirement'],
          ['Years of experience? [v1]', '1', 'Required: 2 or more', 'Does not meet the requirement'],
          ['Hazmat endorsement? [v1]', 'No', 'Preferred: Yes', 'Not the preferred answer'],
        ],
      },
    ]);
    expect(screeningBlocks(null, 'en', 'Acme')).toEqual([]);
  });

  it('show the applicant, in their own copy, the questions and their answers, not how the office judges them', () => {
    expect(screeningBlocks(section, 'en', 'Acme Freight', { judged: false })).toEqual([
      {
        kind: 'table',
        heading: 'Questions from Acme Freight',
        columns: ['Question', 'Answer'],
        rows: [
          ['Do you hold a Class A CDL?', 'Yes'],
          ['Years of experience?', '1'],
          ['Hazmat endorsement?', 'No'],
        ],
      },
    ]);
  });
});

describe('the list filter', () => {
  it('reads an outcome from the address and writes it back; anything else is no filter', () => {
    const filters = parseApplicationFilters(new URLSearchParams('screening=does-not-meet&compCode=acme'));
    expect(filters.screening).toBe('does-not-meet');
    expect(applicationFiltersQuery(filters)).toBe('?compCode=ACME&screening=does-not-meet');
    expect(parseApplicationFilters({ screening: 'knocked-out' }).screening).toBe('');
  });
});
