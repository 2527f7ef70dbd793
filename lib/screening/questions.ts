/**
 * A carrier's screening questions (docs/screening.md): what one version of a question is, whether an answer meets it,
 * and what an application's answers add up to. Plain data and functions, shared by the staff area, the API, the
 * wizard's screening section and the application of record, so all of them judge an answer the same way.
 */

export const SCREENING_KINDS = ['yes-no', 'choice', 'number'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

/**
 * `knock-out`: the carrier requires an answer that meets the question (an applicant who does not is still taken,
 * and the office decides); `priority`: an answer that meets it is preferred.
 */
export const SCREENING_RULES = ['knock-out', 'priority'] as const;
export type ScreeningRule = (typeof SCREENING_RULES)[number];

/**
 * What an application's answers add up to, stored on the application (Applicant.screeningOutcome) for the list.
 * `not-screened`: the carrier asks questions and the application answered none (a client that knows no screening),
 * which the office must see; `not-asked`: the applicant's page showed no questions (the carrier had none), nothing to see.
 * The staff area's words for them are the catalogs' `Staff.screeningOutcomes`.
 */
export const SCREENING_OUTCOMES = ['meets', 'does-not-meet', 'priority', 'not-screened', 'not-asked'] as const;
export type ScreeningOutcome = (typeof SCREENING_OUTCOMES)[number];

export const YES_NO_ANSWERS = ['yes', 'no'] as const;

/** A choice question's option: its English text (also the stored answer) and its Spanish text ('' = none). */
export type ChoiceOption = { en: string; es: string };

/**
 * One version of a question: everything an applicant was asked, and the rule the answer is judged by. A version never
 * changes once written; editing a question writes the next version.
 */
export type QuestionVersion = {
  questionId: string;
  version: number;
  kind: ScreeningKind;
  rule: ScreeningRule;
  textEn: string;
  /** '' when none was entered: the English text is shown to a Spanish page. */
  textEs: string;
  /** A choice question's options, in order; [] for the other kinds. */
  options: ChoiceOption[];
  /** yes-no: a subset of yes/no; choice: options' English texts; number: []. */
  accepted: string[];
  /** number: the least and the most that meet the question, as digits; '' for no bound (and for the other kinds). */
  min: string;
  max: string;
};

/** The limits an admin's question keeps to (lib/screening/question-input.ts). */
export const QUESTION_TEXT_MAX = 300;
export const OPTION_TEXT_MAX = 80;
export const MAX_OPTIONS = 12;
/** At most this many questions asked per carrier: step 1 stays short. */
export const MAX_ACTIVE_QUESTIONS = 20;

/** A number answer or bound: up to 6 digits, and up to 2 decimals ("2", "2.5", "21"). No sign: counts and years. */
export const NUMBER_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** "02.50" → "2.5": one spelling per number, so an answer reads and compares the same everywhere. */
export function canonicalNumber(text: string): string {
  return String(Number(text));
}

/** The random id of a question, kept by all its versions: "sq" and 20 hex digits. */
export const QUESTION_ID_PATTERN = /^sq[0-9a-f]{20}$/;

/**
 * Whether `answer` meets the question's version: one of its accepted answers, or a number within its bounds. An
 * answer of the wrong kind never meets it.
 */
export function meetsQuestion(question: Pick<QuestionVersion, 'kind' | 'accepted' | 'min' | 'max'>, answer: string): boolean {
  if (question.kind !== 'number') return question.accepted.includes(answer);
  if (!NUMBER_PATTERN.test(answer)) return false;
  const value = Number(answer);
  return (question.min === '' || value >= Number(question.min)) && (question.max === '' || value <= Number(question.max));
}

/**
 * What an application's answers add up to: not screened without any; does not meet when a knock-out question is not
 * met (the office decides, the form does not refuse); priority when every knock-out question is met and there is at
 * least one priority question, every one of them met; meets otherwise.
 */
export function screeningOutcome(answered: readonly { question: Pick<QuestionVersion, 'kind' | 'rule' | 'accepted' | 'min' | 'max'>; answer: string }[]): ScreeningOutcome {
  if (answered.length === 0) return 'not-screened';
  const met = answered.map(({ question, answer }) => ({ rule: question.rule, met: meetsQuestion(question, answer) }));
  if (met.some(({ rule, met: ok }) => rule === 'knock-out' && !ok)) return 'does-not-meet';
  const priority = met.filter(({ rule }) => rule === 'priority');
  return priority.length > 0 && priority.every(({ met: ok }) => ok) ? 'priority' : 'meets';
}

export const isScreeningOutcome = (value: unknown): value is ScreeningOutcome =>
  typeof value === 'string' && (SCREENING_OUTCOMES as readonly string[]).includes(value);

/** The wizard's form name of a question's answer (`screening.<key>`): a new version is a new key, asked afresh. */
export const answerKey = (question: Pick<QuestionVersion, 'questionId' | 'version'>) => `${question.questionId}v${question.version}`;
export const ANSWER_KEY_PATTERN = /^sq[0-9a-f]{20}v\d{1,6}$/;

/** How the office reads a question's rule: "Required: Yes", "Preferred: 2 or more". */
export function ruleText(question: QuestionVersion): string {
  return `${question.rule === 'knock-out' ? 'Required' : 'Preferred'}: ${acceptedText(question)}`;
}

/** The answers that meet a question, in English: "Yes", "Class A or Class B", "2 or more", "between 2 and 5". */
export function acceptedText(question: Pick<QuestionVersion, 'kind' | 'accepted' | 'min' | 'max'>): string {
  if (question.kind === 'number') return numberRange(question.min, question.max, { atLeast: '{min} or more', atMost: '{max} or less', between: 'between {min} and {max}' });
  return question.accepted.map((answer) => (question.kind === 'yes-no' ? (answer === 'yes' ? 'Yes' : 'No') : answer)).join(' or ');
}

/** A number's bounds in words of one language (`{min}`/`{max}` in each pattern). */
export function numberRange(min: string, max: string, words: { atLeast: string; atMost: string; between: string }): string {
  const fill = (pattern: string) => pattern.replace('{min}', min).replace('{max}', max);
  if (min !== '' && max !== '') return min === max ? min : fill(words.between);
  return min !== '' ? fill(words.atLeast) : fill(words.atMost);
}
