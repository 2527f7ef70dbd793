'use client';

import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { PreviousAddress } from '@/lib/applicant/form-values';
import { randomId } from '@/lib/applicant/random-id';
import { residenceGap } from '@/lib/applicant/residence';
import { basicInformation } from '@/lib/applicant/steps/basic-information';
import { useFormFacts } from '../form-facts';
import { Column } from '../column';
import { DeclaredFields, SubHeading } from '../declared-fields';
import { EntryFields } from '../entry-fields';
import { StepField } from '../step-field';
import { OptionalPart } from '../optional-part';
import { useWizardForm } from '../wizard-form';
import { useTranslations } from 'next-intl';
import { declaredKey } from '@/lib/i18n/declared-key';
/** Shown only after a Next that found the addresses short of 3 years: not part of the page's first script. */
const Alert = lazy(() => import('@mui/material/Alert'));
/** "Start from a saved application" (its button, its reader and the filling): fetched after the page. */
const StartFromFile = lazy(() => import('@/components/application-file/start-from-file').then((module) => ({ default: module.StartFromFile })));
/** The carrier's screening questions (radio buttons, the requirement notes): fetched after the page. */
const ScreeningSection = lazy(() => import('@/components/screening/screening-section'));
/** "Scan the back of your CDL" (docs/cdl-scan.md): its code, texts runtime and decoder come after the page. */
const CdlScan = lazy(() => import('@/components/cdl-scan/cdl-scan'));

const { previousAddresses } = basicInformation.groups;

function emptyPreviousAddress(fields: readonly string[]): PreviousAddress {
  return { id: randomId(), ...Object.fromEntries(fields.map((name) => [name, ''])) } as PreviousAddress;
}

/**
 * Step 1, part of the page's first download: drawn by StepField, which draws typed answers at once and fetches the
 * inputs of any other kind declared here (a Yes/No, a choice) when the step shows one, so they stay out of that
 * download.
 */
export function BasicInformationStep() {
  return (
    <Column spacing={3}>
      <OptionalPart>
        <Suspense fallback={null}>
          <StartFromFile />
        </Suspense>
      </OptionalPart>
      <OptionalPart>
        <CdlScanOffer />
      </OptionalPart>
      <DeclaredFields step={basicInformation} Field={StepField} />
      <PreviousAddresses />
      <Screening />
    </Column>
  );
}

const noChange = () => () => {};

/** Drawn once the page runs (a file input needs the page's script anyway), so it is never part of the server's HTML. */
function CdlScanOffer() {
  const running = useSyncExternalStore(noChange, () => true, () => false);
  return (
    running && (
      <Suspense fallback={null}>
        <CdlScan />
      </Suspense>
    )
  );
}

/** The carrier's questions, after the basic fields (lib/screening); until their section arrives, a line saying so. */
function Screening() {
  const { screening } = useFormFacts();
  const t = useTranslations('Screening');
  return (
    screening && (
      <Suspense fallback={<Typography role="status">{t('loading', { carrier: screening.carrier })}</Typography>}>
        <ScreeningSection screening={screening} />
      </Suspense>
    )
  );
}

/**
 * 391.21(b)(3): every address of the last three years. Entries are added one by one (at most three, enforced by
 * hiding the add button, as for employers); the list's message says how far back they must reach.
 */
function PreviousAddresses() {
  const { control } = useWizardForm();
  const { errors } = useFormState({ control, name: 'previousAddresses' });
  const { previousAddressFields } = useFormFacts();
  const { fields, append, remove } = useFieldArray({ control, name: 'previousAddresses' });
  const movedIn = useWatch({ control, name: 'movedIn' });
  const previous = useWatch({ control, name: 'previousAddresses' });
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddButton = useRef(false);
  const t = useTranslations('Steps');

  // The coverage message of the last Next, until the addresses reach back far enough.
  const listError = errors.previousAddresses;
  const listMessage = listError?.message ?? listError?.root?.message;
  const moves = [movedIn, ...previous.map((address) => address.prevMovedIn1)];
  const coverageMessage = listMessage && residenceGap(moves) !== null ? listMessage : undefined;

  // After a removal, focus goes to the add button rather than to the top of the page.
  useEffect(() => {
    if (!focusAddButton.current) return;
    focusAddButton.current = false;
    addButton.current?.focus();
  }, [fields.length]);

  const add = () =>
    append(emptyPreviousAddress(previousAddressFields), { focusName: `previousAddresses.${fields.length}.${previousAddressFields[0]}` });
  const removeAt = (index: number) => {
    focusAddButton.current = true;
    remove(index);
  };

  return (
    <Box component="section" aria-labelledby="previous-addresses-heading">
      <SubHeading id="previous-addresses-heading">{t('basic-information.texts.previousAddresses')}</SubHeading>
      <Column spacing={2} sx={{ mt: 1 }}>
        <Typography>{t('basic-information.texts.previousAddressesIntro')}</Typography>
        {coverageMessage && (
          <Suspense fallback={<Typography role="alert" color="error">{coverageMessage}</Typography>}>
            <Alert severity="error">{coverageMessage}</Alert>
          </Suspense>
        )}
        {fields.map((entry, index) => (
          <PreviousAddressFieldset key={entry.id} index={index} onRemove={() => removeAt(index)} />
        ))}
        {fields.length < previousAddresses.numbers.length && (
          <div>
            <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={add}>
              {t('basic-information.texts.addPreviousAddress')}
            </Button>
          </div>
        )}
      </Column>
    </Box>
  );
}

function PreviousAddressFieldset({ index, onRemove }: { index: number; onRemove: () => void }) {
  const n = index + 1;
  const t = useTranslations('Wizard');
  const fields = useTranslations('Fields');
  const entryName = useTranslations('Steps')('basic-information.groups.previousAddresses.entryName');
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 0.5, pb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('previousAddressEntry', { entryName, n })}
      </Typography>
      <EntryFields
        group={previousAddresses}
        path={`previousAddresses.${index}`}
        Field={StepField}
        ariaLabel={(field) => t('previousAddressField', { label: fields(declaredKey(`${field}.label`)), n })}
        spaced
      />
      <Box sx={{ mt: 2 }}>
        <Button variant="text" color="error" onClick={onRemove} aria-label={t('removePreviousAddress', { n })}>
          {t('remove')}
        </Button>
      </Box>
    </Box>
  );
}
