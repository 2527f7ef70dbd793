import { nowAndThen } from './now-and-then';

describe('nowAndThen', () => {
  it('runs the work at once, then not again until the interval has passed', () => {
    let now = 1_000_000;
    const work = jest.fn(async () => undefined);
    const sweep = nowAndThen(60_000, 'test', work, () => now);
    sweep();
    sweep();
    now += 59_999;
    sweep();
    expect(work).toHaveBeenCalledTimes(1);
    now += 1;
    sweep();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run without throwing to its caller, and runs again next time', async () => {
    let now = 0;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const work = jest.fn(async () => {
      throw Object.assign(new Error('database gone'), { code: 'P1001' });
    });
    const sweep = nowAndThen(1_000, 'api/test', work, () => now);
    expect(() => sweep()).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    expect(logged).toHaveBeenCalledWith('[api/test] sweep failure: Error (P1001)');
    now += 1_000;
    sweep();
    expect(work).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
