import { inkBounds, drawSignature } from './fixtures/signature';
import { expect, test } from './fixtures/test';

test('the signature pad keeps its 7:3 shape, fits the screen, inks under the pointer and clears', { tag: '@phone' }, async ({
  page,
  wizard,
  minimalApplicant,
}) => {
  await wizard.openAtStep(11, minimalApplicant);
  const pad = wizard.signaturePad;
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.width / box!.height, 'canvas aspect ratio ~ 700:300').toBeCloseTo(7 / 3, 1);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, 'the pad fits the screen width').toBeLessThanOrEqual(viewport!.width);
  expect(box!.width).toBeLessThanOrEqual(700);

  expect(await inkBounds(pad), 'blank at first').toBeNull();

  // A stroke in the left part of the pad must show up there (not scaled or shifted).
  const area = { left: 0.1, right: 0.4, top: 0.3, bottom: 0.7 };
  await drawSignature(page, pad, wizard.pointer, area);
  const tolerance = 0.06;
  // The pad paints a stroke over several frames (a busy machine showed its first tenth only): wait for its end.
  await expect.poll(async () => (await inkBounds(pad))?.right ?? 0, { message: 'the whole stroke is inked' }).toBeGreaterThan(area.right - tolerance);
  const ink = (await inkBounds(pad))!;
  expect(ink.left).toBeGreaterThan(area.left - tolerance);
  expect(ink.left).toBeLessThan(area.left + tolerance);
  expect(ink.right).toBeGreaterThan(area.right - tolerance);
  expect(ink.right).toBeLessThan(area.right + tolerance);
  expect(ink.top).toBeGreaterThan(area.top - tolerance);
  expect(ink.bottom).toBeLessThan(area.bottom + tolerance);

  await wizard.button('Clear').click();
  await expect.poll(() => inkBounds(pad), { message: 'Clear empties the pad' }).toBeNull();
});

test('the pad shows once the consents above it are listed, so their arrival never moves a stroke off it', async ({
  page,
  wizard,
  minimalApplicant,
}) => {
  // The carrier's consents held back until the test lets them through, as on a slow connection.
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/api/consents/**', async (route) => {
    await held;
    await route.continue();
  });
  const opening = wizard.openAtStep(11, minimalApplicant);
  const loading = page.getByRole('status').filter({ hasText: 'Loading the consents' });
  await expect(loading).toBeVisible();
  await expect(wizard.signaturePad, 'no pad while the consents are on their way').toHaveCount(0);
  letThrough();
  await opening;
  await expect(loading).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Open .*Disclosure regarding background reports/ })).toBeVisible();

  // Drawn as soon as the pad shows: the whole stroke is inked where it was drawn.
  const area = { left: 0.1, right: 0.4, top: 0.3, bottom: 0.7 };
  await drawSignature(page, wizard.signaturePad, wizard.pointer, area);
  await expect.poll(async () => (await inkBounds(wizard.signaturePad))?.right ?? 0, { message: 'the whole stroke is inked' }).toBeGreaterThan(area.right - 0.06);
});
