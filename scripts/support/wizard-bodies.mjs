// @ts-check
// The body the wizard sends at Finish, for `npm run bench`: the answers, the background-check consents due for them
// (each in the wording the wizard shows), the carrier's screening questions answered, and the ids of the CDL's two
// photos uploaded before. One document id files one application only, so every body gets photos of its own, all
// uploaded ahead of the measured run. Needs the TypeScript hooks (`node --import ./scripts/support/register-ts.mjs`):
// the consents due are computed by the wizard's own code (lib/consents), as the browser does.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { addressStates, consentsToSign } from '@/lib/consents/consents-to-sign';
import { shownConsent } from '@/lib/consents/shown-consent';

/** A yes-or-no knock-out, a choice, a number and a priority question: a carrier's usual screening. */
const QUESTIONS = [
  { kind: 'yes-no', rule: 'knock-out', textEn: 'Do you hold a Class A CDL?', options: [], accepted: ['yes'], answer: 'yes' },
  { kind: 'choice', rule: 'knock-out', textEn: 'Which endorsement do you hold?', options: [{ en: 'Tanker', es: 'Cisterna' }, { en: 'None', es: 'Ninguno' }], accepted: ['Tanker'], answer: 'Tanker' },
  { kind: 'number', rule: 'knock-out', textEn: 'How many years have you driven a truck?', options: [], accepted: { min: '2' }, answer: '4' },
  { kind: 'yes-no', rule: 'priority', textEn: 'Do you have a hazmat endorsement?', options: [], accepted: ['yes'], answer: 'no' },
];

/**
 * Gives the carrier `compCode` the four questions, written into the scratch database as the staff editor stores a
 * new question (lib/screening/server/question-store.ts): version 1, active, in order.
 * @param {string} databaseFile @param {string} compCode
 * @returns {{ questionId: string, version: number, answer: string }[]} what an applicant who meets them answers
 */
export function addScreeningQuestions(databaseFile, compCode) {
  const db = new Database(databaseFile);
  try {
    const insert = db.prepare(
      'INSERT INTO "ScreeningQuestion" ("questionId", "version", "compCode", "kind", "textEn", "options", "rule", "accepted", "status", "position") ' +
        "VALUES (?, 1, ?, ?, ?, ?, ?, ?, 'active', ?)",
    );
    return QUESTIONS.map((question, index) => {
      const questionId = `sq${randomBytes(10).toString('hex')}`;
      insert.run(questionId, compCode, question.kind, question.textEn, JSON.stringify(question.options), question.rule, JSON.stringify(question.accepted), index + 1);
      return { questionId, version: 1, answer: question.answer };
    });
  } finally {
    db.close();
  }
}

/**
 * The consents a wizard in English sends for `answers`: those due for the carrier's choices and the addresses'
 * states, each naming the version of the text shown.
 * @param {{ baseUrl: string, headers: Record<string, string> }} session @param {Record<string, unknown>} answers
 */
export async function consentsFor(session, answers) {
  const companyCode = String(answers.compCode).toUpperCase();
  const response = await fetch(`${session.baseUrl}/api/consents/${companyCode}`, { headers: { Cookie: session.headers.Cookie ?? '' } });
  if (!response.ok) throw new Error(`GET /api/consents/${companyCode}: ${response.status}`);
  const config = /** @type {import('@/lib/consents/consent-config').ConsentConfig} */ (await response.json());
  const states = addressStates([answers.state, answers.prevState1, answers.prevState2, answers.prevState3]);
  const agreedAt = new Date().toISOString();
  return consentsToSign(config.choices, states).map((consent) => {
    const shown = shownConsent(consent, 'en', companyCode, config.carrierTexts);
    return {
      consent,
      version: shown.text.version,
      ...(shown.official && { official: shown.official.version }),
      agreedAt,
      ...(shown.text.request !== undefined && { requestedCopy: false }),
    };
  });
}

/**
 * A photo that weighs what a phone's does once the wizard has scaled it and the server has kept it (about 90 KB of
 * JPEG and a 45 KB thumbnail, encrypted): filing is measured with the bytes a real submission files, which a photo of
 * a few KB would leave out (docs/performance.md). Fine-grained detail, the same bytes every run.
 */
async function phoneWeightPhoto() {
  const side = 410;
  const pixels = Buffer.alloc(side * side * 3);
  let seed = 12345;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = (index * 7 + Math.floor(index / 3000) * 13 + (seed % 60)) & 255;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * Uploads `count` pairs of CDL photos of a phone's weight, `parallel` at a time, and answers each pair's ids.
 * @param {{ baseUrl: string, headers: Record<string, string> }} session @param {number} count @param {number} [parallel]
 * @returns {Promise<string[][]>}
 */
export async function uploadCdlPairs(session, count, parallel = 8) {
  const photo = await phoneWeightPhoto();
  const upload = async (/** @type {string} */ kind) => {
    const response = await fetch(`${session.baseUrl}/api/documents?kind=${kind}`, {
      method: 'POST',
      headers: { ...session.headers, 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(photo),
    });
    if (response.status !== 201) throw new Error(`Upload of ${kind}: ${response.status} ${await response.text()}`);
    return String((/** @type {{ id: string }} */ (await response.json())).id);
  };
  /** @type {string[][]} */
  const pairs = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const index = next++;
        pairs[index] = [await upload('cdl-front'), await upload('cdl-back')];
      }
    }),
  );
  return pairs;
}

/**
 * The record of the questions the wizard's page showed (`shownPage`), as the page hands it to the browser and Finish
 * sends it back: the server judges the screening answers by it.
 * @param {{ baseUrl: string, headers: Record<string, string> }} session @param {string} compCode
 */
export async function shownPageOf(session, compCode) {
  const response = await fetch(`${session.baseUrl}/application/${compCode}`, { headers: { Cookie: session.headers.Cookie ?? '' } });
  const record = /sp1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}/.exec(await response.text())?.[0];
  if (!record) throw new Error(`GET /application/${compCode}: ${response.status}, no record of the questions shown`);
  return record;
}
