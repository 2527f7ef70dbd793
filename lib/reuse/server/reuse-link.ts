import 'server-only';
import { findCompany } from '@/lib/companies/companies';
import { answersFromDocument } from '@/lib/applicant/application-document';
import { formValuesFromAnswers } from '@/lib/applicant/form-values';
import { randomId } from '@/lib/applicant/random-id';
import { NEVER_CARRIED } from '@/lib/application-file/file-format';
import type { DraftAnswers } from '@/lib/drafts/server/draft-answers';
import { draftTokenHash, newDraftToken } from '@/lib/drafts/server/draft-token';
import type { Locale } from '@/lib/i18n/locales';
import { getDb } from '@/lib/server/db';
import { serverConfig } from '@/lib/server/env';
import { emailKey, normalizedEmail } from '@/lib/server/link-keys.mjs';
import { keyedDigest } from '@/lib/server/pii-crypto';
import { reuseMailAllowance } from '@/lib/server/rate-limit/limits';
import { withStoredAnswers } from '@/lib/server/stored-answers';
import { storedReuseMailJson } from './reuse-mail';

/** A reuse link opens for a day after it is mailed, once. */
export const REUSE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * "Applied before? Start from your last application": mails a one-time link to `email` when an application with that
 * address is stored here, for the wizard of `compCode`. Says nothing either way (the page answers alike), and sends
 * nothing past the address's daily limit. The link and its mail row are written together; the outbox sends it.
 * Returns whether a mail was queued, for the caller to wake the outbox (never told to the requester).
 */
export async function requestReuseLink(input: { email: string; compCode: string; locale: Locale }, now = new Date()): Promise<boolean> {
  const address = normalizedEmail(input.email);
  const config = serverConfig();
  if (!address || !config.mail) return false;
  if (!(await reuseMailAllowance(keyedDigest(`reuse-address:${address}`, config.dataKey), now.getTime())).allowed) return false;
  const db = await getDb();
  const earlier = await db.applicant.findFirst({
    where: { emailDigest: emailKey(address, config.dataKey) },
    orderBy: { numberId: 'desc' },
    select: { numberId: true },
  });
  if (!earlier) return false;
  const company = await findCompany(input.compCode);
  const token = newDraftToken();
  const appBaseUrl = config.mail.appBaseUrl;
  await db.$transaction([
    db.reuseLink.create({
      data: { tokenHash: draftTokenHash(token), numberId: earlier.numberId, compCode: input.compCode, expiresAt: new Date(now.getTime() + REUSE_LINK_LIFETIME_MS) },
    }),
    db.delivery.create({
      data: {
        kind: 'reuse-mail',
        numberId: earlier.numberId,
        recipients: address,
        body: storedReuseMailJson({ carrierName: company?.legalName ?? input.compCode, appBaseUrl, locale: input.locale }, token, config.dataKey),
      },
    }),
  ]);
  return true;
}

/** The link behind a token while it is unused and has not expired, else null (unknown, used and expired alike). */
export async function findReuseLink(token: string, now = new Date()) {
  const db = await getDb();
  const link = await db.reuseLink.findUnique({ where: { tokenHash: draftTokenHash(token) } });
  return link && !link.usedAt && link.expiresAt > now ? link : null;
}

/**
 * The earlier application's answers as a new draft's (lib/drafts): every answer the wizard asks, but never the SSN,
 * the signature, the certification boxes, the consents or the screening answers (the new carrier asks its own).
 */
export async function reusedAnswers(numberId: number): Promise<{ answers: DraftAnswers; dob: string } | null> {
  const db = await getDb();
  const row = await db.applicant.findUnique({ where: { numberId }, select: { answers: true } });
  if (!row) return null;
  const flat = answersFromDocument(withStoredAnswers(row).answers);
  const carried = Object.fromEntries(Object.entries(flat).filter(([name, value]) => !NEVER_CARRIED.has(name) && value !== ''));
  const { ssn: _never, signature: _notSigned, signature64: _notDrawn, ...answers } = formValuesFromAnswers(carried, randomId);
  return { answers: answers as DraftAnswers, dob: flat.dob ?? '' };
}

/** Marks a link used; false when another request used it first. */
export async function useReuseLink(id: number, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.reuseLink.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } });
  return count === 1;
}

/** Gives a link back when what it was used for could not be done (the draft was not saved). */
export async function releaseReuseLink(id: number): Promise<void> {
  const db = await getDb();
  await db.reuseLink.updateMany({ where: { id }, data: { usedAt: null } });
}
