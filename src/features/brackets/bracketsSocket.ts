import { bracketUnwatched, bracketWatched } from '../../lib/bracketWatch';
import type { SocketFeature } from '../../realtime/socketFeature';
import type { BracketsState } from './bracketsApi';
import { bracketWatcher } from './bracketWatcher';

/**
 * Live brackets over the realtime connection: while a page shows a bracket, the connection stays
 * open (for visitors too) and the tournament is watched.
 */
export const bracketsSocket: SocketFeature<BracketsState> = ({ dispatch, socket, connect, wanted }) => {
  const brackets = bracketWatcher(dispatch);
  return {
    on: {
      bracket_updated: (update) => brackets.received(update),
      tournament_changed: ({ tournamentId }) => brackets.changed(tournamentId),
    },
    onConnect: (reconnection) => brackets.connected(socket, reconnection),
    wantsConnection: () => brackets.watching(),
    onAction(action) {
      if (bracketWatched.match(action)) {
        brackets.watch(socket, action.payload);
        if (socket.active) return;
        // Opening the connection gets a task of its own, apart from loading the realtime code:
        // together they keep a mid-range phone busy past 50 ms while the bracket is being drawn.
        setTimeout(() => {
          if (socket.active || !wanted()) return;
          connect();
        });
      } else if (bracketUnwatched.match(action)) {
        brackets.unwatch(socket, action.payload);
        if (!wanted()) socket.disconnect();
      }
    },
  };
};
