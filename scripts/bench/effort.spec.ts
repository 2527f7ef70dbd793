import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { aamvaText, licenseBarcodePng } from '../../tests/fixtures/license-barcode.mjs';
import { ACME, makeApplicant, type ApplicantData } from '../../e2e/fixtures/applicant';
import { expect, test } from '../../e2e/fixtures/test';
import { DIALOG } from '../../e2e/fixtures/messages';
import type { Wizard } from '../../e2e/fixtures/wizard';

/**
 * What a driver does to apply, counted while the wizard is walked to Finish in the browser at 390 px: each answer
 * given (a field typed, a box or an option picked), each character typed, each tap (a button, a box, a choice),
 * each photo and the signature. The walk's own actions are counted (every Locator action passes the counter below),
 * so the figures are what the walk did, not an estimate. A field that already holds the value the driver would
 * type is left alone and not counted: that is what a scan or a reused application saves.
 *
 * Each driver is one entry of DRIVERS: a name and a walk from an empty browser to the success dialog. The returning
 * drivers (a mailed link, a file) are added as entries of their own.
 */
export type Effort = { driver: string; answers: number; typed: number; taps: number; photos: number; signatures: number };
type Walk = (context: { page: Page; wizard: Wizard }) => Promise<void>;

/** A typical first-time driver: one employer, one traffic conviction, no accidents, never in the armed forces. */
const FIRST_TIME: ApplicantData = makeApplicant({
  name: 'Maria Garcia',
  address: { street: '1200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', movedIn: '06/2019' },
  accidents: 'NONE',
  traffic: [{ date: '04/2024', state: 'TX', charge: 'Speeding 10 over', penalty: 'Fine' }],
  license: { state: 'TX', number: '12345678', type: 'Class A', endorsement: 'HN', expiration: '04/15/2029' },
  experience: { 'TRACTOR & SEMI-TRAILER': { type: 'Dry van', from: '2019', to: '2025', miles: '500000' } },
  employers: [ACME],
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
  for (const name of ['check', 'setChecked', 'selectOption']) {
    wrap(name, async () => {
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
  wrap('setInputFiles', async () => {
    effort.photos += 1;
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
      await walk({ page, wizard });
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
