import { expect, test } from './fixtures/test';

/** A device set to "reduce motion" gets steps that open at once; everyone else keeps the folding animation. */

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  const how = reducedMotion === 'reduce' ? 'without' : 'with';
  test(`steps open ${how} animation when the device's motion setting is "${reducedMotion}"`, async ({ page, wizard }) => {
    await page.emulateMedia({ reducedMotion });
    await wizard.open();
    const stepFold = page.locator('.MuiStepContent-root .MuiCollapse-root').first();
    const seconds = parseFloat(await stepFold.evaluate((el) => getComputedStyle(el).transitionDuration));
    if (reducedMotion === 'reduce') expect(seconds).toBeLessThan(0.001);
    else expect(seconds).toBeGreaterThan(0.1);
  });
}
