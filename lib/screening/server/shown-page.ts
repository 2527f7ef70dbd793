import 'server-only';
import { createHmac, createSecretKey, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';
import { DRAFT_LIFETIME_MS } from '@/lib/drafts/server/draft-store';
import { serverConfig } from '@/lib/server/env';

/**
 * The record of what the wizard's page showed (docs/screening.md, "What the page showed"): the carrier's screening
 * questions, each in its version, in the order asked. The server issues it when it renders the page (a new one for
 * a resumed draft), the wizard keeps it as it came and sends it back with Finish (`shownPage`), and the server then
 * judges the answers by it, not by what the carrier asks at that later moment. It holds no personal data: a company
 * code, a moment and question ids. It is authenticated with an HMAC under a key derived from the data key, so a body
 * cannot claim a page that showed other questions (or older, more lenient versions of them).
 */
export type ShownPage = {
  compCode: string;
  /** Milliseconds since the epoch, when the server rendered the page. */
  issuedAt: number;
  /** [questionId, version], in the order the page asked them. */
  questions: [string, number][];
};

const PREFIX = 'sp1';
const TOKEN = /^sp1\.([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/;
// The same shape as SHOWN_PAGE_PATTERN (../sent-answers.ts), which publishes it, with its two parts captured.

// A page (or a resumed draft) can stay open as long as a draft lives, no longer.
const MAX_AGE_MS = DRAFT_LIFETIME_MS;
// Servers' clocks differ a little between instances.
const CLOCK_SKEW_MS = 5 * 60 * 1000;

let recordKey: KeyObject | undefined;

function key(): KeyObject {
  recordKey ??= createSecretKey(Buffer.from(hkdfSync('sha256', serverConfig().dataKey, 'driver-application', 'shown-page-record', 32)));
  return recordKey;
}

const mac = (payload: string) => createHmac('sha256', key()).update(`${PREFIX}.${payload}`).digest();

/** The signed record of a page that shows these questions to an applicant of `compCode`. */
export function issueShownPage(compCode: string, questions: readonly { questionId: string; version: number }[], now = Date.now()): string {
  const record: ShownPage = { compCode, issuedAt: now, questions: questions.map((question) => [question.questionId, question.version]) };
  const payload = Buffer.from(JSON.stringify(record)).toString('base64url');
  return `${PREFIX}.${payload}.${mac(payload).toString('base64url')}`;
}

export type ShownPageReading = { ok: true; page: ShownPage } | { ok: false; message: string };

/** The record a submission sent back, if it is one this server issued for `compCode`, and not too old. */
export function readShownPage(token: unknown, compCode: string, now = Date.now()): ShownPageReading {
  const match = typeof token === 'string' ? TOKEN.exec(token) : null;
  const given = match && Buffer.from(match[2]!, 'base64url');
  const expected = match && mac(match[1]!);
  if (!match || !given || !expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, message: 'shownPage is not a record this server issued: send it back as the page gave it.' };
  }
  const page = JSON.parse(Buffer.from(match[1]!, 'base64url').toString('utf8')) as ShownPage;
  if (page.compCode !== compCode) return { ok: false, message: `shownPage is the record of a page of another carrier than ${compCode}.` };
  if (page.issuedAt > now + CLOCK_SKEW_MS || now - page.issuedAt > MAX_AGE_MS) {
    return { ok: false, message: 'This page is too old to send: save the application, then open it again from its link.' };
  }
  return { ok: true, page };
}
