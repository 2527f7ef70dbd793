'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { STEP_TITLES, type StepId } from '@/lib/applicant/steps/order';
import type { StepSpec } from '@/lib/applicant/steps/types';
import { overlayStepSpec } from '@/lib/i18n/step-messages';
import type { WizardTexts } from '@/lib/i18n/wizard-texts';

const WizardTextsContext = createContext<WizardTexts | null>(null);

/**
 * The applicant's language for the wizard: the texts the page resolved on the server (lib/i18n/wizard-texts.ts).
 * A small context rather than next-intl's client provider: the wizard's first download has no room for
 * use-intl's runtime (README, "What keeps the pages light"); the later steps and the dialogs load its formatter
 * with their own code (./use-wizard-translator.ts).
 */
export function WizardTextsProvider({ texts, children }: { texts: WizardTexts; children: ReactNode }) {
  return <WizardTextsContext.Provider value={texts}>{children}</WizardTextsContext.Provider>;
}

export function useWizardTexts(): WizardTexts {
  const texts = useContext(WizardTextsContext);
  if (!texts) throw new Error('useWizardTexts is used outside the wizard (WizardTextsProvider).');
  return texts;
}

/** The wizard's own messages (buttons, dialogs) in the applicant's language; plain texts where they take no values. */
export function useWizardMessages(): WizardTexts['messages'] {
  return useWizardTexts().messages;
}

/** A step of the registry as the applicant reads it: the registry itself in English, overlaid with `Steps` otherwise. */
export function useStepSpec<Step extends StepSpec>(step: Step): Step {
  const { steps } = useWizardTexts();
  return useMemo(() => overlayStepSpec(step, steps?.[step.id]), [step, steps]);
}

/** The stepper's titles, in wizard order. */
export function useStepTitle(): (id: StepId) => string {
  const { steps } = useWizardTexts();
  return (id) => steps?.[id]?.title ?? STEP_TITLES[id];
}

/** Yes ('Y') and No ('N') as the applicant reads them; the stored values never change. */
export function useYesNoOptions(): readonly { value: 'Y' | 'N'; label: string }[] {
  const { yes, no } = useWizardMessages().Wizard;
  return useMemo(
    () => [
      { value: 'Y', label: yes },
      { value: 'N', label: no },
    ],
    [yes, no],
  );
}
