import { readFileSync } from 'node:fs';
import Sequencer from '@jest/test-sequencer';

/** @typedef {Parameters<Sequencer['sort']>[0][number]} Test a test file as jest hands it to the sequencer */

/**
 * The suites that start processes (the built app, the scripts): tens of seconds each, against a second for most others.
 * @param {Test} test
 */
const startsProcesses = (test) => /[/\\](tests[/\\]api|scripts)[/\\]/.test(test.path);

/**
 * A suite that says in its opening comment that it runs long for its size (`@long-running`: it starts several apps one
 * after another, or a script that does), so its file size, jest's guess without a cache, says nothing of its length.
 * @param {Test} test
 */
const saysLongRunning = (test) => {
  try {
    return /^ \* @long-running\b/m.test(readFileSync(test.path, 'utf8').slice(0, 3_000));
  } catch {
    return false;
  }
};

/**
 * Jest's own order, except on a run without its cache (every CI run, a clean clone): there jest takes the largest
 * files first, and a short file that starts the app several times (the drill, the mail instances) began near the end
 * and ran alone for its last 20–25 s. So the suites marked `@long-running` go first, then the other suites that start
 * processes, then the quick ones fill the workers' gaps at the end (docs/performance.md). With the cache's durations,
 * jest's own longest-first order is kept.
 */
export default class AppSuitesFirst extends Sequencer {
  /** @param {Test[]} tests */
  async sort(tests) {
    const sorted = await super.sort(tests);
    if (sorted.every((test) => test.duration != null)) return sorted;
    const rank = (/** @type {Test} */ test) => (!startsProcesses(test) ? 2 : saysLongRunning(test) ? 0 : 1);
    const ranks = new Map(sorted.map((test) => [test, rank(test)]));
    // Array sort is stable: within a rank, jest's own order (largest first) stays.
    return sorted.toSorted((a, b) => (ranks.get(a) ?? 0) - (ranks.get(b) ?? 0));
  }
}
