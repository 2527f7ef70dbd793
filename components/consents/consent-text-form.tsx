'use client';

import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CARRIER_TEXT_MAX, carrierTextSchema } from '@/lib/consents/consent-settings-input';
import type { CarrierWording } from '@/lib/consents/shown-consent';
import { useStaffSave } from '@/components/staff/use-staff-save';

type Props = {
  code: string;
  consent: string;
  /** The carrier's current wording (its number), or null while the app's own text is shown. */
  current: { number: number; en: CarrierWording; es: CarrierWording | null } | null;
  /** What the form starts from when the carrier has no wording yet: the app's text, as paragraphs. */
  startFrom: { en: CarrierWording; es: CarrierWording | null };
  /** PSP: English only, and only a newer version of the FMCSA's own form. */
  fmcsaOnly: boolean;
  /** The number the next version gets (after a withdrawal, too). */
  nextNumber: number;
};

const EMPTY: CarrierWording = { title: '', agree: '', body: '' };

/**
 * A carrier's own wording of one consent: saved as a new version (the older ones stay, as applications signed under
 * them name them), or withdrawn so the app's text is shown again. Paragraphs are separated by a blank line;
 * {carrierName}, {carrierAddress} and the agency's {agencyName}, {agencyAddress}, {agencyPhone}, {agencyWebsite} are
 * filled in as in the app's texts.
 */
export function ConsentTextForm({ code, consent, current, startFrom, fmcsaOnly, nextNumber }: Props) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [en, setEn] = useState<CarrierWording>(current?.en ?? startFrom.en);
  // Our Spanish is a start only for replacing our text: it does not translate a carrier's own English.
  const [es, setEs] = useState<CarrierWording>((current ? current.es : fmcsaOnly ? null : startFrom.es) ?? EMPTY);
  const [fmcsaWording, setFmcsaWording] = useState(false);
  const { errors, message, busy, save: saveText } = useStaffSave();
  const formId = useId();

  const send = (body: Record<string, unknown>) =>
    saveText('/api/staff/companies/consent-texts', carrierTextSchema, body, (data, answer) => {
      setEditing(false);
      router.refresh();
      return data.withdraw ? "Withdrawn: the app's text is shown again." : `Saved as version ${String(answer.number)}.`;
    });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void send({ code, consent, en, ...(fmcsaOnly ? { fmcsaWording } : { es }) });
  };

  const wordingFields = (language: 'en' | 'es', value: CarrierWording, change: (next: CarrierWording) => void, name: string) => {
    // Each part of a wording edits its own field of `value`, shows its own error, and has its own length limit.
    const partOf = (part: 'title' | 'body' | 'agree', label: string, hint: string) => ({
      label: `${name} ${label}`,
      value: value[part],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change({ ...value, [part]: event.target.value }),
      error: Boolean(errors[`${language}.${part}`]),
      helperText: errors[`${language}.${part}`] ?? hint,
      slotProps: { htmlInput: { maxLength: CARRIER_TEXT_MAX[part] } },
    });
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <TextField {...partOf('title', 'title', ' ')} size="small" />
        <TextField
          {...partOf('body', 'text', 'Separate paragraphs with a blank line; lines starting with "- " make a list.')}
          multiline
          minRows={6}
          maxRows={24}
        />
        <TextField {...partOf('agree', 'box label', 'What the applicant checks to agree, e.g. "I authorize these background reports."')} size="small" />
      </Box>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {message && <Alert severity={message.severity}>{message.text}</Alert>}
      {!editing && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setEditing(true)} aria-expanded={false} aria-controls={formId}>
            {current ? 'Change the wording' : fmcsaOnly ? 'Load a newer FMCSA version' : "Replace with your counsel's wording"}
          </Button>
          {current && (
            <Button color="warning" disabled={busy} onClick={() => void send({ code, consent, withdraw: true })}>
              Show the app&apos;s text again
            </Button>
          )}
        </Box>
      )}
      {editing && (
        <Box component="form" id={formId} onSubmit={save} noValidate aria-label={`New version of ${consent}`} sx={{ display: 'grid', gap: 2 }}>
          {wordingFields('en', en, setEn, 'English')}
          {fmcsaOnly ? (
            <div>
              <FormControlLabel
                control={<Checkbox checked={fmcsaWording} onChange={(event) => setFmcsaWording(event.target.checked)} />}
                label="This is a newer version of the FMCSA's own PSP Disclosure and Authorization form, word for word."
              />
              {errors.fmcsaWording && <FormHelperText error>{errors.fmcsaWording}</FormHelperText>}
            </div>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                Spanish (optional): without it, an applicant reading Spanish is shown the English, and the record says so.
              </Typography>
              {wordingFields('es', es, setEs, 'Spanish')}
            </>
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" loading={busy}>
              Save as version {nextNumber}
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
