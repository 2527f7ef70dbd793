// @ts-check
// Main-thread blocking while a page loads on a slow phone: what keeps a tap or a key from being handled.
//
// Method (one, so figures compare over time): Debian's Chromium, headless, a 390×844 screen, its CPU slowed 4× (as
// Lighthouse's mobile profile assumes), a fresh browser context per load (nothing cached). Every long task (over
// 50 ms) from navigation until 3 s after the load event is recorded; the blocking time is the sum of each task's
// part over 50 ms, as Lighthouse's Total Blocking Time counts it, but measured rather than simulated. The median
// of several loads is reported, with the longest task seen.
//
// As a command: node scripts/support/blocking-time.mjs http://127.0.0.1:3300 / /application/TSKIS
import { chromium } from '@playwright/test';

const CHROMIUM = '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3_000;

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ loads?: number }} [options]
 * @returns {Promise<{ blockingMs: number, longestTaskMs: number, loads: number[] }>}
 */
export async function blockingTime(baseUrl, path, { loads = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    /** @type {number[]} */
    const blocking = [];
    let longestTaskMs = 0;
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.addInitScript(() => {
        const tasks = /** @type {number[]} */ ([]);
        Object.defineProperty(window, '__longTasks', { value: tasks });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const tasks = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).__longTasks));
      blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
      longestTaskMs = Math.max(longestTaskMs, ...tasks);
      await context.close();
    }
    const sorted = [...blocking].sort((a, b) => a - b);
    return { blockingMs: sorted[Math.floor(sorted.length / 2)] ?? NaN, longestTaskMs, loads: blocking };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, ...paths] = process.argv.slice(2);
  if (!baseUrl) throw new Error('usage: node scripts/support/blocking-time.mjs BASE_URL PATH…');
  for (const path of paths.length > 0 ? paths : ['/']) {
    const { blockingMs, longestTaskMs, loads } = await blockingTime(baseUrl, path);
    console.log(`${path}: blocking ${blockingMs.toFixed(0)} ms (median of ${loads.map((ms) => ms.toFixed(0)).join(', ')}), longest task ${longestTaskMs.toFixed(0)} ms`);
  }
}
