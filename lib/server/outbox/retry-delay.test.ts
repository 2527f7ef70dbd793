import { MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  const highest = () => 1;
  const lowest = () => 0;

  it('doubles per failed attempt from the base', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, 5_000, highest))).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('randomizes between half and all of the step, so an outage does not end in a stampede', () => {
    expect(retryDelayMs(3, 5_000, lowest)).toBe(10_000);
    for (let i = 0; i < 200; i += 1) {
      const delay = retryDelayMs(3, 5_000);
      expect(delay).toBeGreaterThanOrEqual(10_000);
      expect(delay).toBeLessThanOrEqual(20_000);
    }
  });

  it('never waits more than an hour, however many attempts failed', () => {
    expect(retryDelayMs(12, 5_000, highest)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(10_000, 5_000, highest)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(3_600_000);
  });

  it('treats a first failure (or a bad count) as one step of the base', () => {
    expect(retryDelayMs(0, 200, highest)).toBe(200);
    expect(retryDelayMs(1, 200, highest)).toBe(200);
  });
});
