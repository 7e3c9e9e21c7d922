import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * The current time, renewed as each of `moments` passes: a page left open sees registration open
 * or close and check-in begin without a reload, and renders no more often than that.
 */
export function useNowPassing(moments: readonly (Date | null)[]): Date {
  const [now, setNow] = useState(() => new Date());
  const next = moments
    .map((moment) => moment?.getTime() ?? Number.NaN)
    .filter((time) => time > now.getTime())
    .sort((a, b) => a - b)[0];

  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - Date.now(), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}
