// @ts-check
// Property-based fuzz of what a stranger can send: arbitrary JSON, valid applications broken in one place,
// and hostile headers, cookies and query strings. None may get a 5xx; none may store a row.
import fc from 'fast-check';
import { validApplicant } from '../../tests/fixtures/applicant.mjs';
import { postApplication } from '../support/load.mjs';

const VALID = validApplicant({});
/** Fields a client may send but the server sets itself (ignored), so breaking them breaks nothing. */
const SERVER_SET = new Set(['numberId', 'creationDate']);
// The stroke data is free text of up to 200,000 characters (the PNG is what is checked), so it is left out here.
const CLIENT_FIELDS = Object.keys(VALID).filter((key) => !SERVER_SET.has(key) && key !== 'signature');
const REQUIRED = ['applicantName', 'ssn', 'dob', 'signature64', 'driverLicense1', 'employer1', 'servedArmy'].filter((key) => key in VALID);

/**
 * A value of the wrong kind for a text field, or one longer than any field allows. (null is not here: the original
 * client sends null for an empty optional field, and the API reads it as empty.)
 */
const wrongValue = fc.oneof(
  fc.constantFrom(0, -1, true, false, [], {}, ['x'], { $gt: '' }),
  fc.integer(),
  fc.string({ minLength: 2_001, maxLength: 3_000 }),
);

/** A copy of the valid application with one thing broken so it must be refused. */
const brokenApplication = fc.oneof(
  fc.record({ key: fc.constantFrom(...CLIENT_FIELDS), value: wrongValue }).map(({ key, value }) => ({ ...VALID, [key]: value })),
  fc.constantFrom(...REQUIRED).map((key) => {
    const copy = { ...VALID };
    delete copy[key];
    return copy;
  }),
  // Flip one to eight base64 characters of the signature PNG (each to a different one): its CRCs no longer match.
  fc.record({ at: fc.nat({ max: 2_000 }), length: fc.integer({ min: 1, max: 8 }) }).map(({ at, length }) => {
    const png = String(VALID.signature64);
    const cut = 40 + (at % Math.max(1, png.length - 60));
    const flipped = [...png.slice(cut, cut + length)].map((char) => (char === 'A' ? 'B' : 'A')).join('');
    return { ...VALID, signature64: png.slice(0, cut) + flipped + png.slice(cut + length) };
  }),
  fc.constantFrom('ssn', 'dob', 'phone', 'zip', 'email', 'driverExpiration1', 'movedIn').map((key) => ({ ...VALID, [key]: '99/99/x' })),
);

/** Header-safe text (fetch refuses control characters), including '%' escapes that are not valid UTF-8. */
const headerText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'%E0A4;=, "\\/\t abcXYZ019é'.split('')), maxLength: 60 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((text) => text.replace(/[^\t\x20-\x7e]/g, '')),
  fc.constantFrom('%', '%E0%A4%A', 'XSRF-TOKEN=%', 'XSRF-TOKEN=%E0%A4%A; XSRF-TOKEN=%00', '=', ';;;', '\u00ff\u00fe'),
);

/**
 * @param {{ session: any, runs: number, seed?: number, log: (line: string) => void }} options
 * @returns {Promise<{ requests: number, statuses: Record<string, number> }>}
 */
export async function fuzzDrill({ session, runs, seed, log }) {
  /** @type {Record<string, number>} */
  const statuses = {};
  let requests = 0;
  const record = (/** @type {number} */ status) => {
    requests += 1;
    statuses[status] = (statuses[status] ?? 0) + 1;
    return status;
  };
  const notServerError = (/** @type {number} */ status) => status > 0 && status < 500;
  const refused = (/** @type {number} */ status) => status >= 400 && status < 500;
  const settings = { numRuns: runs, seed, endOnFailure: true };

  await fc.assert(
    fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => refused(record((await postApplication(session, JSON.stringify(value))).status))),
    settings,
  );
  await fc.assert(
    fc.asyncProperty(brokenApplication, async (value) => {
      const outcome = await postApplication(session, JSON.stringify(value));
      record(outcome.status);
      if (!refused(outcome.status)) {
        log(`  broken application answered ${outcome.status} ${outcome.error ?? ''}; changed: ${JSON.stringify(changedFields(value)).slice(0, 300)}`);
      }
      return refused(outcome.status);
    }),
    settings,
  );
  await fc.assert(
    fc.asyncProperty(fc.string({ maxLength: 300 }), async (text) => refused(record((await postApplication(session, text)).status))),
    { ...settings, numRuns: Math.ceil(runs / 2) },
  );
  // Hostile headers and cookies on a valid body: CSRF, content type and key checks answer 4xx, never crash.
  await fc.assert(
    fc.asyncProperty(
      fc.record({ cookie: headerText, token: headerText, type: headerText, key: headerText, forwarded: headerText }),
      async ({ cookie, token, type, key, forwarded }) => {
        const status = (
          await postApplication(session, JSON.stringify(VALID), {
            Cookie: cookie,
            'X-XSRF-TOKEN': token,
            'Content-Type': type,
            'Idempotency-Key': key,
            'X-Forwarded-For': forwarded,
          })
        ).status;
        return refused(record(status));
      },
    ),
    settings,
  );
  // Query strings and cookies on pages and staff APIs: read without throwing.
  const paths = ['/', '/application/TSKIS', '/staff', '/staff/login', '/api/staff/applications/export', '/staff/audit'];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...paths), headerText, headerText, async (path, query, cookie) => {
      const response = await fetch(`${session.baseUrl}${path}?q=${query.replace(/[#\s]/g, '')}&page=${query.length}`, {
        headers: { Cookie: cookie },
        redirect: 'manual',
      }).catch(() => null);
      await response?.arrayBuffer();
      return notServerError(record(response?.status ?? 0));
    }),
    settings,
  );
  log(`  fuzz: ${requests} requests → ${Object.entries(statuses).map(([status, count]) => `${count}×${status}`).join(', ')}`);
  return { requests, statuses };
}

/** The fields of `value` that differ from the valid application, for a readable counterexample. */
function changedFields(/** @type {Record<string, unknown>} */ value) {
  const keys = new Set([...Object.keys(VALID), ...Object.keys(value)]);
  return Object.fromEntries([...keys].filter((key) => JSON.stringify(value[key]) !== JSON.stringify(VALID[key])).map((key) => [key, value[key] ?? '(missing)']));
}
