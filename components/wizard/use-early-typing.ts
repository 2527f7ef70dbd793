'use client';

import { useCallback, useEffectEvent, useLayoutEffect, useRef } from 'react';
import type { RefCallBack } from 'react-hook-form';

type TextInput = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what an applicant typed into step 1 before the page's scripts ran. Step 1 arrives as HTML and, on a slow
 * phone, can be typed into for seconds before React takes the page over. React leaves the typed text in the input,
 * but the form does not know it, and the next render set the input back to the form's (empty) value: the text
 * vanished under the applicant's fingers. Here the text found in the input on arrival goes into the form, through
 * `take` (the field's own change handler, so it is stored as if typed now).
 *
 * Call it in the component that calls useFormField, after it: react-hook-form starts following the field in a
 * layout effect of that component, and this one must run after it for the field to show what it takes.
 * Returns the ref for the input element (it also hands the element to react-hook-form).
 */
export function useEarlyTyping(field: { value: unknown; ref: RefCallBack }, take: (text: string) => void) {
  return useFoundOnArrival<TextInput>(field.value, take, (input) => input.value, field.ref);
}

/**
 * useEarlyTyping for a group of radio buttons: an answer clicked in the server's HTML before the group's scripts ran
 * stays checked on screen, but the form never heard of it, and Next then called the answer missing. Returns the ref
 * for the group's root element; call it after useFormField, as useEarlyTyping.
 */
export function useEarlyChoice(value: unknown, take: (choice: string) => void) {
  return useFoundOnArrival<HTMLDivElement>(value, take, (group) => group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value);
}

/**
 * What `read` finds in the element when it first mounts (hydrates) goes to `take`, unless the form already holds it.
 * Returns the element's ref, which also hands the element to `forward`.
 */
function useFoundOnArrival<E extends HTMLElement>(
  value: unknown,
  take: (found: string) => void,
  read: (element: E) => string | undefined,
  forward?: (element: E | null) => void,
) {
  const element = useRef<E | null>(null);
  const takeFound = useEffectEvent(() => {
    const found = element.current ? read(element.current) : undefined;
    if (found && found !== String(value ?? '')) take(found);
  });
  useLayoutEffect(() => takeFound(), []);
  return useCallback(
    (node: E | null) => {
      element.current = node;
      forward?.(node);
    },
    [forward],
  );
}
