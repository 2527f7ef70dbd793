import { readStartedFrom } from '@/lib/application-file/started-from';
import type { DocumentField } from './document-blocks';

const CHECKS = {
  verified: 'signature verified (a key this installation trusts)',
  'not-checked': 'signature not checked (its key is not one this installation trusts)',
  altered: 'signature does not match: the file was changed after it was issued',
} as const;

/**
 * Where the answers came from, for the application page's Submission panel: typed in the wizard, started from an
 * earlier application here (its number), or filled from an application file (docs/application-file.md), with the installation it names and whether its signature verified.
 */
export function startedFromFields(stored: string): DocumentField[] {
  const record = readStartedFrom(stored);
  if (!record) return [{ label: 'Answers', value: 'Typed in the wizard' }];
  if (record.kind === 'previous') return [{ label: 'Answers', value: `Started from the applicant's earlier application No. ${record.numberId}` }];
  const issued = record.issuedAt ? `, issued ${record.issuedAt.slice(0, 10)}` : '';
  return [
    { label: 'Answers', value: `Started from an application file from ${record.issuer || 'an unnamed issuer'}${issued}` },
    { label: 'Application file', value: CHECKS[record.check] },
  ];
}
