import 'server-only';
import { findCompany } from './companies';

/**
 * The carrier's legal name for the wizard's header, or null to show the code alone (an unknown code, or a
 * database that cannot answer right now: the applicant can still fill in the form; submitting reports trouble).
 */
export async function carrierNameForWizard(code: string): Promise<string | null> {
  try {
    return (await findCompany(code))?.legalName ?? null;
  } catch {
    return null;
  }
}
