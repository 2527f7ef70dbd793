import 'server-only';
import { buildApplicationDocument, type ApplicationDocument, type SubmissionFacts } from '@/lib/staff/application-document';
import type { Block } from '@/lib/staff/document-blocks';
import type { StoredApplication } from '@/lib/staff/find-application';
import { fieldLabel } from '@/lib/staff/step-record';
import type { UnfinishedDraft } from './find-unfinished';

export const NOT_SUBMITTED = 'Not submitted — not signed';

/**
 * A draft as the same 11 sections a submitted application reads in (lib/staff/application-document.ts), so the
 * office reads both alike. What a draft never holds is said, not left blank: no SSN, no signature.
 */
export function buildDraftDocument(draft: UnfinishedDraft, carrier: SubmissionFacts['carrier'] = null): ApplicationDocument {
  const row = {
    ...draft.payload,
    numberId: 0,
    creationDate: draft.savedAt,
    ssnLast4: '',
    signature64: '',
    missingItems: '[]',
    submitterIp: '',
    userAgent: '',
  } as unknown as StoredApplication;
  const document = buildApplicationDocument(row, carrier);
  return {
    ...document,
    missingItems: [],
    sections: document.sections.map((section) => ({
      ...section,
      blocks: section.blocks.flatMap((block): Block[] => {
        if (block.kind === 'agreement') {
          const agreed = section.number === 9 ? draft.agreed.accidentProcedure : draft.agreed.phonePolicy;
          return agreed ? [block] : [{ kind: 'text', heading: 'I Agree', paragraphs: ['Not agreed yet.'] }];
        }
        if (block.kind === 'signature') {
          return [{ kind: 'text', heading: 'Signature', paragraphs: [`${NOT_SUBMITTED}. The applicant signs when finishing the application.`] }];
        }
        if (block.kind === 'fields') {
          return [
            {
              ...block,
              fields: block.fields.map((field) =>
                field.label === fieldLabel('ssn') ? { ...field, value: 'Not saved (typed again when the applicant finishes)' } : field,
              ),
            },
          ];
        }
        return [block];
      }),
    })),
  };
}
