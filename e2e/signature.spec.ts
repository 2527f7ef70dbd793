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
