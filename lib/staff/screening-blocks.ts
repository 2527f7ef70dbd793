import 'server-only';
import { staffTexts } from '@/lib/i18n/server/catalog-texts';
import { meetsQuestion, ruleText, screeningOutcome } from '@/lib/screening/questions';
import { readScreeningSection, type ScreeningSectionEntry } from '@/lib/screening/screening-section';
import type { Block } from './document-blocks';

const answerText = (entry: ScreeningSectionEntry) =>
  entry.kind === 'yes-no' ? (entry.answer === 'yes' ? 'Yes' : entry.answer === 'no' ? 'No' : entry.answer) : entry.answer;

function resultText(entry: ScreeningSectionEntry): string {
  const met = meetsQuestion(entry, entry.answer);
  if (entry.rule === 'knock-out') return met ? 'Meets the requirement' : 'Does not meet the requirement';
  return met ? 'Preferred answer' : 'Not the preferred answer';
}

/**
 * The answers on the application page and the PDF of record: the outcome, then a table of each question in the words
 * it was asked in (the English text, and the Spanish one when the application was shown in Spanish), the answer, the
 * rule and whether the answer met it. Nothing for an application not screened. Not `judged` (the applicant's own
 * copy): the questions and the answers only; the rules and the outcome are the office's.
 */
export function screeningBlocks(section: unknown, shownIn: 'en' | 'es', carrier: string, { judged = true }: { judged?: boolean } = {}): Block[] {
  const entries = readScreeningSection(section);
  if (entries.length === 0) return [];
  const outcome = screeningOutcome(entries.map((entry) => ({ question: entry, answer: entry.answer })));
  const question = (entry: ScreeningSectionEntry) =>
    shownIn === 'es' && entry.text.es ? `${entry.text.en} (asked in Spanish: “${entry.text.es}”)` : entry.text.en;
  if (!judged) {
    return [
      {
        kind: 'table',
        heading: `Questions from ${carrier}`,
        columns: ['Question', 'Answer'],
        rows: entries.map((entry) => [question(entry), answerText(entry)]),
      },
    ];
  }
  return [
    {
      kind: 'fields',
      heading: `Questions from ${carrier}`,
      fields: [{ label: 'Screening', value: staffTexts(`screeningOutcomes.${outcome}`) }],
    },
    {
      kind: 'table',
      columns: ['Question', 'Answer', 'Required or preferred', 'Result'],
      rows: entries.map((entry) => [
        `${question(entry)} [v${entry.version}]`,
        answerText(entry),
        ruleText({ ...entry, textEn: entry.text.en, textEs: entry.text.es }),
        resultText(entry),
      ]),
    },
  ];
}
