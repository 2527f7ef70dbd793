'use client';

import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import type { CompiledMessage, FormatValues } from 'icu-minify/format';
import type { Locale } from '@/lib/i18n/locales';
import type { WizardMessages, WizardTexts } from '@/lib/i18n/wizard-texts';

/**
 * The wizard's one way to its texts: `useWizardT(namespace)`, a translator over the catalog namespaces the page
 * handed over (lib/i18n/wizard-texts.ts: only the applicant's language, only those namespaces, precompiled by
 * next-intl's plugin), called as next-intl's `useTranslations` is: `t(key, values)`, `t.rich`, `t.has`. Our own
 * rather than next-intl's client provider: that one's runtime, measured, takes the wizard's first download over its
 * budget (tests/api/first-load-js.test.ts).
 *
 * A text, or a text with `{name}` values, is formatted here. A plural, a date or a tag needs icu-minify's
 * formatter (next-intl's own), which is not part of the page: the wizard fetches it as soon as it runs
 * (`loadMessageFormatter`), and a text that needs it before it has arrived waits for it (React's `use`, under the
 * nearest Suspense boundary). Only the later steps and the dialogs show such texts.
 */

const WizardTextsContext = createContext<WizardTexts | null>(null);

export function WizardTextsProvider({ texts, children }: { texts: WizardTexts; children: ReactNode }) {
  return <WizardTextsContext.Provider value={texts}>{children}</WizardTextsContext.Provider>;
}

function useWizardTexts(): WizardTexts {
  const texts = useContext(WizardTextsContext);
  if (!texts) throw new Error('A wizard text is used outside the wizard (WizardTextsProvider).');
  return texts;
}

type Namespace = keyof WizardMessages;
type Leaves<T> = T extends string ? never : { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];
/** A key of the namespace; `Fields` and `Steps` are read by a field's or a step's name, so any key goes there. */
export type WizardKey<N extends Namespace> = N extends 'Fields' | 'Steps' ? string : Leaves<WizardMessages[N]>;
type Values = FormatValues<ReactNode>;

export type WizardTranslator<N extends Namespace> = {
  (key: WizardKey<N>, values?: Values): string;
  /** A message with tags (`<strong>…</strong>`), each given as a function of its content. */
  rich: (key: WizardKey<N>, values: Values) => ReactNode;
  has: (key: WizardKey<N>) => boolean;
};

type Formatter = typeof import('./message-formatter').formatMessage;
let messageFormatter: Formatter | undefined;
let messageFormatterLoading: Promise<Formatter> | undefined;

/** The formatter of plurals, dates and tags, fetched once; a failed download (offline) is tried again by the next call. */
export function loadMessageFormatter(): Promise<Formatter> {
  messageFormatterLoading ??= import('./message-formatter').then(
    (module) => (messageFormatter = module.formatMessage),
    (error: unknown) => {
      messageFormatterLoading = undefined;
      throw error;
    },
  );
  return messageFormatterLoading;
}

/** A compiled message made of text and `{name}` values only (`["name"]`), which needs no formatter. */
const isPlain = (message: CompiledMessage): message is (string | [string])[] =>
  Array.isArray(message) && message.every((node) => typeof node === 'string' || (Array.isArray(node) && node.length === 1));

function format(message: CompiledMessage, locale: Locale, values: Values = {}, timeZone: string | undefined): ReactNode {
  if (typeof message === 'string') return message;
  if (isPlain(message)) return message.map((node) => (typeof node === 'string' ? node : String(values[node[0]]))).join('');
  // Formatting runs while a component renders its text, where `use` may wait (the rule cannot see that from here).
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return (messageFormatter ?? use(loadMessageFormatter()))(message, locale, values, timeZone);
}

type Tree = { [key: string]: Tree | CompiledMessage } | undefined;
const lookup = (messages: unknown, path: string) => path.split('.').reduce<Tree | CompiledMessage>((node, key) => (node as Tree)?.[key], messages as Tree);

function translator<N extends Namespace>(locale: Locale, messages: WizardMessages[N] | undefined, namespace: N, timeZone?: string) {
  // A key the catalog lacks shows as itself (lib/i18n/catalog.test.ts keeps both catalogs complete).
  const message = (key: string) => (lookup(messages, key) ?? `${namespace}.${key}`) as CompiledMessage;
  const t = ((key: string, values?: Values) => String(format(message(key), locale, values, timeZone))) as unknown as WizardTranslator<N>;
  t.rich = (key, values) => format(message(key), locale, values, timeZone);
  t.has = (key) => lookup(messages, key) !== undefined;
  return t;
}

/**
 * The translator of one namespace in the applicant's language. Dates are the applicant's own day: the browser's
 * time zone unless `timeZone` says otherwise.
 */
export function useWizardT<N extends Namespace>(namespace: N, { timeZone }: { timeZone?: string } = {}): WizardTranslator<N> {
  const { locale, messages } = useWizardTexts();
  return useMemo(() => translator(locale, messages[namespace], namespace, timeZone), [locale, messages, namespace, timeZone]);
}

/**
 * The wizard's language, for what is not a text of the catalogs: the signed agreement texts of steps 9–11, which
 * lib/signed-content/agreement-texts-by-language.ts publishes per language (and the submit declares as shown).
 */
export function useWizardLocale(): Locale {
  return useWizardTexts().locale;
}

/**
 * The page's catalog messages of some namespaces, for a part of the wizard fetched after the page that reads them
 * through next-intl's own `NextIntlClientProvider` and `useTranslations` (components/cdl-scan): its runtime then
 * travels with that part, never with the page.
 */
export function useWizardMessages<N extends Namespace>(namespaces: readonly N[]): { locale: Locale; messages: Pick<WizardMessages, N> } {
  const { locale, messages } = useWizardTexts();
  return useMemo(
    () => ({ locale, messages: Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]])) as Pick<WizardMessages, N> }),
    // The namespaces are a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, messages],
  );
}
