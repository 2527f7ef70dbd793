'use client';

import Stack from '@mui/material/Stack';
import type { ExperienceRowField } from '@/lib/applicant/form-values';
import { drivingExperience, EXPERIENCE_ROW_TITLES } from '@/lib/applicant/steps/driving-experience';
import { RowFieldset, WideCell } from '../row-fieldset';
import { StepField } from '../step-field';

const { numbers, fields } = drivingExperience.groups.experience;
const cells = Object.entries(fields);
/** Full width on phones. */
const WIDE = ['experience', 'expMiles'];

export function DrivingExperienceStep() {
  return (
    <Stack spacing={2}>
      {numbers.map((row, index) => {
        const title = EXPERIENCE_ROW_TITLES[index] ?? '';
        return (
          <RowFieldset key={row} legend={title} desktopColumns="2fr 1fr 1fr 1fr">
            {cells.map(([base, spec]) => (
              <WideCell key={base} wide={WIDE.includes(base)}>
                <StepField
                  name={`${base}${row}` as ExperienceRowField}
                  spec={spec}
                  ariaLabel={`${title} ${spec.label.toLowerCase()}`}
                />
              </WideCell>
            ))}
          </RowFieldset>
        );
      })}
    </Stack>
  );
}
