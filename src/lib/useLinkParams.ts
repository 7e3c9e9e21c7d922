import { useLocation } from 'react-router';

/**
 * The parameters of a mailed link. Their secrets travel in the fragment (`#token=…`), which the
 * browser never sends to a server, so no log or Referer header sees them; links mailed before
 * carried them in the query, and still work: the fragment is read first, then the query.
 */
export function useLinkParams(): { get(name: string): string | null } {
  const { hash, search } = useLocation();
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  return { get: (name) => fragment.get(name) ?? query.get(name) };
}
