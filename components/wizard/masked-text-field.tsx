'use client';

import { useCallback, useEffect, useEffectEvent, useRef, type InputHTMLAttributes, type Ref } from 'react';
import type { InputMask } from 'imask';
import type { TextFieldName } from '@/lib/applicant/form-values';
import { OutlinedTextField } from './outlined-text-field';
import { textFieldBinding } from './text-field-binding';
import { useEarlyTyping } from './use-early-typing';
import { useFormField } from './use-form-field';

/** Digit patterns; the separators are kept in the stored value, as the API expects (docs/specification.md §5). */
const MASKS = {
  date: { mask: '00/00/0000' },
  ssn: { mask: '000-00-0000' },
  /**
   * A US area code never starts with 0 or 1, so a leading 1 is the country code that phones autofill and people
   * paste (+1 555 123 4567, 1-555-123-4567): it is skipped. Taken as a digit it shifted the number into a
   * different, valid-looking one, (155) 512-3456.
   */
  phone: { mask: '(#00) 000-0000', definitions: { '#': /[2-9]/ } },
  /** Five digits, or ZIP+4: the hyphen comes with the sixth digit. */
  zip: { mask: '00000[-0000]' },
  monthYear: { mask: '00/0000' },
} as const;

export type MaskKind = keyof typeof MASKS;

/**
 * IMask is fetched when the first masked field mounts, not as part of the page: step 1 shows (and can be typed
 * into) while it is on its way. A failed download (offline) is tried again by the next field that mounts.
 */
let imaskLoading: Promise<typeof import('imask').default> | undefined;
function loadImask() {
  imaskLoading ??= import('imask').then(
    (module) => module.default,
    (error: unknown) => {
      imaskLoading = undefined;
      throw error;
    },
  );
  return imaskLoading;
}

type MaskInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue'> & {
  mask: (typeof MASKS)[MaskKind];
  name: string;
  value?: unknown;
  ref?: Ref<HTMLInputElement>;
  onChange: (event: { target: { name: string; value: string } }) => void;
};

/**
 * Puts IMask on MUI's <input>. IMask owns the element's value and reformats each keystroke, paste or autofill
 * synchronously inside the input event, so fast typing cannot race React; the formatted value is reported through
 * IMask's `accept`, which is what MUI's (and the form's) onChange receive. Until IMask has arrived the input is a
 * plain one that reports what is typed; IMask then formats what is there and takes over, focus and caret kept.
 */
function MaskInput({ mask, onChange, ref, value, ...inputProps }: MaskInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask | null>(null);
  const text = value === undefined || value === null ? '' : String(value);
  const report = useEffectEvent((typed: string) => onChange({ target: { name: inputProps.name, value: typed } }));

  const setElement = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useEffect(() => {
    let attached: InputMask | undefined;
    let unmounted = false;
    loadImask()
      .then((IMask) => {
        const input = element.current;
        if (unmounted || !input) return;
        const typed = input.value;
        // IMask formats what was typed before it arrived as it attaches (before it has listeners): report that.
        attached = IMask(input, { ...mask });
        maskRef.current = attached;
        attached.on('accept', () => report(attached!.value));
        if (attached.value !== typed) report(attached.value);
      })
      .catch(() => {
        // Offline: the field works unformatted; the schema still checks the value when the applicant goes on.
      });
    return () => {
      unmounted = true;
      attached?.destroy();
      maskRef.current = null;
    };
  }, [mask]);

  // A value the form sets itself (a reset after an employer is added) reaches the element through the mask.
  useEffect(() => {
    const input = element.current;
    if (maskRef.current) {
      if (maskRef.current.value !== text) maskRef.current.value = text;
    } else if (input && input.value !== text) {
      input.value = text;
    }
  }, [text]);

  return (
    <input
      {...inputProps}
      ref={setElement}
      defaultValue={text}
      onChange={(event) => {
        // Once IMask is attached it reports every change itself, formatted.
        if (!maskRef.current) onChange({ target: { name: inputProps.name, value: event.target.value } });
      }}
    />
  );
}

export type MaskedTextFieldProps = {
  name: TextFieldName;
  label: string;
  mask: MaskKind;
  hint?: string;
  /** The accessible name when the visible label alone is ambiguous (the same field in several list entries). */
  ariaLabel?: string;
  required?: boolean;
  autoComplete?: string;
};

export function MaskedTextField({
  name,
  label,
  mask,
  hint,
  ariaLabel,
  required,
  autoComplete = 'off',
}: MaskedTextFieldProps) {
  const { field, change, message } = useFormField(name);
  const inputRef = useEarlyTyping(field, change);
  return (
    <OutlinedTextField
      {...textFieldBinding({ field, message, change, inputRef }, { label, hint, required })}
      autoComplete={autoComplete}
      slotProps={{
        input: { inputComponent: MaskInput as never },
        htmlInput: {
          mask: MASKS[mask],
          inputMode: mask === 'phone' ? 'tel' : 'numeric',
          'aria-label': ariaLabel,
          'aria-required': required || undefined,
        },
      }}
    />
  );
}
