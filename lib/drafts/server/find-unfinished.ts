import 'server-only';
import { toApplicantPayload } from '@/lib/applicant/payload';
import { ORDERED_STEPS } from '@/lib/applicant/steps';
import { stepTitle } from '@/lib/staff/step-record';
import { getDb } from '@/lib/server/db';
import { draftFormValues } from '@/lib/drafts/server/draft-answers';
import { decryptAnswers } from '@/lib/drafts/server/draft-store';
import { serverConfig } from '@/lib/server/env';
import { z } from 'zod';
import { findPage } from '@/lib/staff/find-page';
import { pageParam, pageSizeParam, parseSearchParams, type SearchParamsInput } from '@/lib/staff/search-params';
import { draftDocumentNames } from '@/lib/documents/server/draft-documents';

/**
 * The office's view of saved drafts ("Save and finish later"): applicants who stopped, so a recruiter can call
 * them. The answers are decrypted here, on the server, for a signed-in reviewer or admin; the pages audit each use.
 */

/** The list's page in the URL (/staff/unfinished?page=2&pageSize=50), read as the applications list reads it. */
export type UnfinishedList = { page: number; pageSize: number };

export function parseUnfinishedList(input: SearchParamsInput): UnfinishedList {
  return parseSearchParams(z.object({ page: pageParam, pageSize: pageSizeParam }), input);
}

export type UnfinishedRow = {
  id: string;
  name: string;
  phone: string;
  email: string;
  compCode: string;
  /** "4. Driver licenses (past 3 years)", or "None yet". */
  lastStepDone: string;
  startedAt: Date;
  savedAt: Date;
  expiresAt: Date;
  /** Step 4's documents the draft keeps ("CDL, front; CDL, back"), '' when none. */
  documents: string;
};

export const lastStepDoneLabel = (stepsDone: number) =>
  stepsDone <= 0 ? 'None yet' : `${stepsDone}. ${stepTitle(ORDERED_STEPS[Math.min(stepsDone, ORDERED_STEPS.length) - 1]!)}`;

/**
 * One page of the live drafts, most recently saved first, and how many there are: every draft is on some page, so
 * drafts saved in bulk cannot push real ones off the list (the id orders drafts saved in the same millisecond).
 */
export async function findUnfinished(list: UnfinishedList, now = new Date()): Promise<{ rows: UnfinishedRow[]; total: number }> {
  const db = await getDb();
  const { dataKey } = serverConfig();
  const live = { expiresAt: { gt: now } };
  const { rows: drafts, total } = await findPage(
    list,
    (window) => db.applicationDraft.findMany({ where: live, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], ...window }),
    () => db.applicationDraft.count({ where: live }),
  );
  const documents = await draftDocumentNames(db, drafts.map((draft) => draft.id));
  const rows = drafts.map((draft) => {
    // Name, phone and email only: the list never shows an address or a date of birth.
    const answers = decryptAnswers(draft.id, draft.answers, dataKey);
    return {
      id: draft.id,
      name: answers.applicantName?.trim() ?? '',
      phone: answers.phone?.trim() ?? '',
      email: answers.email?.trim() ?? '',
      compCode: draft.compCode,
      lastStepDone: lastStepDoneLabel(draft.stepsDone),
      startedAt: draft.createdAt,
      savedAt: draft.updatedAt,
      expiresAt: draft.expiresAt,
      documents: documents.get(draft.id) ?? '',
    };
  });
  return { rows, total };
}

export type UnfinishedDraft = UnfinishedRow & {
  payload: Record<string, string>;
  /** The two I Agree boxes of sections 9 and 10, which the flat payload does not carry. */
  agreed: { accidentProcedure: boolean; phonePolicy: boolean };
};

/** One live draft with its answers as the flat payload a submitted application is stored as; null when gone. */
export async function findUnfinishedDraft(id: string, now = new Date()): Promise<UnfinishedDraft | null> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return null;
  const db = await getDb();
  const draft = await db.applicationDraft.findUnique({ where: { id } });
  if (!draft || draft.expiresAt <= now) return null;
  const values = draftFormValues(decryptAnswers(draft.id, draft.answers, serverConfig().dataKey));
  const payload = toApplicantPayload(values, draft.compCode) as Record<string, string>;
  return {
    id: draft.id,
    name: values.applicantName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    compCode: draft.compCode,
    lastStepDone: lastStepDoneLabel(draft.stepsDone),
    startedAt: draft.createdAt,
    savedAt: draft.updatedAt,
    expiresAt: draft.expiresAt,
    documents: (await draftDocumentNames(db, [draft.id])).get(draft.id) ?? '',
    payload,
    agreed: { accidentProcedure: values.agreeAccidentProcedure === true, phonePolicy: values.agreePhonePolicy === true },
  };
}
