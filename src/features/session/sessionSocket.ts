import { SESSION_ENDED_MESSAGE } from '../../../common/accountRules';
import type { SocketFeature } from '../../realtime/socketFeature';
import { loggedOut, selectCurrentUser, selectToken, type SessionState, userBecameKnown, userIdOf } from './sessionSlice';

/**
 * The session's part of the realtime connection: a signed-in user keeps it open with their login
 * token; logging in opens it afresh, logging out closes it.
 */
export const sessionSocket: SocketFeature<{ session: SessionState }> = ({ dispatch, getState, socket, connect, wanted }) => ({
  handshakeToken: () => selectToken(getState()),
  wantsConnection: () => Boolean(selectCurrentUser(getState())),
  onAction(action) {
    if (userBecameKnown(action)) {
      if (!userIdOf(action.payload.user)) return;
      if (socket.connected) socket.disconnect();
      connect();
    } else if (loggedOut.match(action)) {
      socket.disconnect();
      // A bracket on screen stays live for the visitor the user now is.
      if (wanted()) connect();
    }
  },
  // The session was ended from another device: this tab is signed out as well, at once.
  onConnectError(error) {
    if (error.message === SESSION_ENDED_MESSAGE && selectCurrentUser(getState())) dispatch(loggedOut());
  },
});
