'use client';

import { useState } from 'react';
import { fieldMessages, type IssueList } from '@/lib/applicant/schema';
import { staffFetch } from '@/lib/staff/staff-fetch';

/** What a staff form says above itself after a save: done, or why not. */
export type StaffFormMessage = { severity: 'success' | 'error'; text: string };

/** A schema the route checks the same values with (zod or zod/mini). */
type Checks<Data> = { safeParse: (value: unknown) => { success: true; data: Data } | { success: false; error: IssueList } };

/** The JSON of a staff API's answer: its own fields on success, `error` and field messages on a refusal. */
export type StaffAnswer = Record<string, unknown> & { error?: string; fields?: Record<string, string> };

export const NO_CONNECTION = 'No connection to the server. Nothing was saved.';

/**
 * A staff form's save, the same for every form of the staff area: the values checked by the schema the route checks
 * them with (messages beside their fields, nothing sent), sent with the CSRF token; the server's refusal shown the
 * same way (its field messages beside the fields, its message above the form); a lost connection says nothing was
 * saved. `saved` gives the success message and does what follows a save (a refresh, a reset).
 */
export function useStaffSave() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<StaffFormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  async function save<Data>(url: string, schema: Checks<Data>, values: unknown, saved: (data: Data, answer: StaffAnswer) => string): Promise<boolean> {
    setMessage(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      const response = await staffFetch(url, { body: parsed.data });
      const answer = (await response.json().catch(() => ({}))) as StaffAnswer;
      if (!response.ok) {
        setErrors(answer.fields ?? {});
        setMessage({ severity: 'error', text: answer.error ?? 'Could not save. Try again.' });
        return false;
      }
      setMessage({ severity: 'success', text: saved(parsed.data, answer) });
      return true;
    } catch {
      setMessage({ severity: 'error', text: NO_CONNECTION });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { errors, message, busy, save };
}
