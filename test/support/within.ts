/**
 * How long a test waits for something that happens at once when all is well (a socket closing, an
 * event arriving): a bound for a busy machine, well under jest's own timeout, not a speed check.
 */
export const SOON_MS = 20_000;

/**
 * Settles as `promise` does, or fails `ms` after this call saying what did not happen, so a wait
 * that would hang fails on its own, with its reason, instead of at jest's timeout. A test that
 * fails before awaiting it leaves no timer running and no unhandled rejection behind.
 */
export function within<T>(promise: Promise<T>, what: string, ms = SOON_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
    // Node's timers can be unref'd; a jsdom page's setTimeout returns a plain number.
    if (typeof timer === 'object') timer.unref();
  });
  const bounded = Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
  bounded.catch(() => undefined);
  return bounded;
}
