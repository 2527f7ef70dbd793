import { answerKey, type QuestionVersion, type ScreeningKind } from './questions';

/**
 * The carrier's screening questions as the wizard's page hands them to the browser (data, not code: the section that
 * asks them is fetched after the page), in the applicant's language: the Spanish text where the admin entered one,
 * else the English one, marked `lang: 'en'` so a screen reader reads it as English.
 */
export type WizardQuestion = {
  /** The form's name of the answer (`screening.<key>`): the question and its version. */
  key: string;
  questionId: string;
  version: number;
  kind: ScreeningKind;
  text: string;
  lang?: 'en';
  /** A choice question's options: the stored value (its English text) and what the applicant reads. */
  options: { value: string; label: string; lang?: 'en' }[];
  /**
   * A knock-out question's requirement, so the applicant can be told at once, and kindly, that an answer does not meet
   * it. Absent for a priority question: a preference is the office's business, not something to warn about.
   */
  requirement?: Pick<QuestionVersion, 'accepted' | 'min' | 'max'>;
};

export type WizardScreening = {
  /** The carrier's name, or its code without a record: "Questions from {carrier}". */
  carrier: string;
  questions: WizardQuestion[];
};

/** A version as the wizard shows it in `locale`. */
export function wizardQuestion(question: QuestionVersion, locale: string): WizardQuestion {
  const spanish = locale === 'es';
  const text = spanish && question.textEs ? question.textEs : question.textEn;
  return {
    key: answerKey(question),
    questionId: question.questionId,
    version: question.version,
    kind: question.kind,
    text,
    ...(spanish && !question.textEs && { lang: 'en' as const }),
    options: question.options.map((option) => ({
      value: option.en,
      label: spanish && option.es ? option.es : option.en,
      ...(spanish && !option.es && { lang: 'en' as const }),
    })),
    ...(question.rule === 'knock-out' && { requirement: { accepted: question.accepted, min: question.min, max: question.max } }),
  };
}

/** The answers the wizard sends with the application: one per question shown, in the order shown. */
export type SentScreeningAnswer = { questionId: string; version: number; answer: string };

/** The question shown first that has no answer yet, or null. */
export function firstUnanswered(screening: WizardScreening, answers: Readonly<Record<string, string>> | undefined): WizardQuestion | null {
  return screening.questions.find((question) => !(answers?.[question.key] ?? '').trim()) ?? null;
}

/** The answers of the questions shown (answers kept from another version of a question are left out). */
export function sentScreeningAnswers(screening: WizardScreening, answers: Readonly<Record<string, string>> | undefined): SentScreeningAnswer[] {
  return screening.questions.map((question) => ({
    questionId: question.questionId,
    version: question.version,
    // "2." typed and left so: the number it is.
    answer: (answers?.[question.key] ?? '').trim().replace(/\.$/, ''),
  }));
}
