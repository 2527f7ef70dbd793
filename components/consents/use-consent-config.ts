'use client';

import { useEffect, useState } from 'react';
import type { ConsentConfig } from '@/lib/consents/consent-config';

/** GET /api/consents/{code}: the carrier's consents for step 11 (lib/consents/server/carrier-consents.ts). */
export const consentConfigUrl = (companyCode: string) => `/api/consents/${encodeURIComponent(companyCode)}`;

/** One request per company code and page, shared by every mount of the list; a failed one is asked again. */
const loaded = new Map<string, Promise<ConsentConfig>>();

function loadConfig(companyCode: string, fresh: boolean): Promise<ConsentConfig> {
  const earlier = loaded.get(companyCode);
  if (earlier && !fresh) return earlier;
  const request = fetch(consentConfigUrl(companyCode), { credentials: 'same-origin', cache: 'no-store' }).then(async (response) => {
    if (!response.ok) throw new Error(`The consents answered ${response.status}`);
    return (await response.json()) as ConsentConfig;
  });
  loaded.set(companyCode, request);
  request.catch(() => loaded.delete(companyCode));
  return request;
}

export type ConsentConfigState =
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; config: ConsentConfig };

/**
 * The carrier's consents, fetched when step 11 first shows (after the page, never with it). `refreshKey` changing
 * asks again: the server refused the consents sent, so the carrier's choices or texts changed meanwhile.
 */
export function useConsentConfig(companyCode: string, refreshKey: number): ConsentConfigState {
  const [attempt, setAttempt] = useState(0);
  // The answer to the request of one key; a newer key reads as loading until its own answer arrives.
  const key = `${companyCode}|${refreshKey}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; state: ConsentConfigState } | null>(null);
  useEffect(() => {
    let current = true;
    loadConfig(companyCode, refreshKey > 0 || attempt > 0).then(
      (config) => current && setAnswer({ key, state: { status: 'ready', config } }),
      () => current && setAnswer({ key, state: { status: 'failed', retry: () => setAttempt((n) => n + 1) } }),
    );
    return () => {
      current = false;
    };
  }, [companyCode, refreshKey, attempt, key]);
  return answer?.key === key ? answer.state : { status: 'loading' };
}
