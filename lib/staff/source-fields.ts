import { ATTRIBUTION_PARAMS, type Attribution } from '@/lib/sources/attribution';
import type { DocumentField } from './document-blocks';

/**
 * Where the applicant came from, for the application page's Submission panel: one line per parameter the link
 * carried, named as in the link (`utm_medium`), or "Came from: none" for a link without any.
 */
export function attributionFields(attribution: Attribution): DocumentField[] {
  const given = Object.entries(ATTRIBUTION_PARAMS).filter(([, column]) => attribution[column] !== '');
  if (given.length === 0) return [{ label: 'Came from', value: 'No source in the link' }];
  return given.map(([param, column]) => ({ label: `Came from: ${param}`, value: attribution[column] }));
}
