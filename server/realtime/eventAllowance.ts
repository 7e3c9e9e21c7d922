/**
 * Counts one socket's events of a kind in fixed windows: false once it sent more than `max` in the
 * current one. A burst limit per connection, kept in memory, since a socket lives on one process.
 */
export function eventAllowance(max: number, windowMs: number): () => boolean {
  let windowStart = 0;
  let seen = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      seen = 0;
    }
    seen += 1;
    return seen <= max;
  };
}

/** The burst window of every socket event limit. */
export const SOCKET_EVENT_WINDOW_MS = 15_000;
