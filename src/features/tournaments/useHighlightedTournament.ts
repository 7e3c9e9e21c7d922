import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The tournament a shared link names (/tournaments#{id}), once it is on the page:
 * scrolled into view and focused, so keyboard and screen-reader users land on it too.
 */
export function useHighlightedTournament(ready: boolean): string | null {
  const { hash } = useLocation();
  let id: string | null = null;
  try {
    id = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  } catch {
    id = null;
  }

  useEffect(() => {
    if (!ready || !id) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
  }, [ready, id]);

  return id;
}
