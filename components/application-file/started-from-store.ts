import type { StartedFrom } from '@/lib/application-file/started-from';

/**
 * The application file this wizard's answers were filled from, kept in the page's memory only (never in browser
 * storage) until Finish sends it beside the answers for the server to check.
 */
let startedFrom: StartedFrom | null = null;

export const rememberStartedFrom = (file: string) => {
  startedFrom = { kind: 'file', file };
};

export const startedFromToSend = (): StartedFrom | undefined => startedFrom ?? undefined;
