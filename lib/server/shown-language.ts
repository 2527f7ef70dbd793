import 'server-only';
import { DEFAULT_LOCALE, OFFERED_LOCALES, SHOWN_LANGUAGE_HEADER, isLocale, type Locale } from '@/lib/i18n/locales';

export type DeclaredLanguage = { ok: true; language: Locale } | { ok: false; message: string };

/**
 * The language a submission says its applicant was shown (the wizard's Shown-Language header): one of the offered
 * languages, else refused; absent, English, the only language of the clients that do not declare one. Trusted no
 * further than that: it only picks which published wording of each text the signature record names.
 */
export function declaredShownLanguage(headers: Headers, offered: readonly Locale[] = OFFERED_LOCALES): DeclaredLanguage {
  const declared = headers.get(SHOWN_LANGUAGE_HEADER);
  if (declared === null) return { ok: true, language: DEFAULT_LOCALE };
  if (isLocale(declared) && offered.includes(declared)) return { ok: true, language: declared };
  return { ok: false, message: `${SHOWN_LANGUAGE_HEADER} must be one of: ${offered.join(', ')}.` };
}
