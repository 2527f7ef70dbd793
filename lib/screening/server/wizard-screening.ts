import 'server-only';
import { getLocale } from 'next-intl/server';
import type { FormFacts } from '@/lib/applicant/form-facts';
import { logFailure } from '@/lib/server/http/log-failure';
import { wizardQuestion, type WizardScreening } from '../wizard-screening';
import { activeQuestions } from './question-store';

/**
 * The carrier's questions for the wizard's page, in the request's language; null when it has none, or when the
 * database cannot answer right now (the applicant can still fill in the form, as with the carrier's name).
 */
export async function screeningForWizard(code: string, carrierName: string | null): Promise<WizardScreening | null> {
  try {
    const [questions, locale] = await Promise.all([activeQuestions(code), getLocale()]);
    if (questions.length === 0) return null;
    return { carrier: carrierName ?? code, questions: questions.map((question) => wizardQuestion(question, locale)) };
  } catch (error) {
    logFailure('screening', 'questions', error);
    return null;
  }
}

/**
 * The wizard's facts with the carrier's questions: step 1 owns their answers too (`screening.<key>`), so its Next
 * checks them with the step's other fields (components/wizard/schema-checks.ts), and Finish sends them.
 */
export function withScreening(facts: FormFacts, screening: WizardScreening | null): FormFacts {
  if (!screening) return facts;
  const [first = [], ...rest] = facts.stepFieldNames;
  const answers = screening.questions.map((question) => `screening.${question.key}` as const);
  return { ...facts, screening, stepFieldNames: [[...first, ...answers], ...rest] };
}
