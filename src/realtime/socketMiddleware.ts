import type { Middleware } from '@reduxjs/toolkit';
import { PRESENCE_HEARTBEAT_MS } from '../../common/socketEvents';
import { baseApi } from '../api/baseApi';
import { messageReceived } from '../features/chat/chatSlice';
import { connectionChanged, updateReceived } from '../features/presence/presenceSlice';
import { loggedIn, loggedOut, restored, type SessionUser, userIdOf } from '../features/session/sessionSlice';
import { type AppSocket, getSocket, setSocketToken } from './socketClient';

/**
 * Owns the realtime connection: connects once a user is known, emits `join` and the presence
 * heartbeat, and turns server events into store actions. The socket never enters the state.
 */
export function socketMiddleware(connect: () => Promise<AppSocket> = getSocket): Middleware {
  return (store) => {
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    let listening: AppSocket | null = null;

    const stopHeartbeat = () => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    };

    const start = async (token: string, user: SessionUser) => {
      const userId = userIdOf(user);
      if (!userId) return;
      const socket = await connect();
      if (listening !== socket) {
        listening = socket;
        socket.on('presence_update', (update) => store.dispatch(updateReceived(update)));
        socket.on('new_message', (message) => store.dispatch(messageReceived(message)));
        socket.on('connect', () => {
          store.dispatch(connectionChanged(true));
          const current = userIdOf((store.getState() as { session: { user: SessionUser | null } }).session.user);
          if (current) {
            socket.emit('join', current);
            socket.emit('presence_heartbeat', { userId: current });
          }
        });
        // Whatever arrived while the connection was down is fetched again (messages, friends' presence).
        socket.io.on('reconnect', () => store.dispatch(baseApi.util.invalidateTags(['Chat', 'Message', 'Friend'])));
        socket.on('disconnect', () => store.dispatch(connectionChanged(false)));
      }
      setSocketToken(socket, token);
      if (socket.connected) socket.disconnect();
      socket.connect();
      stopHeartbeat();
      heartbeat = setInterval(() => {
        if (socket.connected) socket.emit('presence_heartbeat', { userId });
      }, PRESENCE_HEARTBEAT_MS);
    };

    return (next) => (action) => {
      const result = next(action);
      if (loggedIn.match(action) || (restored.match(action) && action.payload.token && action.payload.user)) {
        const { token, user } = action.payload;
        if (token && user) void start(token, user);
      } else if (loggedOut.match(action)) {
        stopHeartbeat();
        listening?.disconnect();
      }
      return result;
    };
  };
}
