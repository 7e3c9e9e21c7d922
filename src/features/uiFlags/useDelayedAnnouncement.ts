import { useEffect, useState } from 'react';
import { FADE_OUT_MS } from './uiFlagsTimings';

type Phase = 'waiting' | 'shown' | 'leaving' | 'gone';

/**
 * For the banner and popup that appear a while after load: shown `delayMs` after it becomes `due`,
 * then after dismiss() it stays FADE_OUT_MS longer (fading) before it leaves.
 */
export function useDelayedAnnouncement(due: boolean, delayMs: number) {
  const [phase, setPhase] = useState<Phase>('waiting');

  useEffect(() => {
    if (!due || phase !== 'waiting') return;
    const timer = setTimeout(() => setPhase('shown'), delayMs);
    return () => clearTimeout(timer);
  }, [due, phase, delayMs]);

  useEffect(() => {
    if (phase !== 'leaving') return;
    const timer = setTimeout(() => setPhase('gone'), FADE_OUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  return {
    // A flag set elsewhere in the app (say, a consent settings page) hides it as well.
    visible: (phase === 'shown' && due) || phase === 'leaving',
    leaving: phase === 'leaving',
    /** Returns false when it was already on its way out, so a double click acts once. */
    dismiss: (): boolean => {
      if (phase !== 'shown') return false;
      setPhase('leaving');
      return true;
    },
  };
}
