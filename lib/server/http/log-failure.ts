import 'server-only';

/**
 * Logs that something failed, by its kind only (the one failure log of every route and job): `[place] stage failure: Name (code)`. Never the message: database,
 * mail and driver errors quote the values they were given, and those are applicants' answers.
 */
export function logFailure(place: string, stage: string, error: unknown): void {
  // A string is a kind already put in words that hold nothing of a request ("connection refused").
  const name = typeof error === 'string' ? error : error instanceof Error ? error.name : typeof error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  console.error(`[${place}] ${stage ? `${stage} ` : ''}failure: ${name}${code ? ` (${code})` : ''}`);
}
