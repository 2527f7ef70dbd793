import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * The staff area's words (`Staff`: statuses, outcomes, audit actions, kinds) for the client components below it. The
 * whole namespace, a few KB: a chip added to a client table never meets a word its page did not pass. `StaffServer`,
 * the words only the server renders (the signature record's among them), is not handed on.
 */
export async function StaffIntlProvider({ children }: { children: ReactNode }) {
  const { Staff } = await getMessages();
  return <NextIntlClientProvider messages={{ Staff }}>{children}</NextIntlClientProvider>;
}
