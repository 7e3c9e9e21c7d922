import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '../../components/useMediaQuery';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * A number that counts up to `target` over `durationMs` (from where it stands, so a new target
 * continues from the shown value). Visitors who ask for less motion see the target at once.
 */
export function useAnimatedNumber(target: number, durationMs: number): number {
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    if (reduceMotion) {
      shownRef.current = target;
      return;
    }
    const from = shownRef.current;
    let start: number | null = null;
    let frame = 0;
    // Elapsed time comes from the frames' own timestamps: one clock, whatever drives the frames.
    const step = (timestamp: number) => {
      start ??= timestamp;
      const progress = durationMs > 0 ? Math.min((timestamp - start) / durationMs, 1) : 1;
      const value = progress >= 1 ? target : Math.round(from + (target - from) * easeOutCubic(progress));
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduceMotion]);

  return reduceMotion ? target : shown;
}
