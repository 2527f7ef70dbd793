'use client';

import { useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { LANGUAGE_NAMES, OFFERED_LOCALES, rememberLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The nav bar's `English` / `Español`: remembers the choice in the cookie and re-renders the server's part of the
 * page in place (router.refresh() keeps client state: the wizard's form, and every answer in it, stays mounted).
 * Renders nothing while only one language is offered (lib/i18n/locales.ts).
 */
export function LanguageSwitch({ current, onSwitched }: { current: Locale; onSwitched?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  if (OFFERED_LOCALES.length < 2) return null;

  const choose = (locale: Locale) => {
    rememberLocale(locale);
    onSwitched?.();
    startTransition(() => router.refresh());
  };

  return OFFERED_LOCALES.map((locale) => {
    const active = current === locale;
    return (
      <li key={locale}>
        <button
          type="button"
          lang={locale}
          className="nav-bar__link nav-bar__language"
          aria-pressed={active}
          disabled={pending}
          onClick={() => (active ? undefined : choose(locale))}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      </li>
    );
  });
}
