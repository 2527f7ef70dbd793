import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues } from '@/lib/applicant/form';
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
  label: string;
  Component: ComponentType;
  /** Replaces the default check (the step's fields against its schema) when Next needs more than that. */
  validate?: (form: UseFormReturn<ApplicationFormValues>) => Promise<boolean>;
};

/** In the order of `stepSchemas` (lib/applicant/form.ts); labels as in the UI contract. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { label: 'Basic Information', Component: BasicInformationStep },
  { label: 'Accidents (past 3 years)', Component: AccidentsStep },
  { label: 'Traffic Convictions (past 3 years)', Component: TrafficConvictionsStep },
  { label: 'Driver licenses (past 3 years)', Component: DriverLicenseStep },
  { label: 'Driving Experience', Component: DrivingExperienceStep },
  { label: 'Work history', Component: WorkHistoryStep, validate: validateWorkHistoryStep },
  { label: 'Served in the US Armed Forces', Component: ArmedForcesStep },
  { label: 'Education', Component: EducationStep },
  { label: 'Accident Reporting Procedure', Component: AccidentProcedureStep },
  { label: 'Commercial Driver Cellular Phone and Seat Belt Policy', Component: PhonePolicyStep },
  { label: 'Please enter your signature', Component: SignatureStep },
];
