import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form';
import { SECTION_TITLES, type SectionTitle } from '@/lib/applicant/sections';
import { AccidentProcedureStep } from './steps/accident-procedure-step';
import { AccidentsStep } from './steps/accidents-step';
import { ArmedForcesStep } from './steps/armed-forces-step';
import { BasicInformationStep } from './steps/basic-information-step';
import { DriverLicenseStep } from './steps/driver-license-step';
import { DrivingExperienceStep } from './steps/driving-experience-step';
import { EducationStep } from './steps/education-step';
import { PhonePolicyStep } from './steps/phone-policy-step';
import { SignatureStep } from './steps/signature-step';
import { TrafficConvictionsStep } from './steps/traffic-convictions-step';
import { WorkHistoryStep } from './steps/work-history-step';
import { validateWorkHistoryStep } from './work-draft';

export type WizardStep = {
  label: SectionTitle;
  Component: ComponentType;
  /** Replaces the default check (the step's fields against its schema) when Next needs more than that. */
  validate?: (form: UseFormReturn<ApplicationFormValues>) => Promise<boolean>;
};

/** In the order of `stepSchemas` (lib/applicant/form.ts); headings from the one list of sections. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { label: SECTION_TITLES[0], Component: BasicInformationStep },
  { label: SECTION_TITLES[1], Component: AccidentsStep },
  { label: SECTION_TITLES[2], Component: TrafficConvictionsStep },
  { label: SECTION_TITLES[3], Component: DriverLicenseStep },
  { label: SECTION_TITLES[4], Component: DrivingExperienceStep },
  { label: SECTION_TITLES[5], Component: WorkHistoryStep, validate: validateWorkHistoryStep },
  { label: SECTION_TITLES[6], Component: ArmedForcesStep },
  { label: SECTION_TITLES[7], Component: EducationStep },
  { label: SECTION_TITLES[8], Component: AccidentProcedureStep },
  { label: SECTION_TITLES[9], Component: PhonePolicyStep },
  { label: SECTION_TITLES[10], Component: SignatureStep },
];
