/**
 * `work`, or a failure naming it once it has taken `ms`: a hook or test that runs out of jest's time says only that it
 * did, not which part hung. What `work` still delivers after that is handed to `discardLate` (a database created
 * too late is dropped rather than left on the server).
 */
export async function within<T>(
  ms: number,
  what: string,
  work: () => T | Promise<T>,
  discardLate?: (late: T) => unknown,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let gaveUp = false;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      gaveUp = true;
      reject(new Error(`${what} took more than ${ms / 1000} s`));
    }, ms);
  });
  const working = Promise.resolve().then(work);
  if (discardLate) void working.then((value) => gaveUp && discardLate(value), () => undefined);
  try {
    return await Promise.race([working, late]);
  } finally {
    clearTimeout(timer);
  }
}
