import { useEffect } from 'react';

export const SCROLL_LOCKED_CLASS = 'scroll-locked';

/** How many overlays (dialogs, the mobile menu) currently want the page behind them still. */
let lockCount = 0;

/** Locks page scroll until the returned release function is called; locks nest. */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (lockCount === 0) {
    // The vanishing scrollbar would otherwise let the page jump sideways.
    const scrollbarWidth = Math.max(0, window.innerWidth - documentElement.clientWidth);
    body.style.setProperty('--scrollbar-compensation', `${scrollbarWidth}px`);
    body.classList.add(SCROLL_LOCKED_CLASS);
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) {
      body.classList.remove(SCROLL_LOCKED_CLASS);
      body.style.removeProperty('--scrollbar-compensation');
    }
  };
}

/** Keeps page scroll locked while `active`. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
