import Sequencer from '@jest/test-sequencer';

/** @typedef {Parameters<Sequencer['sort']>[0][number]} Test a test file as jest hands it to the sequencer */

/**
 * The suites that start processes (the built app, the scripts): tens of seconds each, against a second for most others.
 * @param {Test} test
 */
const startsProcesses = (test) => /[/\\](tests[/\\]api|scripts)[/\\]/.test(test.path);

/**
 * Jest's own order, except on a run without its cache (every CI run, a clean clone): there jest takes the largest
 * files first, and a short file that starts the app several times (the drill, the mail instances) began near the end
 * and ran alone for its last 25 s. The suites that start processes go first, then the quick ones fill the workers'
 * gaps at the end (docs/performance.md). With the cache's durations, jest's own longest-first order is kept.
 */
export default class AppSuitesFirst extends Sequencer {
  /** @param {Test[]} tests */
  async sort(tests) {
    const sorted = await super.sort(tests);
    if (sorted.every((test) => test.duration != null)) return sorted;
    return [...sorted.filter(startsProcesses), ...sorted.filter((test) => !startsProcesses(test))];
  }
}
