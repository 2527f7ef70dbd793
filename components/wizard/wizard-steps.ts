import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form-values';
import { STEP_IDS, type StepId } from '@/lib/applicant/steps/order';
import { BasicInformationStep } from './steps/basic-information-step';

type StepComponent = {
  /**
   * Loads the step's component. Step 1 is part of the page; every other step is fetched when the step before it
   * opens (a phone downloads the signature pad only when it is about to sign). The steps drawn from their
   * declarations come in one download.
   */
  load: () => Promise<ComponentType>;
  /** Replaces the default check (the step's fields against its schema) when Next needs more than that. */
  validate?: (form: UseFormReturn<ApplicationFormValues>) => Promise<boolean>;
};

/** The step's title is the catalog's `Steps.<id>.title`, in the applicant's language. */
export type WizardStep = StepComponent & { id: StepId };

/** A step drawn from its declaration alone (./declared-steps.tsx). */
const declared = (id: keyof typeof import('./declared-steps').DECLARED_STEPS): StepComponent => ({
  load: () => import('./declared-steps').then((steps) => steps.DECLARED_STEPS[id]),
});

/** Each step's component, by the registry's step id (lib/applicant/steps). */
const STEP_COMPONENTS: Record<StepId, StepComponent> = {
  'basic-information': { load: async () => BasicInformationStep },
  accidents: declared('accidents'),
  'traffic-convictions': declared('traffic-convictions'),
  'driver-license': {
    // With the upload code of the documents: the wizard's first download does not carry it.
    load: () => import('./steps/driver-license-step').then((step) => step.DriverLicenseStep),
    validate: (form) => import('./steps/driver-license-step').then((step) => step.validateDriverLicenseStep(form)),
  },
  'driving-experience': declared('driving-experience'),
  'work-history': {
    load: () => import('./steps/work-history-step').then((step) => step.WorkHistoryStep),
    validate: (form) => import('./work-draft').then((draft) => draft.validateWorkHistoryStep(form)),
  },
  'armed-forces': declared('armed-forces'),
  education: declared('education'),
  'accident-procedure': {
    load: () => import('./steps/accident-procedure-step').then((step) => step.AccidentProcedureStep),
  },
  'phone-policy': { load: () => import('./steps/phone-policy-step').then((step) => step.PhonePolicyStep) },
  signature: { load: () => import('./steps/signature-step').then((step) => step.SignatureStep) },
};

/** In the registry's order. */
export const WIZARD_STEPS: readonly WizardStep[] = STEP_IDS.map((id) => ({ id, ...STEP_COMPONENTS[id] }));

/** The components loaded so far, by step; step 1 from the start, so the server renders it into the page. */
const loadedSteps = new Map<number, ComponentType>([[0, BasicInformationStep]]);

/** The step's component once loaded (the wizard opens a step only after `loadStep` has resolved for it). */
export function loadedStep(step: number): ComponentType | undefined {
  return loadedSteps.get(step);
}

/** Loads a step's component; a failed download (a lost connection) is tried again the next time. */
export async function loadStep(step: number): Promise<void> {
  const wizardStep = WIZARD_STEPS[step];
  if (!wizardStep || loadedSteps.has(step)) return;
  loadedSteps.set(step, await wizardStep.load());
}
