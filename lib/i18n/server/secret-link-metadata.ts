import 'server-only';
import type { Metadata } from 'next';

/**
 * The metadata of a page opened by a secret link in a mail (a resume link, the applicant's copy, a reuse link, a
 * reminder's stop page): its title in the visitor's language, no referrer (the token is in the address), never indexed.
 * next.config.mjs adds the same Referrer-Policy and Cache-Control: no-store as headers.
 */
export function secretLinkMetadata(title: () => Promise<string>): () => Promise<Metadata> {
  return async () => ({ title: await title(), referrer: 'no-referrer', robots: { index: false } });
}
