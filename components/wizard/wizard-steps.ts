import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form';
import { SECTION_TITLES, type SectionTitle } from '@/lib/applicant/sections';
import { BasicInformationStep } from './steps/basic-information-step';

export type WizardStep = {
  label: SectionTitle;
  /**
   * Loads the step's component. Step 1 is part of the page; every other step is its own chunk, fetched when the
   * step before it opens (a phone downloads the signature pad only when it is about to sign).
   */
  load: () => Promise<ComponentType>;
  /** Replaces the default check (the step's fields against its schema) when Next needs more than that. */
  validate?: (form: UseFormReturn<ApplicationFormValues>) => Promise<boolean>;
};

/** In the order of `stepSchemas` (lib/applicant/form.ts); headings from the one list of sections. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { label: SECTION_TITLES[0], load: async () => BasicInformationStep },
  { label: SECTION_TITLES[1], load: () => import('./steps/accidents-step').then((step) => step.AccidentsStep) },
  {
    label: SECTION_TITLES[2],
    load: () => import('./steps/traffic-convictions-step').then((step) => step.TrafficConvictionsStep),
  },
  { label: SECTION_TITLES[3], load: () => import('./steps/driver-license-step').then((step) => step.DriverLicenseStep) },
  {
    label: SECTION_TITLES[4],
    load: () => import('./steps/driving-experience-step').then((step) => step.DrivingExperienceStep),
  },
  {
    label: SECTION_TITLES[5],
    load: () => import('./steps/work-history-step').then((step) => step.WorkHistoryStep),
    validate: (form) => import('./work-draft').then((draft) => draft.validateWorkHistoryStep(form)),
  },
  { label: SECTION_TITLES[6], load: () => import('./steps/armed-forces-step').then((step) => step.ArmedForcesStep) },
  { label: SECTION_TITLES[7], load: () => import('./steps/education-step').then((step) => step.EducationStep) },
  {
    label: SECTION_TITLES[8],
    load: () => import('./steps/accident-procedure-step').then((step) => step.AccidentProcedureStep),
  },
  { label: SECTION_TITLES[9], load: () => import('./steps/phone-policy-step').then((step) => step.PhonePolicyStep) },
  { label: SECTION_TITLES[10], load: () => import('./steps/signature-step').then((step) => step.SignatureStep) },
];

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
