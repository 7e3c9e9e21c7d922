import type { Middleware } from '@reduxjs/toolkit';
import { loggedIn, restored } from '../features/session/sessionSlice';
import { bracketWatched } from '../lib/bracketWatch';

/** The actions on which the realtime middleware opens the socket: a user became known, or a page shows a bracket. */
function startsRealtime(action: unknown): boolean {
  return loggedIn.match(action) || (restored.match(action) && Boolean(action.payload.token && action.payload.user)) || bracketWatched.match(action);
}

/**
 * The realtime middleware (with the chat cache updates it imports and socket.io-client) is needed
 * only once a user is known or a page shows a live bracket, so other visitors never download it. Until then actions go straight on: the
 * realtime middleware has no socket yet and ignores them. From the first log-in or restored
 * session on, it receives every action in order, those dispatched while its code was loading
 * included (replayed after the reducers have already seen them).
 */
export function lazySocketMiddleware(): Middleware {
  return (api) => (next) => {
    let handle: ((action: unknown) => unknown) | null = null;
    let waiting: unknown[] | null = null;
    return (action) => {
      if (handle) return handle(action);
      const result = next(action);
      if (waiting) {
        waiting.push(action);
      } else if (startsRealtime(action)) {
        waiting = [action];
        import('./socketMiddleware').then(
          ({ socketMiddleware }) => {
            let replaying = true;
            const realtime = socketMiddleware()(api)((queued) => (replaying ? undefined : next(queued)));
            for (const queued of waiting ?? []) realtime(queued);
            replaying = false;
            waiting = null;
            handle = realtime;
          },
          // Like a failed socket.io-client download: no realtime now; the next log-in tries again.
          () => {
            waiting = null;
          },
        );
      }
      return result;
    };
  };
}
