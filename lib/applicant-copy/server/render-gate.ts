import 'server-only';

/**
 * At most `concurrent` jobs at a time, at most `waiting` more in line, each waiting at most `waitMs`; anything beyond
 * is refused at once (the caller answers 503 with Retry-After). Rendering a PDF is CPU work on the one thread that
 * also answers every other request: a burst of downloads then delays every page and submission of the process, and
 * each render in progress holds its document in memory. With the gate a burst costs the others one render's time
 * at most per free slot, and the refused ones cost nothing (docs/drafts-and-copies.md).
 */
export type GateOutcome<T> = { ok: true; value: T } | { ok: false };

export type Gate = {
  run<T>(work: () => Promise<T>): Promise<GateOutcome<T>>;
  /** Jobs running and waiting now, for tests and measurements. */
  load(): { running: number; waiting: number };
};

export function createGate({ concurrent, waiting, waitMs }: { concurrent: number; waiting: number; waitMs: number }): Gate {
  let running = 0;
  const line: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = line.shift();
    if (next) next();
  };

  /** Resolves true when a slot is this caller's, false when it waited too long or the line is full. */
  const acquire = (): Promise<boolean> => {
    if (running < concurrent) {
      running += 1;
      return Promise.resolve(true);
    }
    if (line.length >= waiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const take = () => {
        clearTimeout(timer);
        running += 1;
        resolve(true);
      };
      const timer = setTimeout(() => {
        const index = line.indexOf(take);
        if (index >= 0) line.splice(index, 1);
        resolve(false);
      }, waitMs);
      timer.unref?.();
      line.push(take);
    });
  };

  return {
    async run(work) {
      if (!(await acquire())) return { ok: false };
      try {
        return { ok: true, value: await work() };
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: line.length }),
  };
}

const cache = globalThis as unknown as { driverApplicationCopyGate?: Gate };

/**
 * The applicant's copies of this process: one render at a time (one takes ~100–300 ms of CPU), four more waiting up
 * to 10 seconds. One at a time leaves the other core, and the gaps between a render's steps, to everything else.
 */
export function copyRenderGate(): Gate {
  cache.driverApplicationCopyGate ??= createGate({ concurrent: 1, waiting: 4, waitMs: 10_000 });
  return cache.driverApplicationCopyGate;
}
