'use client';

import Stack from '@mui/material/Stack';
import type { ExperienceRowField } from '@/lib/applicant/form-values';
import { drivingExperience } from '@/lib/applicant/steps/driving-experience';
import { RowFieldset, WideCell } from '../row-fieldset';
import { StepField } from '../step-field';
import { useWizardTranslator } from '../use-wizard-translator';
import { useStepSpec } from '../wizard-texts';

/** Full width on phones. */
const WIDE = ['experience', 'expMiles'];

export function DrivingExperienceStep() {
  const { groups, texts } = useStepSpec(drivingExperience);
  const { numbers, fields } = groups.experience;
  const cells = Object.entries(fields);
  const t = useWizardTranslator('WizardSteps');
  return (
    <Stack spacing={2}>
      {numbers.map((row) => {
        const title = texts[`row${row}`];
        return (
          <RowFieldset key={row} legend={title} desktopColumns="2fr 1fr 1fr 1fr">
            {cells.map(([base, spec]) => (
              <WideCell key={base} wide={WIDE.includes(base)}>
                <StepField
                  name={`${base}${row}` as ExperienceRowField}
                  spec={spec}
                  ariaLabel={t('experienceField', { title, label: spec.label.toLowerCase() })}
                />
              </WideCell>
            ))}
          </RowFieldset>
        );
      })}
    </Stack>
  );
}
