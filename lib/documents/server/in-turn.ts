import 'server-only';

/**
 * Runs jobs at most `limit` at a time in this process; the others wait in arrival order. A finished job hands its
 * turn to the next one waiting, so a new arrival cannot slip in between.
 */
export function turns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
