'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { PreviousAddress } from '@/lib/applicant/form-values';
import { randomId } from '@/lib/applicant/random-id';
import { MAX_PREVIOUS_ADDRESSES, residenceGap } from '@/lib/applicant/residence';
import { basicInformation, CURRENT_ADDRESS_FIELDS, PERSON_FIELDS } from '@/lib/applicant/steps/basic-information';
import { useFormFacts } from '../form-facts';
import { Column } from '../column';
import { FieldGrid } from '../field-grid';
import { StepField } from '../step-field';
import { useWizardForm } from '../wizard-form';
import { useStepSpec, useWizardMessages, useWizardTexts } from '../wizard-texts';
/** Shown only after a Next that found the addresses short of 3 years: not part of the page's first script. */
const Alert = lazy(() => import('@mui/material/Alert'));

function emptyPreviousAddress(fields: readonly string[]): PreviousAddress {
  return { id: randomId(), ...Object.fromEntries(fields.map((name) => [name, ''])) } as PreviousAddress;
}

function SubHeading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export function BasicInformationStep() {
  const { fields: basicFields, texts } = useStepSpec(basicInformation);
  return (
    <Column spacing={3}>
      <FieldGrid>
        {PERSON_FIELDS.map((name) => (
          <StepField key={name} name={name} spec={basicFields[name]} />
        ))}
      </FieldGrid>
      <Box component="section" aria-labelledby="current-address-heading">
        <SubHeading id="current-address-heading">{texts.currentAddress}</SubHeading>
        <FieldGrid sx={{ mt: 1.5 }}>
          {CURRENT_ADDRESS_FIELDS.map((name) =>
            // The street gets a line of its own.
            name === 'street' ? (
              <Box key={name} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                <StepField name={name} spec={basicFields[name]} />
              </Box>
            ) : (
              <StepField key={name} name={name} spec={basicFields[name]} />
            ),
          )}
        </FieldGrid>
      </Box>
      <PreviousAddresses />
    </Column>
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
  const { texts } = useStepSpec(basicInformation);

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
    append(emptyPreviousAddress(previousAddressFields), { focusName: `previousAddresses.${fields.length}.prevStreet1` });
  const removeAt = (index: number) => {
    focusAddButton.current = true;
    remove(index);
  };

  return (
    <Box component="section" aria-labelledby="previous-addresses-heading">
      <SubHeading id="previous-addresses-heading">{texts.previousAddresses}</SubHeading>
      <Column spacing={2} sx={{ mt: 1 }}>
        <Typography>{texts.previousAddressesIntro}</Typography>
        {coverageMessage && (
          <Suspense fallback={<Typography role="alert" color="error">{coverageMessage}</Typography>}>
            <Alert severity="error">{coverageMessage}</Alert>
          </Suspense>
        )}
        {fields.map((entry, index) => (
          <PreviousAddressFieldset key={entry.id} index={index} onRemove={() => removeAt(index)} />
        ))}
        {fields.length < MAX_PREVIOUS_ADDRESSES && (
          <div>
            <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={add}>
              {texts.addPreviousAddress}
            </Button>
          </div>
        )}
      </Column>
    </Box>
  );
}

function PreviousAddressFieldset({ index, onRemove }: { index: number; onRemove: () => void }) {
  const path = `previousAddresses.${index}` as const;
  const addressSpecs = useStepSpec(basicInformation).groups.previousAddresses.fields;
  // Formatted on the server (lib/i18n/wizard-texts.ts): the legend, each input's name, and Remove's.
  const entry = useWizardTexts().previousAddresses[index];
  const removeText = useWizardMessages().Wizard.remove;
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 0.5, pb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {entry?.legend}
      </Typography>
      <FieldGrid sx={{ mt: 1 }}>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <StepField name={`${path}.prevStreet1`} spec={addressSpecs.prevStreet} ariaLabel={entry?.fields.prevStreet} />
        </Box>
        <StepField name={`${path}.prevCity1`} spec={addressSpecs.prevCity} ariaLabel={entry?.fields.prevCity} />
        <StepField name={`${path}.prevState1`} spec={addressSpecs.prevState} ariaLabel={entry?.fields.prevState} />
        <StepField name={`${path}.prevZip1`} spec={addressSpecs.prevZip} ariaLabel={entry?.fields.prevZip} />
        <StepField name={`${path}.prevMovedIn1`} spec={addressSpecs.prevMovedIn} ariaLabel={entry?.fields.prevMovedIn} />
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <Button variant="text" color="error" onClick={onRemove} aria-label={entry?.remove}>
          {removeText}
        </Button>
      </Box>
    </Box>
  );
}
