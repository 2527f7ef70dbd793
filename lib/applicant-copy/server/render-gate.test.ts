import { createGate } from './render-gate';

const later = () => {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
};

describe('the render gate', () => {
  it('runs at most `concurrent` jobs, lines up `waiting` more, and refuses the rest at once', async () => {
    const gate = createGate({ concurrent: 1, waiting: 2, waitMs: 5_000 });
    const jobs = [later(), later(), later(), later()];
    const started: number[] = [];
    const outcomes = jobs.map((job, index) => gate.run(async () => {
      started.push(index);
      await job.done;
      return index;
    }));
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    // The fourth found the line full.
    await expect(outcomes[3]).resolves.toEqual({ ok: false });

    jobs[0]!.finish();
    await expect(outcomes[0]).resolves.toEqual({ ok: true, value: 0 });
    expect(started).toEqual([0, 1]);
    jobs[1]!.finish();
    jobs[2]!.finish();
    await expect(Promise.all(outcomes.slice(1, 3))).resolves.toEqual([{ ok: true, value: 1 }, { ok: true, value: 2 }]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('gives up on a wait longer than `waitMs`, and frees the slot of a job that failed', async () => {
    jest.useFakeTimers();
    try {
      const gate = createGate({ concurrent: 1, waiting: 1, waitMs: 1_000 });
      const first = later();
      const running = gate.run(() => first.done);
      const waiting = gate.run(async () => 'never');
      jest.advanceTimersByTime(1_001);
      await expect(waiting).resolves.toEqual({ ok: false });
      expect(gate.load()).toEqual({ running: 1, waiting: 0 });
      first.finish();
      await running;

      await expect(gate.run(() => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
      await expect(gate.run(async () => 'next')).resolves.toEqual({ ok: true, value: 'next' });
    } finally {
      jest.useRealTimers();
    }
  });
});
