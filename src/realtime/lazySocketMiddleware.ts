import type { Middleware } from '@reduxjs/toolkit';

export interface LazyRealtime {
  /** The actions on which the realtime code is needed (a user became known, a page shows a live bracket). */
  startsOn: (action: unknown) => boolean;
  /** Loads the realtime middleware with the features' socket handlers, and socket.io-client. */
  load: () => Promise<Middleware>;
}

/**
 * The realtime middleware (with the features' socket handlers, the chat's cache updates among
 * them, and socket.io-client) is needed only from a `startsOn` action on, so other visitors never
 * download it. Until then actions go straight on. From that action on, it receives every action
 * in order, those dispatched while its code was loading included (replayed after the reducers
 * have already seen them).
 */
export function lazySocketMiddleware({ startsOn, load }: LazyRealtime): Middleware {
  return (api) => (next) => {
    let handle: ((action: unknown) => unknown) | null = null;
    let waiting: unknown[] | null = null;
    return (action) => {
      if (handle) return handle(action);
      const result = next(action);
      if (waiting) {
        waiting.push(action);
      } else if (startsOn(action)) {
        waiting = [action];
        load().then(
          (socketMiddleware) => {
            let replaying = true;
            const realtime = socketMiddleware(api)((queued) => (replaying ? undefined : next(queued)));
            for (const queued of waiting ?? []) realtime(queued);
            replaying = false;
            waiting = null;
            handle = realtime;
          },
          // The code or socket.io-client did not arrive: no realtime now; the next starting action tries again.
          () => {
            waiting = null;
          },
        );
      }
      return result;
    };
  };
}
