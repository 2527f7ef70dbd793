import * as z from 'zod/mini';
import { EXPERIENCE_ROW_NUMBERS } from './order';
import { numbered, optionalText } from '../rules';

/** Step 5's rules: lengths only (docs/specification.md §4 has no completion rule for it). */

export const experienceShape = {
  ...numbered('experience', EXPERIENCE_ROW_NUMBERS, () => optionalText('equipmentType', 50)),
  ...numbered('expFrom', EXPERIENCE_ROW_NUMBERS, () => optionalText('experienceFrom', 10)),
  ...numbered('expTo', EXPERIENCE_ROW_NUMBERS, () => optionalText('experienceTo', 10)),
  ...numbered('expMiles', EXPERIENCE_ROW_NUMBERS, () => optionalText('miles', 10)),
};

export const drivingExperienceStepSchema = z.object(experienceShape);
