import { useCallback, useSyncExternalStore } from 'react';

/** Phones: the short cookie button text, the home page's accordions. */
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';

/**
 * Phones and tablets: the hamburger menu, the chat's bottom sheet. A signed-in admin's
 * full navbar does not fit below about 900 px, so tablets get the menu too.
 */
export const TABLET_MEDIA_QUERY = '(max-width: 1024px)';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** Whether the media query matches now; follows changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

/** Wider than a tablet, written so that it is false (like every query here) where matchMedia is missing. */
export const WIDER_THAN_TABLET_MEDIA_QUERY = `not all and ${TABLET_MEDIA_QUERY}`;
