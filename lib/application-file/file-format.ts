/**
 * The applicant's application file: the application document (lib/applicant/application-document.ts) without the
 * SSN, in an envelope signed by the installation that issued it (docs/application-file.md). The applicant downloads
 * it with their copy, and any installation's wizard starts a new application from it, in the browser.
 */
export const FILE_FORMAT = 'driver-application-file/1';

/** Far above a real file (about 10 KB, most of it the signature's strokes, which are not carried); refused above. */
export const MAX_FILE_BYTES = 256 * 1024;

/** Where an installation publishes the public keys its files are signed with. */
export const FILE_KEYS_PATH = '/.well-known/driver-application-keys.json';

export type FileEnvelope = {
  format: typeof FILE_FORMAT;
  /** Who issued it: the carrier's legal name and the installation's address, as the issuer says. */
  issuer: { name: string; url: string };
  /** The signing key's id: the Ed25519 public key itself, base64url (32 bytes). */
  keyId: string;
  issuedAt: string;
  document: Record<string, unknown>;
  /** Ed25519 over the canonical JSON of the envelope without this property, base64url. */
  signature: string;
};

/**
 * Answers never carried into a new application, whatever a file holds: the SSN (typed again), the signature (signed
 * again), the boxes that certify or authorize (agreed to again, in the texts shown now) and the form's version (the
 * wizard's own). The consents and screening answers are not part of the document at all.
 */
export const NEVER_CARRIED: ReadonlySet<string> = new Set([
  'ssn',
  'signature',
  'signature64',
  'noticeAcknowledged',
  'safetyHistoryAuthorized',
  'esignConsent',
  'formVersion',
  'compCode',
  'documentVersion',
]);

/** The file's name, in a download and attached inside the applicant's PDF. */
export const APPLICATION_FILE_NAME = (numberId: number) => `driver-application-${numberId}.json`;
