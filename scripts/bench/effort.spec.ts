import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { Locator, Page } from '@playwright/test';
import { aamvaText, licenseBarcodePng } from '../../tests/fixtures/license-barcode.mjs';
import { firstOfMonthIn, makeApplicant, type ApplicantData, type Employer } from '../../e2e/fixtures/applicant';
import { expect, test } from '../../e2e/fixtures/test';
import { DIALOG } from '../../e2e/fixtures/messages';
import { applicationFile, submitEarlierApplication } from '../../e2e/fixtures/saved-draft';
import { MAIL_DIR } from '../../e2e/fixtures/paths';
import type { Wizard } from '../../e2e/fixtures/wizard';

/**
 * What a driver does to apply, counted while the wizard is walked to Finish in the browser at 390 px: each answer
 * given (a field typed, a box or an option picked), each character typed, each tap (a button, a box, a choice),
 * each photo and the signature. The walk's own actions are counted (every Locator action passes the counter below),
 * so the figures are what the walk did, not an estimate. A field that already holds the value the driver would
 * type is left alone and not counted: that is what a scan or a reused application saves.
 *
 * Each driver is one entry of DRIVERS: a name and a walk from an empty browser to the success dialog. What happened
 * before the walk (the returning driver's earlier application, sent through the API) is not counted.
 */
export type Effort = { driver: string; answers: number; typed: number; taps: number; photos: number; signatures: number };
/** `tappedOutside`: a tap the walk makes outside the page (the link in a mail). */
type Walk = (context: { page: Page; wizard: Wizard; tappedOutside: () => void }) => Promise<void>;

/** Her one employer: her own answers, as her email, so that the figures of docs/performance.md count the same words. */
const HER_EMPLOYER: Employer = {
  employer: 'Acme Freight',
  address: '100 Main St',
  cityStZip: 'Houston, TX 77002',
  from: '01/15/2018',
  to: '03/31/2024',
  position: 'OTR Driver',
  salary: '65000',
  contact: 'Pat Lee, Dispatcher',
  phone: '(555) 123-4567',
  reason: 'Relocation',
  fmcsr: 'Yes',
  drugTest: 'Yes',
};

/** A typical first-time driver: one employer, one traffic conviction, no accidents, never in the armed forces. */
const FIRST_TIME: ApplicantData = makeApplicant({
  name: 'Maria Garcia',
  email: 'm.garcia@example.com',
  address: { street: '1200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', movedIn: '06/2019' },
  accidents: 'NONE',
  traffic: [{ date: '04/2024', state: 'TX', charge: 'Speeding 10 over', penalty: 'Fine' }],
  license: { state: 'TX', number: '12345678', type: 'Class A', endorsement: 'HN', expiration: '04/15/2029' },
  experience: { 'TRACTOR & SEMI-TRAILER': { type: 'Dry van', from: '2019', to: '2025', miles: '500000' } },
  employers: [HER_EMPLOYER],
  army: { served: 'No' },
  education: { grade: '8', highSchool: '4' },
});

/** Her license's barcode, as the back of a Texas CDL carries it (AAMVA version 8). */
const HER_LICENSE = aamvaText({
  iin: '636015',
  version: 8,
  elements: [
    ['DCA', 'A'], ['DCD', 'HN'], ['DBA', '04152029'], ['DCS', 'GARCIA'], ['DAC', 'MARIA'], ['DAD', ''],
    ['DBB', FIRST_TIME.dob.replace(/\//g, '')], ['DAG', '1200 CONGRESS AVE'], ['DAI', 'AUSTIN'], ['DAJ', 'TX'],
    ['DAK', '787010000'], ['DAQ', '12345678'], ['DCG', 'USA'],
  ],
});

async function walkToFinish(wizard: Wizard, page: Page, data: ApplicantData) {
  await wizard.completeAll(data);
  await wizard.finishButton.click();
  await expect(wizard.dialog(DIALOG.success.title)).toBeVisible({ timeout: 30_000 });
  void page;
}

/**
 * From a wizard already filled in (a reused application, a file): Next through the steps, adding only what never
 * carries over: step 4's photos not offered again, the agreements of steps 9 and 10, and step 11 (the three boxes,
 * the background-check consents, the signature). A step refusing Next would fail the walk: nothing else is typed.
 */
async function finishFilledIn(wizard: Wizard, page: Page) {
  for (let n = 1; n < 11; n += 1) {
    await wizard.expectStep(n);
    if (n === 4) await wizard.attachDocuments(['cdl-front', 'cdl-back', 'medical-card']);
    if (n === 9 || n === 10) await wizard.agree();
    await wizard.advanceFrom(n);
  }
  await wizard.sign();
  await wizard.finishButton.click();
  await expect(wizard.dialog(DIALOG.success.title)).toBeVisible({ timeout: 30_000 });
  void page;
}

/** The link of the newest "Start from your last application" mail to `email`, parsed (quoted-printable breaks lines). */
async function reuseLinkMailedTo(email: string): Promise<string> {
  // Newest first: the sink names each file by the time it arrived, and an earlier run may have left a used link.
  const files = readdirSync(MAIL_DIR).sort().reverse();
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(path.join(MAIL_DIR, file)))));
  const mail = mails.find((candidate) => (Array.isArray(candidate.to) ? candidate.to[0] : candidate.to)?.value[0]?.address === email && /\/reuse\//.test(candidate.text ?? ''));
  return /http\S+\/reuse\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
}

/** The same driver applying again, here from the mailed link or at another carrier from her file. */
const RETURNING: ApplicantData = {
  ...FIRST_TIME,
  email: 'maria.g@example.com',
  // Her license and medical card still valid whenever the bench runs: their photos come with the mailed link.
  license: { ...FIRST_TIME.license, expiration: firstOfMonthIn(24), medicalCard: { expiration: firstOfMonthIn(24), examinerNumber: '2468013579' } },
};

export const DRIVERS: { driver: string; walk: Walk }[] = [
  {
    driver: 'first-time',
    walk: async ({ page, wizard }) => {
      await wizard.open('abc');
      await walkToFinish(wizard, page, FIRST_TIME);
    },
  },
  {
    driver: 'first-time, CDL scanned',
    walk: async ({ page, wizard }) => {
      await wizard.open('abc');
      const scan = page.getByRole('region', { name: 'Scan the back of your CDL' });
      await scan.locator('input[capture]').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: await licenseBarcodePng(HER_LICENSE) });
      await scan.getByRole('button', { name: 'Use these' }).click();
      await expect(scan.getByText('Your answers were filled in from your license')).toBeVisible();
      await walkToFinish(wizard, page, FIRST_TIME);
    },
  },
  {
    driver: 'returning, from the mailed link',
    walk: async ({ page, wizard, tappedOutside }) => {
      await submitEarlierApplication(RETURNING, 'abc');
      await wizard.open('abc');
      const section = page.locator('#applied-before');
      await section.getByRole('textbox', { name: 'Email used in your last application' }).fill(RETURNING.email!);
      await section.getByRole('button', { name: 'Mail me a link' }).click();
      await expect.poll(() => reuseLinkMailedTo(RETURNING.email!), { timeout: 15_000 }).not.toBe('');
      tappedOutside();
      await page.goto(await reuseLinkMailedTo(RETURNING.email!));
      await wizard.textbox('Date of Birth').fill(RETURNING.dob);
      await wizard.button('Continue').click();
      await wizard.textbox('Social Security Number').fill(RETURNING.ssn);
      await wizard.button('Open my application').click();
      await expect(page.getByText("Your last application's answers are filled in.")).toBeVisible();
      await finishFilledIn(wizard, page);
    },
  },
  {
    driver: 'returning, from the file',
    walk: async ({ page, wizard }) => {
      const { copyToken } = await submitEarlierApplication(RETURNING, 'abc');
      const file = await applicationFile(copyToken, RETURNING.dob);
      await wizard.open('TSKIS');
      await expect(page.getByRole('textbox', { name: 'Email used in your last application' })).toBeVisible();
      await page.locator('input[type="file"][accept*="json"]').setInputFiles({ name: 'driver-application.json', mimeType: 'application/json', buffer: file });
      await expect(page.getByRole('status').filter({ hasText: 'were filled in from the application saved by' })).toBeVisible();
      await wizard.textbox('Social Security Number').fill(RETURNING.ssn);
      await finishFilledIn(wizard, page);
    },
  },
];

/** Counts every action of the walk on any Locator; a field already holding the value is not typed again. */
function countActions(locatorPrototype: Locator, effort: Effort): () => void {
  const target = locatorPrototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const originals = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const wrap = (name: string, count: (self: Locator, args: unknown[]) => Promise<void>) => {
    const original = target[name]!;
    originals.set(name, original);
    target[name] = async function (this: Locator, ...args: unknown[]) {
      await count(this, args);
      return original.apply(this, args);
    };
  };
  wrap('fill', async (self, [value]) => {
    const text = String(value ?? '');
    if (!text) return;
    const current = await self.inputValue().catch(() => '');
    if (current.trim().toLowerCase() === text.trim().toLowerCase()) return;
    effort.answers += 1;
    effort.typed += text.length;
  });
  wrap('pressSequentially', async (_self, [value]) => {
    effort.answers += 1;
    effort.typed += String(value ?? '').length;
  });
  // A box already checked (a carried answer) is left as it is: no tap.
  for (const name of ['check', 'setChecked', 'selectOption']) {
    wrap(name, async (self) => {
      if (name === 'check' && (await self.isChecked().catch(() => false))) return;
      effort.answers += 1;
      effort.taps += 1;
    });
  }
  for (const name of ['click', 'tap', 'dblclick']) {
    wrap(name, async (self) => {
      effort.taps += 1;
      // A choice picked from a list or a Yes/No is an answer too.
      if (/getByRole\('(option|radio)'/.test(String(self))) effort.answers += 1;
    });
  }
  // Picking a saved application file is a tap in the file picker, not a photo.
  wrap('setInputFiles', async (self) => {
    if (/json/.test(String(self))) effort.taps += 1;
    else effort.photos += 1;
  });
  return () => {
    for (const [name, original] of originals) target[name] = original;
  };
}

const results: Effort[] = [];

for (const { driver, walk } of DRIVERS) {
  test(`effort: ${driver}`, async ({ page, wizard }) => {
    test.setTimeout(180_000);
    const effort: Effort = { driver, answers: 0, typed: 0, taps: 0, photos: 0, signatures: 0 };
    const restore = countActions(Object.getPrototypeOf(page.locator('body')) as Locator, effort);
    try {
      await walk({ page, wizard, tappedOutside: () => void (effort.taps += 1) });
    } finally {
      restore();
    }
    // The signature is drawn with the pointer (wizard.sign), not through a Locator: one per application.
    effort.signatures = 1;
    results.push(effort);
  });
}

test.afterAll(() => {
  if (process.env.EFFORT_OUT) writeFileSync(process.env.EFFORT_OUT, JSON.stringify(results, null, 2));
});
