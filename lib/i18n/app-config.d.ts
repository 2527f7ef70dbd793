import type en from './messages/en.json';
import type { Locale } from './locales';

/**
 * Type-checks every `t('key')` against the English catalog (catalog.test.ts keeps Spanish to the same keys), and
 * types getLocale() as a Locale. next-intl re-exports use-intl's AppConfig: augmenting 'next-intl' has no effect.
 */
declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
