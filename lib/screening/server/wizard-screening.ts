import 'server-only';
import { getLocale } from 'next-intl/server';
import { formFacts, type FormFacts } from '@/lib/applicant/form-facts';
import { carrierNameForWizard } from '@/lib/companies/carrier-for-wizard';
import { logFailure } from '@/lib/server/http/log-failure';
import { wizardQuestion, type WizardScreening } from '../wizard-screening';
import { activeQuestions } from './question-store';
import { issueShownPage } from './shown-page';

/**
 * What the wizard's page gets of the carrier's questions: the questions (null when it has none) and the signed record
 * of those shown, which Finish sends back (./shown-page.ts).
 */
export type PageScreening = { screening: WizardScreening | null; shownPage?: string };

/**
 * The carrier's questions for the wizard's page, in the request's language. When the database cannot answer right
 * now, no questions and no record: the applicant can still fill in the form, as with the carrier's name, and the
 * application is judged by what the carrier asks when it arrives.
 */
export async function screeningForWizard(code: string, carrierName: string | null): Promise<PageScreening> {
  try {
    const [questions, locale] = await Promise.all([activeQuestions(code), getLocale()]);
    const shownPage = issueShownPage(code, questions);
    if (questions.length === 0) return { screening: null, shownPage };
    return { screening: { carrier: carrierName ?? code, questions: questions.map((question) => wizardQuestion(question, locale)) }, shownPage };
  } catch (error) {
    logFailure('screening', 'questions', error);
    return { screening: null };
  }
}

/**
 * The wizard's facts with the carrier's questions: step 1 owns their answers too (`screening.<key>`), so its Next
 * checks them with the step's other fields (components/wizard/schema-checks.ts), and Finish sends them.
 */
export function withScreening(facts: FormFacts, { screening, shownPage }: PageScreening): FormFacts {
  if (!screening) return { ...facts, ...(shownPage && { shownPage }) };
  const [first = [], ...rest] = facts.stepFieldNames;
  const answers = screening.questions.map((question) => `screening.${question.key}` as const);
  return { ...facts, screening, ...(shownPage && { shownPage }), stepFieldNames: [[...first, ...answers], ...rest] };
}

/**
 * What every wizard page (a new application, a resumed or reused one) reads for one carrier on each request: its
 * name, and the form's facts with its screening questions as they are asked now (an answer saved for an older
 * version of one is asked again) and a fresh record of them, as Finish is judged by what the page shows.
 */
export async function wizardFacts(compCode: string): Promise<{ carrierName: string | null; facts: FormFacts }> {
  const carrierName = await carrierNameForWizard(compCode);
  return { carrierName, facts: withScreening(formFacts(compCode), await screeningForWizard(compCode, carrierName)) };
}
