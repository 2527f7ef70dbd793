'use client';

import Stack from '@mui/material/Stack';
import { EXPERIENCE_ROW_NUMBERS } from '@/lib/applicant/schema';
import { EXPERIENCE_ROW_TITLES } from '@/lib/applicant/sections';
import { FormTextField } from '../form-text-field';
import { RowFieldset, WideCell } from '../row-fieldset';


const cells = [
  { base: 'experience', label: 'Type of equipment', name: 'type of equipment', wide: true },
  { base: 'expFrom', label: 'From', name: 'from' },
  { base: 'expTo', label: 'To', name: 'to' },
  { base: 'expMiles', label: 'Miles', name: 'miles', wide: true, numeric: true },
] as const;

export function DrivingExperienceStep() {
  return (
    <Stack spacing={2}>
      {EXPERIENCE_ROW_NUMBERS.map((row, index) => {
        const title = EXPERIENCE_ROW_TITLES[index] ?? '';
        return (
          <RowFieldset key={row} legend={title} desktopColumns="2fr 1fr 1fr 1fr">
            {cells.map((cell) => (
              <WideCell key={cell.base} wide={'wide' in cell && cell.wide}>
                <FormTextField
                  name={`${cell.base}${row}`}
                  label={cell.label}
                  ariaLabel={`${title} ${cell.name}`}
                  inputMode={'numeric' in cell ? 'numeric' : undefined}
                />
              </WideCell>
            ))}
          </RowFieldset>
        );
      })}
    </Stack>
  );
}
