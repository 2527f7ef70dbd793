'use client';

import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { TextFieldName } from '@/lib/applicant/form-values';
import { useEarlyChoice } from './use-early-typing';
import { useFormField } from './use-form-field';
import { useYesNoOptions } from './yes-no-options';

export type YesNoFieldProps = {
  name: TextFieldName;
  /** The question, as the radio group's name. */
  question: string;
  /** The group's accessible name when the question alone is ambiguous (the same question in several list entries). */
  ariaLabel?: string;
  required?: boolean;
  /** Shown under the answers until a validation message replaces it. */
  hint?: string;
  /** Runs after the answer changed, e.g. to clear details that only a Yes asks for. */
  onValueChange?: (value: string) => void;
};

/**
 * A question answered Yes ('Y') or No ('N') with two radio buttons: both answers are visible at once, which
 * suits a question of a sentence or more better than a select. Its message is tied to the group.
 */
export function YesNoField({ name, question, ariaLabel, required, hint, onValueChange }: YesNoFieldProps) {
  const { field, change, message } = useFormField(name);
  // Declared on step 1, a Yes/No would be in the server's HTML before its scripts arrive (they come after the page).
  const choose = (choice: string) => {
    change(choice);
    onValueChange?.(choice);
  };
  const groupRef = useEarlyChoice(field.value, choose);
  const labelId = useId();
  const messageId = useId();
  const helperText = message ?? hint;
  const answers = useYesNoOptions();
  return (
    <FormControl error={Boolean(message)} sx={{ minWidth: 0 }}>
      <FormLabel
        id={labelId}
        // The asterisk is shown but kept out of the group's name (see required-marker.ts); a no-break space keeps
        // it on the question's last line.
        sx={required ? { '&::after': { content: '"\\202F*" / ""' } } : undefined}
      >
        {question}
      </FormLabel>
      <RadioGroup
        ref={groupRef}
        row
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => choose(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={ariaLabel ? undefined : labelId}
        aria-label={ariaLabel}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={helperText ? messageId : undefined}
      >
        {answers.map((answer, index) => (
          <FormControlLabel
            key={answer.value}
            value={answer.value}
            label={answer.label}
            // A validation error moves focus to the first answer.
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
      {helperText && <FormHelperText id={messageId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
