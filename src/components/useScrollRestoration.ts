import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the reader was on each history entry, by location key, for Back and Forward. */
const positions = new Map<string, number>();

/**
 * Scrolling as a multi-page site would: a new page opens at the top (a page opened at a #anchor
 * scrolls to it itself), and Back or Forward return to where the reader left that page. A reload
 * is the browser's own scroll restoration.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);

  useEffect(() => {
    // Scroll events arrive after the commit that changed the page, so they are filed under the new key.
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (currentKey.current === location.key) return;
    currentKey.current = location.key;
    if (navigationType === 'POP') return restoreScroll(positions.get(location.key) ?? 0);
    if (!location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}

/** Frames to keep trying while the page grows back (its images and lists arriving): about a second. */
const RESTORE_FRAMES = 60;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Scrolls to y, again on each frame while the page is still too short to reach it, until the reader takes over. */
function restoreScroll(y: number): () => void {
  let frame = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) <= 1 || ++frame >= RESTORE_FRAMES) stop();
    else handle = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
