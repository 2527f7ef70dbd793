'use client';

import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { meetsQuestion, NUMBER_PATTERN } from '@/lib/screening/questions';
import type { WizardQuestion, WizardScreening } from '@/lib/screening/wizard-screening';
import { useEarlyChoice, useEarlyTyping } from '@/components/wizard/use-early-typing';
import { useFormField } from '@/components/wizard/use-form-field';
import { useTranslations } from 'next-intl';

/** The asterisk of a required question: shown, kept out of its accessible name (../wizard/required-marker.ts). */
const requiredQuestionSx = { '&::after': { content: '"\\202F*" / ""' } } as const;

/**
 * The carrier's screening questions at the end of step 1 (docs/screening.md), in the applicant's language, each
 * answered with radio buttons (yes/no, one of a list) or a number. Every question needs an answer to go on
 * (components/wizard/schema-checks.ts); an answer that does not meet a knock-out question is taken, and the applicant
 * is told, kindly, what the carrier looks for and that the office decides. Fetched after the page
 * (components/wizard/steps/basic-information-step.tsx): nothing of it is in the wizard's first download.
 */
export default function ScreeningSection({ screening }: { screening: WizardScreening }) {
  const t = useTranslations('Screening');
  const { carrier } = screening;
  return (
    // Laid out as step 1's other parts are (its sub-headings, a column of fields), with Box alone: using their
    // components here would move them out of step 1's own chunk, which the page loads first.
    <Box component="section" aria-labelledby="screening-heading">
      <Typography id="screening-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('heading', { carrier })}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 1 }}>
        <Typography>{t('intro', { carrier })}</Typography>
        {screening.questions.map((question) => (
          <ScreeningQuestion key={question.key} question={question} carrier={carrier} />
        ))}
      </Box>
    </Box>
  );
}

function ScreeningQuestion({ question, carrier }: { question: WizardQuestion; carrier: string }) {
  const t = useTranslations('Screening');
  const { field, change, message } = useFormField(`screening.${question.key}`);
  const value = typeof field.value === 'string' ? field.value : '';
  // The section is in the server's HTML but its scripts come after the page: what was answered meanwhile is kept.
  const typeNumber = (typed: string) => change(numberTyped(typed));
  const typedRef = useEarlyTyping(field, typeNumber);
  const choiceRef = useEarlyChoice(field.value, change);
  const labelId = useId();
  const messageId = useId();
  const noteId = useId();
  const notMet = question.requirement && isComplete(question, value) && !meetsQuestion({ kind: question.kind, ...question.requirement }, value);
  const describedBy = [message || question.kind === 'number' ? messageId : '', notMet ? noteId : ''].filter(Boolean).join(' ') || undefined;

  const note = notMet && (
    // Announced politely when it appears (an answer just chosen), not as an error: nothing is wrong with the answer.
    <Alert id={noteId} role="status" severity="info" variant="outlined" sx={{ mt: 1 }}>
      {t('notMet', { carrier, requirement: requirementText(question, t) })}
    </Alert>
  );

  if (question.kind === 'number') {
    // The question above the input, as for the other kinds: a sentence does not fit a floating label.
    const inputId = `${labelId}-input`;
    return (
      <Box>
        <FormControl error={Boolean(message)} sx={{ minWidth: 0, width: '100%' }}>
          <FormLabel htmlFor={inputId} lang={question.lang} sx={{ ...requiredQuestionSx, mb: 1 }}>
            {question.text}
          </FormLabel>
          <OutlinedInput
            id={inputId}
            name={field.name}
            value={value}
            onChange={(event) => typeNumber(event.target.value)}
            onBlur={field.onBlur}
            inputRef={typedRef}
            sx={{ width: { xs: '100%', sm: '12rem' } }}
            inputProps={{ inputMode: 'decimal', autoComplete: 'off', maxLength: 9, 'aria-required': true, 'aria-describedby': describedBy }}
          />
          <FormHelperText id={messageId}>{message ?? t('numberHint')}</FormHelperText>
        </FormControl>
        {note}
      </Box>
    );
  }

  const answers =
    question.kind === 'yes-no'
      ? [
          { value: 'yes', label: t('yes') },
          { value: 'no', label: t('no') },
        ]
      : question.options;
  return (
    <Box>
      <FormControl error={Boolean(message)} sx={{ minWidth: 0 }}>
        <FormLabel id={labelId} lang={question.lang} sx={requiredQuestionSx}>
          {question.text}
        </FormLabel>
        <RadioGroup
          ref={choiceRef}
          row={question.kind === 'yes-no'}
          name={field.name}
          value={value}
          onChange={(event) => change(event.target.value)}
          onBlur={field.onBlur}
          aria-labelledby={labelId}
          aria-required
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
        >
          {answers.map((answer, index) => (
            <FormControlLabel
              key={answer.value}
              value={answer.value}
              label={answer.label}
              lang={'lang' in answer ? answer.lang : undefined}
              // A validation error moves focus to the first answer.
              control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
            />
          ))}
        </RadioGroup>
        {message && <FormHelperText id={messageId}>{message}</FormHelperText>}
      </FormControl>
      {note}
    </Box>
  );
}

/** What a number input keeps of what was typed: digits and one decimal point (a comma reads as one), 6.2 at most. */
function numberTyped(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/,/g, '.').replace(/[^\d.]/g, '').split('.');
  const digits = whole.slice(0, 6);
  return rest.length > 0 ? `${digits}.${rest.join('').slice(0, 2)}` : digits;
}

/** An answer complete enough to judge: a choice made, or a whole number typed ("2." is on its way to "2.5"). */
const isComplete = (question: WizardQuestion, value: string) =>
  value !== '' && (question.kind !== 'number' || NUMBER_PATTERN.test(value));

/** What the carrier looks for, in the applicant's words: “Yes”, “Class A” or “Class B”, 2 or more. */
function requirementText(question: WizardQuestion, t: ReturnType<typeof useTranslations<'Screening'>>): string {
  const { accepted, min, max } = question.requirement!;
  if (question.kind === 'number') {
    if (min !== '' && max !== '') return min === max ? min : t('between', { min, max });
    return min !== '' ? t('atLeast', { min }) : t('atMost', { max });
  }
  const labels = accepted.map((answer) =>
    t('quoted', { answer: question.kind === 'yes-no' ? t(answer === 'yes' ? 'yes' : 'no') : (question.options.find((option) => option.value === answer)?.label ?? answer) }),
  );
  return labels.length > 1 ? t('orList', { items: labels.slice(0, -1).join(', '), last: labels.at(-1)! }) : (labels[0] ?? '');
}
