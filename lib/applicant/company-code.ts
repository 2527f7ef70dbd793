import { companyCode } from './schema';

/**
 * The company code a route segment names, upper-cased, or the default when the segment is absent; null when the
 * API would never accept it, so the page answers 404 instead of showing a wizard that cannot be submitted.
 */
export function companyCodeFromRoute(segment?: string): string | null {
  const parsed = companyCode.safeParse(segment);
  return parsed.success ? parsed.data : null;
}
