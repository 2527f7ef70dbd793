import * as z from 'zod/mini';
import {
  canonicalNumber,
  MAX_OPTIONS,
  NUMBER_PATTERN,
  OPTION_TEXT_MAX,
  QUESTION_TEXT_MAX,
  SCREENING_KINDS,
  SCREENING_RULES,
  YES_NO_ANSWERS,
  type QuestionVersion,
} from './questions';

/**
 * A screening question as an admin writes it (the staff form and the staff API): its kind, its English and optional
 * Spanish text, a choice's options, and the answers that meet it (knock-out) or are preferred (priority). No
 * `server-only`: the form shows the messages the API answers with. The messages are English, the staff area's
 * language.
 */
export type QuestionContent = Omit<QuestionVersion, 'questionId' | 'version'>;

const text = (label: string, max: number, required: boolean) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : '')),
    z.string().check(
      z.refine((value: string) => !required || value.length > 0, `${label} Required.`),
      z.refine((value: string) => value.length <= max, `${label}: at most ${max} characters.`),
      // Control characters would reach the PDF of record and the page as they are.
      z.refine((value: string) => !/[\u0000-\u001f\u007f]/.test(value), `${label}: letters, digits and punctuation only.`),
    ),
  );

const bound = (label: string) =>
  z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')),
    z.string().check(z.refine((value: string) => value === '' || NUMBER_PATTERN.test(value), `${label}: a number such as 2 or 2.5, or empty.`)),
  );

const option = z.object({
  en: text('Option', OPTION_TEXT_MAX, true),
  es: text('Option in Spanish', OPTION_TEXT_MAX, false),
});

export const questionInputSchema = z.pipe(
  z
    .object({
      kind: z.enum(SCREENING_KINDS, 'Kind: yes/no, one of a list, or a number.'),
      rule: z.enum(SCREENING_RULES, 'Rule: knock-out or priority.'),
      textEn: text('Question', QUESTION_TEXT_MAX, true),
      textEs: text('Question in Spanish', QUESTION_TEXT_MAX, false),
      options: z._default(z.array(option).check(z.maxLength(MAX_OPTIONS, `At most ${MAX_OPTIONS} options.`)), []),
      accepted: z._default(z.array(z.string().check(z.maxLength(OPTION_TEXT_MAX))).check(z.maxLength(MAX_OPTIONS)), []),
      min: z._default(bound('At least'), ''),
      max: z._default(bound('At most'), ''),
    })
    .check(
      z.superRefine((input, context) => {
        const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message, input });
        const word = input.rule === 'knock-out' ? 'required' : 'preferred';
        if (input.kind === 'yes-no') {
          if (input.accepted.length !== 1 || !(YES_NO_ANSWERS as readonly string[]).includes(input.accepted[0]!)) {
            problem('accepted', `Choose the ${word} answer: Yes or No.`);
          }
        } else if (input.kind === 'choice') {
          if (input.options.length < 2) problem('options', 'Give at least 2 options.');
          const names = input.options.map((entry) => entry.en.toLowerCase());
          if (new Set(names).size !== names.length) problem('options', 'Each option only once.');
          const known = input.options.map((entry) => entry.en);
          if (input.accepted.length === 0 || input.accepted.some((answer) => !known.includes(answer))) {
            problem('accepted', `Mark the ${word} options.`);
          } else if (input.accepted.length === known.length) {
            problem('accepted', `Not every option: then every answer would be ${word}.`);
          }
        } else {
          if (input.min === '' && input.max === '') problem('min', 'Give the least, the most, or both.');
          if (input.min !== '' && input.max !== '' && Number(input.min) > Number(input.max)) problem('max', 'At most cannot be less than at least.');
        }
      }),
    ),
  z.transform((input): QuestionContent => {
    const isChoice = input.kind === 'choice';
    const isNumber = input.kind === 'number';
    return {
      kind: input.kind,
      rule: input.rule,
      textEn: input.textEn,
      textEs: input.textEs,
      options: isChoice ? input.options : [],
      // In the options' order, each once: one spelling of the same rule.
      accepted: isNumber ? [] : isChoice ? input.options.map((entry) => entry.en).filter((name) => input.accepted.includes(name)) : [...input.accepted],
      min: isNumber && input.min !== '' ? canonicalNumber(input.min) : '',
      max: isNumber && input.max !== '' ? canonicalNumber(input.max) : '',
    };
  }),
);

export type QuestionInput = z.input<typeof questionInputSchema>;

/** Whether two versions ask the same thing the same way (then saving them writes no new version). */
export function sameContent(a: QuestionContent, b: QuestionContent): boolean {
  return JSON.stringify(contentKey(a)) === JSON.stringify(contentKey(b));
}

const contentKey = (content: QuestionContent) => [
  content.kind,
  content.rule,
  content.textEn,
  content.textEs,
  content.options.map((entry) => [entry.en, entry.es]),
  content.accepted,
  content.min,
  content.max,
];
