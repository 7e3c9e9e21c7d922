import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After each in-app navigation (not the first page load), focus goes to the new page's container,
 * so keyboard and screen-reader users start reading the new page instead of a stale link.
 */
export function useFocusOnNavigation(targetRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  // Compared by value rather than "first run", which React's strict mode runs twice.
  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    // The scroll position is useScrollRestoration's business; focusing must not jump the page.
    targetRef.current?.focus({ preventScroll: true });
  }, [pathname, targetRef]);
}
