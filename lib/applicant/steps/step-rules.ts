import { armedForcesRules } from './armed-forces.rules';
import { basicInformationRules } from './basic-information.rules';
import { driverLicenseRules } from './driver-license.rules';
import { educationRules } from './education.rules';
import type { StepId } from './order';
import type { StepRules } from './step-rules-shape';
import { workHistoryRules } from './work-history.rules';

/** By step id; a step without cross-field rules has none here. */
export const STEP_RULES: Partial<Record<StepId, StepRules>> = {
  'basic-information': basicInformationRules,
  'driver-license': driverLicenseRules,
  'work-history': workHistoryRules,
  'armed-forces': armedForcesRules,
  education: educationRules,
};
