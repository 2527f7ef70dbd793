'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import type { PreviousAddress } from '@/lib/applicant/form';
import { randomId } from '@/lib/applicant/random-id';
import { MAX_PREVIOUS_ADDRESSES, residenceGap } from '@/lib/applicant/residence';
import { useFieldMaxLength, useFormFacts } from '../form-facts';
import { Column } from '../column';
import { FieldGrid } from '../field-grid';
import { OutlinedTextField } from '../outlined-text-field';
import { FormTextField } from '../form-text-field';
import { MaskedTextField } from '../masked-text-field';
import { useEarlyTyping } from '../use-early-typing';
import { useFormField } from '../use-form-field';
import { useWizardForm } from '../wizard-form';

const MOVED_IN_HINT = 'MM/YYYY, the month you moved in';
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
  return (
    <Column spacing={3}>
      <FieldGrid>
        <FormTextField
          name="applicantName"
          label="Applicant Name"
          hint="First and last name"
          required
          autoComplete="name"
        />
        <MaskedTextField
          name="dob"
          label="Date of Birth"
          mask="date"
          hint="mm/dd/yyyy, e.g. 05/07/1990"
          required
          autoComplete="bday"
        />
        <MaskedTextField name="ssn" label="Social Security Number" mask="ssn" hint="000-00-0000" required />
        <MaskedTextField name="phone" label="Phone" mask="phone" hint="(000) 000-0000" required autoComplete="tel" />
        <EmailField />
      </FieldGrid>
      <Box component="section" aria-labelledby="current-address-heading">
        <SubHeading id="current-address-heading">Current home address</SubHeading>
        <FieldGrid sx={{ mt: 1.5 }}>
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <FormTextField name="street" label="Street Address" required autoComplete="address-line1" />
          </Box>
          <FormTextField name="city" label="City" required autoComplete="address-level2" />
          <FormTextField name="state" label="State" hint="Two letters, e.g. TX" required uppercase autoComplete="address-level1" />
          <MaskedTextField name="zip" label="ZIP Code" mask="zip" hint="00000 or 00000-0000" required autoComplete="postal-code" />
          <MaskedTextField name="movedIn" label="Moved In" mask="monthYear" hint={MOVED_IN_HINT} required />
        </FieldGrid>
      </Box>
      <PreviousAddresses />
    </Column>
  );
}

/** Optional; an email input, so that phones show the keyboard with @ and browsers offer the saved address. */
function EmailField() {
  const { field, change, message } = useFormField('email');
  const inputRef = useEarlyTyping(field, change);
  const maxLength = useFieldMaxLength('email');
  return (
    <OutlinedTextField
      type="email"
      name={field.name}
      value={field.value}
      onChange={(event) => change(event.target.value)}
      onBlur={field.onBlur}
      inputRef={inputRef}
      label="Email"
      autoComplete="email"
      error={Boolean(message)}
      helperText={message ?? 'Optional, e.g. name@example.com'}
      slotProps={{ htmlInput: { maxLength } }}
    />
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
      <SubHeading id="previous-addresses-heading">Previous addresses</SubHeading>
      <Column spacing={2} sx={{ mt: 1 }}>
        <Typography>
          If you moved in less than 3 years ago, list the addresses where you lived before, most recent first, back 3
          years.
        </Typography>
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
              Add a previous address
            </Button>
          </div>
        )}
      </Column>
    </Box>
  );
}

function PreviousAddressFieldset({ index, onRemove }: { index: number; onRemove: () => void }) {
  const n = index + 1;
  const path = `previousAddresses.${index}` as const;
  const name = (label: string) => `${label} (previous address ${n})`;
  return (
    <Box
      component="fieldset"
      sx={{ m: 0, minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1, px: { xs: 1.5, sm: 2 }, pt: 0.5, pb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        Previous address {n}
      </Typography>
      <FieldGrid sx={{ mt: 1 }}>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <FormTextField name={`${path}.prevStreet1`} label="Street Address" ariaLabel={name('Street Address')} required />
        </Box>
        <FormTextField name={`${path}.prevCity1`} label="City" ariaLabel={name('City')} required />
        <FormTextField
          name={`${path}.prevState1`}
          label="State"
          ariaLabel={name('State')}
          hint="Two letters, e.g. TX"
          required
          uppercase
        />
        <MaskedTextField
          name={`${path}.prevZip1`}
          label="ZIP Code"
          ariaLabel={name('ZIP Code')}
          mask="zip"
          hint="00000 or 00000-0000"
          required
        />
        <MaskedTextField
          name={`${path}.prevMovedIn1`}
          label="Moved In"
          ariaLabel={name('Moved In')}
          mask="monthYear"
          hint={MOVED_IN_HINT}
          required
        />
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <Button variant="text" color="error" onClick={onRemove} aria-label={`Remove previous address ${n}`}>
          Remove
        </Button>
      </Box>
    </Box>
  );
}
