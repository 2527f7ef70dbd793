'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { fieldMessages } from '@/lib/applicant/schema';
import { MAX_OPTIONS, OPTION_TEXT_MAX, QUESTION_TEXT_MAX, ruleText, SCREENING_KINDS, type QuestionVersion, type ScreeningKind, type ScreeningRule } from '@/lib/screening/questions';
import { questionInputSchema } from '@/lib/screening/question-input';
import { staffFetch } from '@/lib/staff/staff-fetch';
import { FlagChip } from '@/components/staff/flag-chip';

/** A question's newest version as the page hands it over. */
export type EditorQuestion = QuestionVersion & { status: 'active' | 'retired'; position: number };

type Values = {
  kind: ScreeningKind;
  rule: ScreeningRule;
  textEn: string;
  textEs: string;
  options: { en: string; es: string; accepted: boolean }[];
  /** yes-no: the answer that meets it. */
  yesNo: '' | 'yes' | 'no';
  min: string;
  max: string;
};

const EMPTY: Values = {
  kind: 'yes-no',
  rule: 'knock-out',
  textEn: '',
  textEs: '',
  options: [
    { en: '', es: '', accepted: false },
    { en: '', es: '', accepted: false },
  ],
  yesNo: 'yes',
  min: '',
  max: '',
};

function valuesOf(question: EditorQuestion): Values {
  return {
    kind: question.kind,
    rule: question.rule,
    textEn: question.textEn,
    textEs: question.textEs,
    options:
      question.kind === 'choice'
        ? question.options.map((option) => ({ ...option, accepted: question.accepted.includes(option.en) }))
        : EMPTY.options,
    yesNo: question.kind === 'yes-no' ? ((question.accepted[0] as 'yes' | 'no' | undefined) ?? '') : 'yes',
    min: question.min,
    max: question.max,
  };
}

/** What the form sends: the staff API's question (lib/screening/question-input.ts). */
function inputOf(values: Values) {
  return {
    kind: values.kind,
    rule: values.rule,
    textEn: values.textEn,
    textEs: values.textEs,
    options: values.kind === 'choice' ? values.options.map(({ en, es }) => ({ en, es })) : [],
    accepted:
      values.kind === 'yes-no'
        ? values.yesNo
          ? [values.yesNo]
          : []
        : values.kind === 'choice'
          ? values.options.filter((option) => option.accepted).map((option) => option.en.trim())
          : [],
    min: values.kind === 'number' ? values.min : '',
    max: values.kind === 'number' ? values.max : '',
  };
}

/**
 * A carrier's screening questions (docs/screening.md): the list in the order the wizard asks them, each with its
 * rule, version and whether it is asked, moved up or down, retired or asked again; and the form that adds one or
 * edits one (an edit is saved as the question's next version: the applications that answered the old one keep it).
 * Its section hands it `Staff.questionKinds`.
 */
export function ScreeningQuestionsEditor({ code, questions }: { code: string; questions: EditorQuestion[] }) {
  const router = useRouter();
  const t = useTranslations('Staff');
  const [editing, setEditing] = useState<EditorQuestion | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const base = `/api/staff/companies/${encodeURIComponent(code)}/screening`;

  const act = async (questionId: string, body: object, done: string) => {
    setBusy(questionId);
    setMessage(null);
    try {
      const response = await staffFetch(`${base}/${questionId}`, { method: 'PATCH', body });
      const answer = (await response.json().catch(() => ({}))) as { error?: string };
      setMessage(response.ok ? { severity: 'success', text: done } : { severity: 'error', text: answer.error ?? 'Could not save. Try again.' });
      if (response.ok) router.refresh();
    } catch {
      setMessage({ severity: 'error', text: 'No connection to the server. Nothing was changed.' });
    } finally {
      setBusy(null);
    }
  };

  const finished = (text: string) => {
    setMessage({ severity: 'success', text });
    setEditing(null);
    setFormKey((key) => key + 1);
    router.refresh();
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      {questions.length === 0 ? (
        <Typography color="text.secondary">No questions yet: the wizard asks none for {code}.</Typography>
      ) : (
        <Box component="ol" aria-label={`Screening questions of ${code}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {questions.map((question, index) => (
            <Paper key={question.questionId} component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', bgcolor: question.status === 'retired' ? 'action.hover' : undefined }}>
              <Box sx={{ display: 'flex', gap: 1.5, flex: '1 1 18rem', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, minWidth: '1.5rem' }}>{index + 1}.</Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{question.textEn}</Typography>
                <Typography variant="body2" color="text.secondary" lang={question.textEs ? 'es' : undefined} sx={{ overflowWrap: 'anywhere' }}>
                  {question.textEs ? `Spanish: ${question.textEs}` : 'No Spanish text: Spanish pages show the English one.'}
                </Typography>
                <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75, alignItems: 'center' }}>
                  <Chip size="small" variant="outlined" label={t(`questionKinds.${question.kind}`)} />
                  <FlagChip tone={question.rule === 'knock-out' ? 'error' : 'info'} label={ruleText(question)} />
                  <Chip size="small" label={question.status === 'active' ? 'Asked' : 'Retired'} color={question.status === 'active' ? 'success' : 'default'} variant={question.status === 'active' ? 'filled' : 'outlined'} />
                  <Typography variant="caption" color="text.secondary">
                    Version {question.version}
                  </Typography>
                </Box>
              </Box>
              </Box>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                <IconButton
                  size="small"
                  aria-label={`Move question ${index + 1} up`}
                  disabled={index === 0 || busy !== null}
                  onClick={() => void act(question.questionId, { move: 'up' }, `Question moved to place ${index}.`)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move question ${index + 1} down`}
                  disabled={index === questions.length - 1 || busy !== null}
                  onClick={() => void act(question.questionId, { move: 'down' }, `Question moved to place ${index + 2}.`)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <Button size="small" onClick={() => { setEditing(question); setFormKey((key) => key + 1); setMessage(null); }} aria-label={`Edit question ${index + 1}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color={question.status === 'active' ? 'error' : 'primary'}
                  disabled={busy !== null}
                  aria-label={`${question.status === 'active' ? 'Retire' : 'Ask again'} question ${index + 1}`}
                  onClick={() =>
                    void act(
                      question.questionId,
                      { asked: question.status !== 'active' },
                      question.status === 'active' ? 'Question retired: the wizard no longer asks it.' : 'The wizard asks the question again.',
                    )
                  }
                >
                  {question.status === 'active' ? 'Retire' : 'Ask again'}
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, mb: 1.5 }}>
          {editing ? `Edit question ${questions.findIndex((question) => question.questionId === editing.questionId) + 1} (saved as version ${editing.version + 1})` : 'Add a question'}
        </Typography>
        <QuestionForm
          key={formKey}
          initial={editing ? valuesOf(editing) : EMPTY}
          onCancel={editing ? () => { setEditing(null); setFormKey((key) => key + 1); } : undefined}
          save={async (input) => {
            const response = await staffFetch(editing ? `${base}/${editing.questionId}` : base, {
              method: editing ? 'PUT' : 'POST',
              body: editing ? { ...input, version: editing.version } : input,
            });
            const answer = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string>; version?: number; changed?: boolean };
            if (response.ok) {
              finished(editing ? (answer.changed ? `Saved as version ${answer.version}.` : 'Nothing changed.') : 'Question added: the wizard asks it from now on.');
              return null;
            }
            return { error: answer.error ?? 'Could not save. Try again.', fields: answer.fields ?? {} };
          }}
        />
      </Paper>
    </Box>
  );
}

type SaveResult = { error: string; fields: Record<string, string> } | null;

function QuestionForm({ initial, save, onCancel }: { initial: Values; save: (input: ReturnType<typeof inputOf>) => Promise<SaveResult>; onCancel?: () => void }) {
  const t = useTranslations('Staff');
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const setOption = (index: number, changes: Partial<Values['options'][number]>) =>
    set({ options: values.options.map((option, at) => (at === index ? { ...option, ...changes } : option)) });
  const word = values.rule === 'knock-out' ? 'Required' : 'Preferred';
  // The bounds of a number question: the least and the most accepted (or preferred) answer.
  const boundField = (bound: 'min' | 'max', label: string, hint: string) => ({
    label: `${word}: ${label}`,
    value: values[bound],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set({ [bound]: event.target.value }),
    size: 'small' as const,
    error: Boolean(errors[bound]),
    helperText: errors[bound] ?? hint,
    slotProps: { htmlInput: { inputMode: 'decimal' as const, maxLength: 9 } },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = inputOf(values);
    const parsed = questionInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await save(input);
      if (result) {
        setErrors(result.fields);
        setProblem(result.error);
      }
    } catch {
      setProblem('No connection to the server. Nothing was saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Screening question" sx={{ display: 'grid', gap: 2 }}>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '14rem 1fr' }, alignItems: 'start' }}>
        <TextField
          select
          label="Kind"
          value={values.kind}
          onChange={(event) => set({ kind: event.target.value as ScreeningKind })}
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {SCREENING_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`questionKinds.${kind}`)}
            </option>
          ))}
        </TextField>
        <FormControl>
          <FormLabel id="screening-rule-label">Rule</FormLabel>
          <RadioGroup row aria-labelledby="screening-rule-label" value={values.rule} onChange={(event) => set({ rule: event.target.value as ScreeningRule })}>
            <FormControlLabel value="knock-out" control={<Radio size="small" />} label="Knock-out (a requirement)" />
            <FormControlLabel value="priority" control={<Radio size="small" />} label="Priority (a preference)" />
          </RadioGroup>
        </FormControl>
      </Box>
      <TextField
        label="Question (English)"
        value={values.textEn}
        onChange={(event) => set({ textEn: event.target.value })}
        required
        multiline
        minRows={1}
        size="small"
        error={Boolean(errors.textEn)}
        helperText={errors.textEn ?? 'As the applicant reads it, e.g. "Do you hold a Class A CDL?"'}
        slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
      />
      <TextField
        label="Question (Spanish)"
        value={values.textEs}
        onChange={(event) => set({ textEs: event.target.value })}
        multiline
        minRows={1}
        size="small"
        error={Boolean(errors.textEs)}
        helperText={errors.textEs ?? 'Optional: without it, Spanish pages show the English text.'}
        slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX, lang: 'es' } }}
      />
      {values.kind === 'yes-no' && (
        <FormControl error={Boolean(errors.accepted)}>
          <FormLabel id="screening-yes-no-label">{word} answer</FormLabel>
          <RadioGroup row aria-labelledby="screening-yes-no-label" value={values.yesNo} onChange={(event) => set({ yesNo: event.target.value as 'yes' | 'no' })}>
            <FormControlLabel value="yes" control={<Radio size="small" />} label="Yes" />
            <FormControlLabel value="no" control={<Radio size="small" />} label="No" />
          </RadioGroup>
          {errors.accepted && <Typography variant="caption" color="error">{errors.accepted}</Typography>}
        </FormControl>
      )}
      {values.kind === 'choice' && (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: 1.5, display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            Options (check the {word.toLowerCase()} ones)
          </Typography>
          {values.options.map((option, index) => (
            <Box key={index} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr 1fr auto' }, alignItems: 'center' }}>
              <FormControlLabel
                control={<Checkbox size="small" checked={option.accepted} onChange={(event) => setOption(index, { accepted: event.target.checked })} />}
                label={word}
                aria-label={`Option ${index + 1} ${word.toLowerCase()}`}
              />
              <TextField
                label={`Option ${index + 1} (English)`}
                value={option.en}
                onChange={(event) => setOption(index, { en: event.target.value })}
                size="small"
                error={Boolean(errors[`options.${index}.en`])}
                helperText={errors[`options.${index}.en`]}
                slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX } }}
              />
              <TextField
                label={`Option ${index + 1} (Spanish)`}
                value={option.es}
                onChange={(event) => setOption(index, { es: event.target.value })}
                size="small"
                slotProps={{ htmlInput: { maxLength: OPTION_TEXT_MAX, lang: 'es' } }}
              />
              <Button
                size="small"
                color="error"
                disabled={values.options.length <= 2}
                onClick={() => set({ options: values.options.filter((_, at) => at !== index) })}
                aria-label={`Remove option ${index + 1}`}
              >
                Remove
              </Button>
            </Box>
          ))}
          {(errors.options || errors.accepted) && (
            <Typography variant="caption" color="error">
              {[errors.options, errors.accepted].filter(Boolean).join(' ')}
            </Typography>
          )}
          {values.options.length < MAX_OPTIONS && (
            <Box>
              <Button size="small" variant="outlined" onClick={() => set({ options: [...values.options, { en: '', es: '', accepted: false }] })}>
                Add an option
              </Button>
            </Box>
          )}
        </Box>
      )}
      {values.kind === 'number' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '12rem 12rem' } }}>
          <TextField {...boundField('min', 'at least', 'e.g. 21 (years), 2 (years of experience)')} />
          <TextField {...boundField('max', 'at most', 'Empty: no upper limit')} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={busy}>
          {onCancel ? 'Save as a new version' : 'Add question'}
        </Button>
        {onCancel && (
          <Button variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
