import { PRESENCE_HEARTBEAT_MS } from '../../../common/presence';
import type { SocketFeature } from '../../realtime/socketFeature';
import { loggedOut, selectCurrentUser, type SessionState, userBecameKnown, userIdOf } from '../session/sessionSlice';
import { connectionChanged, updateReceived } from './presenceSlice';

/**
 * Presence over the realtime connection: whether it is up, friends coming and going, and the
 * signed-in user's own presence (join on every connection, then a heartbeat).
 */
export const presenceSocket: SocketFeature<{ session: SessionState }> = ({ dispatch, getState, socket }) => {
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };
  return {
    on: { presence_update: (update) => dispatch(updateReceived(update)) },
    onConnect() {
      dispatch(connectionChanged(true));
      const userId = userIdOf(selectCurrentUser(getState()));
      if (userId) {
        socket.emit('join', userId);
        socket.emit('presence_heartbeat', { userId });
      }
    },
    onDisconnect: () => dispatch(connectionChanged(false)),
    onAction(action) {
      if (userBecameKnown(action)) {
        const userId = userIdOf(action.payload.user);
        if (!userId) return;
        stopHeartbeat();
        heartbeat = setInterval(() => {
          if (socket.connected) socket.emit('presence_heartbeat', { userId });
        }, PRESENCE_HEARTBEAT_MS);
      } else if (loggedOut.match(action)) {
        stopHeartbeat();
      }
    },
  };
};
