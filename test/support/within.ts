/**
 * How long a test waits for something that happens at once when all is well (a socket closing, an
 * event arriving): a bound for a busy machine, well under jest's own timeout, not a speed check.
 */
export const SOON_MS = 15_000;

/**
 * Resolves or rejects as `promise` does, or fails after `ms` saying what did not happen, so a wait
 * that would hang fails on its own, with its reason, instead of at jest's timeout.
 */
export function within<T>(promise: Promise<T>, what: string, ms = SOON_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
