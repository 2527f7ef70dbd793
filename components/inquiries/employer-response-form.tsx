'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readCookie } from '@/lib/cookies';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/csrf-names';
import { MAX_ACCIDENTS } from '@/lib/inquiries/response-schema';

type Accident = { date: string; location: string; injuries: string; fatalities: string; hazmatRelease: string };
const NEW_ACCIDENT: Accident = { date: '', location: '', injuries: '0', fatalities: '0', hazmatRelease: '' };

const TEXT_FIELDS = ['employedFrom', 'employedTo', 'position', 'violationDetails', 'responderName', 'responderTitle', 'responderPhone', 'responderEmail'] as const;
const CHOICES = ['employed', 'hadAccidents', 'dotTested', 'alcoholTest04', 'positiveDrugTest', 'refusedTest', 'otherViolation', 'returnToDuty'] as const;
type Values = Record<(typeof TEXT_FIELDS)[number] | (typeof CHOICES)[number], string>;
const EMPTY = Object.fromEntries([...TEXT_FIELDS, ...CHOICES].map((name) => [name, ''])) as Values;

/**
 * The questions of 391.23(d) and (e). The server is the only judge (lib/inquiries/response-schema.ts): its messages
 * are shown beside the fields they concern, as in the wizard, and the first of them is focused.
 */
export function EmployerResponseForm({ token }: { token: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [accidents, setAccidents] = useState<Accident[]>([]);
  const [certified, setCertified] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  // A message answers the last attempt; once the employer changes that answer it no longer applies, and left on
  // screen it would say a corrected field is still wrong.
  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _answered, ...rest } = current;
      return rest;
    });
  const set = (name: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
    if (name === 'hadAccidents') clearError('accidents');
  };
  const anyViolation = ['alcoholTest04', 'positiveDrugTest', 'refusedTest', 'otherViolation'].some((name) => values[name as keyof Values] === 'yes');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem('');
    const answers: Record<string, unknown> = { certified };
    for (const name of TEXT_FIELDS) answers[name] = values[name];
    for (const name of CHOICES) if (values[name]) answers[name] = values[name];
    answers.accidents = values.hadAccidents === 'yes' ? accidents : [];
    try {
      const response = await fetch('/api/inquiries/answers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: readCookie(CSRF_COOKIE, document.cookie) ?? '' },
        body: JSON.stringify({ token, answers }),
        credentials: 'same-origin',
        cache: 'no-store',
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      if (response.status === 201) {
        setDone(true);
        return;
      }
      setErrors(body.fields ?? {});
      setProblem(body.error ?? 'The answers could not be sent. Please try again.');
      const first = Object.keys(body.fields ?? {})[0];
      if (first) document.getElementById(`field-${first.replace(/\./g, '-')}`)?.focus();
    } catch {
      setProblem('The answers could not be sent: check the connection and try again.');
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return <Alert severity="success" role="status">Thank you: your answers were sent to the carrier. This link now shows &quot;already answered&quot;.</Alert>;
  }

  const text = (name: (typeof TEXT_FIELDS)[number], label: string, extra: { helper?: string; multiline?: boolean; type?: string } = {}) => (
    <TextField id={`field-${name}`} label={label} value={values[name]} onChange={(event) => set(name)(event.target.value)}
      error={Boolean(errors[name])} helperText={errors[name] ?? extra.helper} multiline={extra.multiline} type={extra.type} fullWidth />
  );
  const choice = (name: (typeof CHOICES)[number], question: string) => (
    <FormControl error={Boolean(errors[name])}>
      <FormLabel id={`label-${name}`}>{question}</FormLabel>
      <RadioGroup row aria-labelledby={`label-${name}`} value={values[name]} onChange={(event) => set(name)(event.target.value)}>
        <FormControlLabel value="yes" control={<Radio slotProps={{ input: { id: values[name] === '' ? `field-${name}` : undefined } }} />} label="Yes" />
        <FormControlLabel value="no" control={<Radio />} label="No" />
      </RadioGroup>
      {errors[name] && <FormHelperText>{errors[name]}</FormHelperText>}
    </FormControl>
  );
  const section = (title: string, children: ReactNode) => (
    <Paper component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>{title}</Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
  const setAccident = (index: number, name: keyof Accident, value: string) => {
    setAccidents((rows) => rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
    clearError(`accidents.${index}.${name}`);
  };
  const addAccident = () => {
    setAccidents((rows) => [...rows, NEW_ACCIDENT]);
    clearError('accidents');
  };
  // The rows after it are renumbered, so the messages of every row would point at the wrong one.
  const removeAccident = (index: number) => {
    setAccidents((rows) => rows.filter((_, i) => i !== index));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('accidents'))));
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={3}>
        {section('Employment (391.23(d))', <>
          {choice('employed', 'Did this driver work for you?')}
          {values.employed === 'yes' && <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {text('employedFrom', 'Employed from (MM/YYYY)')}
              {text('employedTo', 'Employed to (MM/YYYY)')}
            </Stack>
            {text('position', 'Position')}
          </>}
        </>)}
        {section('Accidents in the past three years (391.23(d), 390.15(b))', <>
          {choice('hadAccidents', 'Was the driver in any accident in the past three years?')}
          {errors.accidents && <Alert severity="error">{errors.accidents}</Alert>}
          {values.hadAccidents === 'yes' && <>
            {accidents.map((accident, index) => (
              <Paper key={index} variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Accident ${index + 1}`}>
                <Stack spacing={2}>
                  <Typography sx={{ fontWeight: 600 }}>Accident {index + 1}</Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField id={`field-accidents-${index}-date`} label="Date (MM/DD/YYYY)" value={accident.date} onChange={(event) => setAccident(index, 'date', event.target.value)}
                      error={Boolean(errors[`accidents.${index}.date`])} helperText={errors[`accidents.${index}.date`]} fullWidth />
                    <TextField id={`field-accidents-${index}-location`} label="City and state" value={accident.location} onChange={(event) => setAccident(index, 'location', event.target.value)}
                      error={Boolean(errors[`accidents.${index}.location`])} helperText={errors[`accidents.${index}.location`]} fullWidth />
                  </Stack>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField id={`field-accidents-${index}-injuries`} label="Injuries" inputMode="numeric" value={accident.injuries} onChange={(event) => setAccident(index, 'injuries', event.target.value)}
                      error={Boolean(errors[`accidents.${index}.injuries`])} helperText={errors[`accidents.${index}.injuries`]} fullWidth />
                    <TextField id={`field-accidents-${index}-fatalities`} label="Fatalities" inputMode="numeric" value={accident.fatalities} onChange={(event) => setAccident(index, 'fatalities', event.target.value)}
                      error={Boolean(errors[`accidents.${index}.fatalities`])} helperText={errors[`accidents.${index}.fatalities`]} fullWidth />
                  </Stack>
                  <FormControl error={Boolean(errors[`accidents.${index}.hazmatRelease`])}>
                    <FormLabel id={`label-hazmat-${index}`}>Was hazardous material released?</FormLabel>
                    <RadioGroup row aria-labelledby={`label-hazmat-${index}`} value={accident.hazmatRelease} onChange={(event) => setAccident(index, 'hazmatRelease', event.target.value)}>
                      <FormControlLabel value="yes" control={<Radio />} label="Yes" />
                      <FormControlLabel value="no" control={<Radio />} label="No" />
                    </RadioGroup>
                    {errors[`accidents.${index}.hazmatRelease`] && <FormHelperText>{errors[`accidents.${index}.hazmatRelease`]}</FormHelperText>}
                  </FormControl>
                  <Button onClick={() => removeAccident(index)} sx={{ alignSelf: 'flex-start' }}>Remove accident {index + 1}</Button>
                </Stack>
              </Paper>
            ))}
            {accidents.length < MAX_ACCIDENTS && (
              <Button variant="outlined" onClick={addAccident} sx={{ alignSelf: 'flex-start' }}>Add an accident</Button>
            )}
          </>}
        </>)}
        {section('Drug and alcohol history (391.23(e), 40.25(b))', <>
          <Typography variant="body2">
            Employers regulated by FMCSA report these violations to the FMCSA Drug and Alcohol Clearinghouse, which the
            carrier queries. Answer here if the job was tested under another DOT agency or a follow-up testing plan applies.
          </Typography>
          {choice('dotTested', 'Was the job subject to DOT drug and alcohol testing?')}
          {values.dotTested === 'yes' && <>
            {choice('alcoholTest04', 'In the past three years, an alcohol test of 0.04 or more?')}
            {choice('positiveDrugTest', 'A verified positive drug test?')}
            {choice('refusedTest', 'A refusal to be tested (including an adulterated or substituted sample)?')}
            {choice('otherViolation', 'Any other violation of DOT drug and alcohol rules?')}
            {anyViolation && choice('returnToDuty', 'Did the driver complete the return-to-duty process?')}
            {anyViolation && text('violationDetails', 'Details (dates, follow-up testing plan)', { multiline: true })}
          </>}
        </>)}
        {section('Who is answering', <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('responderName', 'Your name')}
            {text('responderTitle', 'Your title')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('responderPhone', 'Phone', { type: 'tel' })}
            {text('responderEmail', 'Email', { type: 'email' })}
          </Stack>
          <FormControl error={Boolean(errors.certified)}>
            <FormControlLabel control={<Checkbox id="field-certified" checked={certified} onChange={(event) => { setCertified(event.target.checked); clearError('certified'); }} />}
              label="I certify that these answers are true and complete to the best of my knowledge and the employer's records." />
            {errors.certified && <FormHelperText>{errors.certified}</FormHelperText>}
          </FormControl>
        </>)}
        {problem && <Alert severity="error" role="alert">{problem}</Alert>}
        <Button type="submit" variant="contained" size="large" loading={sending} sx={{ alignSelf: 'flex-start' }}>Send the answers</Button>
      </Stack>
    </Box>
  );
}
