import 'server-only';
import { findCompany } from '@/lib/companies/companies';
import { serverConfig } from '@/lib/server/env';
import type { StoredApplication } from '@/lib/staff/find-application';
import { FILE_FORMAT, type FileEnvelope } from '../file-format';
import { checkApplicationFile, fileSigningKey, signApplicationFile, type FileCheck } from './file-signing';

/** This installation's public key as a JWK set (RFC 8037), with the format its files are in. */
export function installationKeys() {
  const { keyId } = fileSigningKey(serverConfig().dataKey);
  return { format: FILE_FORMAT, keys: [{ kty: 'OKP', crv: 'Ed25519', use: 'sig', kid: keyId, x: keyId }] };
}

/** The applicant's file of a stored application: its document as stored (no SSN), signed, issued by its carrier. */
export async function applicationFileOf(row: StoredApplication): Promise<FileEnvelope> {
  const config = serverConfig();
  const company = await findCompany(row.compCode);
  return signApplicationFile(row.answers, { name: company?.legalName ?? row.compCode, url: config.appBaseUrl ?? '' }, config.dataKey);
}

/** A file's signature checked against this installation's key and the keys its admin trusts (TRUSTED_FILE_KEYS). */
export function checkedFile(envelope: Record<string, unknown>): FileCheck {
  const config = serverConfig();
  return checkApplicationFile(envelope, [fileSigningKey(config.dataKey).keyId, ...config.trustedFileKeys]);
}
