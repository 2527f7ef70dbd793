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
  const element = useRef<TextInput | null>(null);
  const formRef = field.ref;
  const ref = useCallback(
    (node: TextInput | null) => {
      element.current = node;
      formRef(node);
    },
    [formRef],
  );
  const takeTyped = useEffectEvent((text: string) => {
    if (text !== '' && text !== String(field.value ?? '')) take(text);
  });
  useLayoutEffect(() => {
    if (element.current) takeTyped(element.current.value);
  }, []);
  return ref;
}

/**
 * useEarlyTyping for a group of radio buttons: an answer clicked in the server's HTML before the group's scripts ran
 * stays checked on screen, but the form never heard of it, and Next then called the answer missing. The answer found
 * checked on arrival goes into the form through `take`. Returns the ref for the group's root element; call it after
 * useFormField, as useEarlyTyping.
 */
export function useEarlyChoice(value: unknown, take: (choice: string) => void) {
  const group = useRef<HTMLDivElement | null>(null);
  const takeChecked = useEffectEvent((choice: string) => {
    if (choice !== String(value ?? '')) take(choice);
  });
  useLayoutEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (checked) takeChecked(checked.value);
  }, []);
  return group;
}
