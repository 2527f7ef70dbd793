import { cloneElement, isValidElement, type ReactNode } from 'react';
import format, { type CompiledMessage, type FormatOptions, type FormatValues } from 'icu-minify/format';

/**
 * The formatter of the messages with plurals, dates or tags: icu-minify's, as next-intl formats precompiled
 * messages. Fetched by the wizard after the page (./wizard-texts.tsx), not part of it.
 */

const formatters: FormatOptions['formatters'] = {
  getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args) => new Intl.NumberFormat(...args),
  getPluralRules: (...args) => new Intl.PluralRules(...args),
};

/** `{date, date, long}` in a message: "November 22, 2026", "22 de noviembre de 2026". */
const formats = { dateTime: { long: { year: 'numeric', month: 'long', day: 'numeric' } } } as const;

/** `timeZone` undefined: the browser's. */
export function formatMessage(
  message: CompiledMessage,
  locale: string,
  values: FormatValues<ReactNode>,
  timeZone: string | undefined,
): ReactNode {
  let index = 0;
  // Each tag's element gets a key: the result is a list of React children.
  const keyed = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (chunks: ReactNode[]) => {
            const element = (value as (chunks: ReactNode[]) => ReactNode)(chunks);
            return isValidElement(element) ? cloneElement(element, { key: `${name}-${index++}` }) : element;
          }
        : value,
    ]),
  ) as FormatValues<ReactNode>;
  return format<ReactNode>(message, locale, keyed, { formatters, formats, timeZone }) as ReactNode;
}
