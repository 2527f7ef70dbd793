import {
  type ChoiceOption,
  type QuestionVersion,
  type ScreeningKind,
  type ScreeningRule,
} from './questions';

/**
 * An application's screening answers as they are signed (the section "screening" of the signed content) and shown:
 * each question in the version it was asked in, its words in both languages, its rule, and the answer, in the order
 * asked. Built the same way from a submission and from the tables (lib/screening/server/screening-record.ts), so an
 * unaltered application gives the same bytes both times.
 */
export type ScreeningSectionEntry = {
  questionId: string;
  version: number;
  kind: ScreeningKind;
  rule: ScreeningRule;
  text: { en: string; es: string };
  options: ChoiceOption[];
  accepted: string[];
  min: string;
  max: string;
  answer: string;
};

export function screeningSectionOf(answers: readonly { question: QuestionVersion; answer: string; position: number }[]): ScreeningSectionEntry[] {
  return [...answers]
    .sort((a, b) => a.position - b.position)
    .map(({ question, answer }) => ({
      questionId: question.questionId,
      version: question.version,
      kind: question.kind,
      rule: question.rule,
      text: { en: question.textEn, es: question.textEs },
      options: question.options.map((option) => ({ en: option.en, es: option.es })),
      accepted: [...question.accepted],
      min: question.min,
      max: question.max,
      answer,
    }));
}

/** The section of a stored application, as its loader gave it; [] for one not screened. */
export function readScreeningSection(section: unknown): ScreeningSectionEntry[] {
  return Array.isArray(section) ? (section as ScreeningSectionEntry[]) : [];
}
