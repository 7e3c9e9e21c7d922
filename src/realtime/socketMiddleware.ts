import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { SESSION_ENDED_MESSAGE } from '../../common/accountRules';
import { PRESENCE_HEARTBEAT_MS } from '../../common/presence';
import { baseApi } from '../api/baseApi';
import type { BracketsDispatch } from '../features/brackets/bracketsApi';
import { CHAT_LIST_TAG, messageArrived } from '../features/chat/chatApi';
import { chatClosed, chatOpened, messageReceived } from '../features/chat/chatSlice';
import { connectionChanged, updateReceived } from '../features/presence/presenceSlice';
import { loggedIn, loggedOut, restored, type SessionUser, userIdOf } from '../features/session/sessionSlice';
import { bracketUnwatched, bracketWatched } from '../lib/bracketWatch';
import { bracketWatcher } from './bracketWatcher';
import { type AppSocket, getSocket, setSocketToken } from './socketClient';

/** How long to wait before reconnecting after the server closed the connection itself. */
const RECONNECT_AFTER_SERVER_GOODBYE_MS = 1_000;

/** The state RTK Query's cache updates read. */
type CacheState = ReturnType<Parameters<ReturnType<typeof messageArrived>>[1]>;

interface RealtimeState {
  session: { user: SessionUser | null; token: string | null };
  chat: { openChatId: string | null };
}

/**
 * Owns the realtime connection: connects once a user is known, or while a page shows a bracket
 * (visitors too), emits `join` and the presence heartbeat, watches the shown brackets, and turns
 * server events into store actions and cache updates. The socket never enters the state.
 */
export function socketMiddleware(connect: () => Promise<AppSocket> = getSocket): Middleware {
  return (store) => {
    let heartbeat: ReturnType<typeof setInterval> | null = null;
    let listening: AppSocket | null = null;
    let wasConnected = false;
    const state = () => store.getState() as RealtimeState;
    // Cache updates are thunks; the store runs the thunk middleware ahead of this one.
    const dispatch = store.dispatch as ThunkDispatch<CacheState, unknown, UnknownAction>;
    const brackets = bracketWatcher(store.dispatch as BracketsDispatch);
    /** Someone to connect for: a signed-in user, or a visitor's page showing a bracket. */
    const wanted = () => Boolean(state().session.user) || brackets.watching();

    const stopHeartbeat = () => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
    };

    const listen = (socket: AppSocket) => {
      socket.on('presence_update', (update) => dispatch(updateReceived(update)));
      socket.on('new_message', (message) => {
        dispatch(messageReceived(message));
        dispatch(messageArrived(message));
        // Reloads the list if the hub shows it; otherwise it is fetched afresh when the hub opens.
        dispatch(baseApi.util.invalidateTags([CHAT_LIST_TAG]));
      });
      socket.on('receive_message', (message) => dispatch(messageArrived(message)));
      socket.on('bracket_updated', (update) => brackets.received(update));
      socket.on('tournament_changed', ({ tournamentId }) => brackets.changed(tournamentId));
      socket.on('friendship_changed', () => dispatch(baseApi.util.invalidateTags([{ type: 'Friend', id: 'LIST' }, { type: 'Friend', id: 'REQUESTS' }, 'Profile'])));
      socket.on('connect', () => {
        dispatch(connectionChanged(true));
        // Whatever arrived while the connection was down is fetched again (messages, friends' presence).
        // Refetched histories replace the cached ones, so nothing shows twice.
        if (wasConnected) dispatch(baseApi.util.invalidateTags(['Chat', 'Message', 'Friend']));
        brackets.connected(socket, wasConnected);
        wasConnected = true;
        const current = userIdOf(state().session.user);
        if (current) {
          socket.emit('join', current);
          socket.emit('presence_heartbeat', { userId: current });
        }
        const openChatId = state().chat.openChatId;
        if (openChatId) socket.emit('open_chat', openChatId);
      });
      socket.on('disconnect', (reason) => {
        dispatch(connectionChanged(false));
        // A server shutting down (a restart, a deploy) says goodbye with this reason, and socket.io
        // then stays offline for good; a revoked session says the same, but its retry is refused.
        if (reason === 'io server disconnect') {
          setTimeout(() => {
            if (wanted() && !socket.connected) socket.connect();
          }, RECONNECT_AFTER_SERVER_GOODBYE_MS);
        }
      });
      // The session was ended from another device: this tab is signed out as well, at once.
      socket.on('connect_error', (error) => {
        if (error.message === SESSION_ENDED_MESSAGE && state().session.user) dispatch(loggedOut());
      });
    };

    const ready = async () => {
      const socket = await connect();
      if (listening !== socket) {
        listening = socket;
        listen(socket);
      }
      return socket;
    };

    const start = async (token: string, user: SessionUser) => {
      const userId = userIdOf(user);
      if (!userId) return;
      const socket = await ready();
      setSocketToken(socket, token);
      if (socket.connected) socket.disconnect();
      socket.connect();
      stopHeartbeat();
      heartbeat = setInterval(() => {
        if (socket.connected) socket.emit('presence_heartbeat', { userId });
      }, PRESENCE_HEARTBEAT_MS);
    };

    return (next) => (action) => {
      const previousChatId = state().chat.openChatId;
      const result = next(action);
      if (loggedIn.match(action) || (restored.match(action) && action.payload.token && action.payload.user)) {
        const { token, user } = action.payload;
        if (token && user) void start(token, user);
      } else if (loggedOut.match(action)) {
        stopHeartbeat();
        listening?.disconnect();
        // A bracket on screen stays live for the visitor the user now is.
        if (listening && brackets.watching()) {
          setSocketToken(listening, null);
          listening.connect();
        }
      } else if (bracketWatched.match(action)) {
        // Both wait for the socket, in the order the page dispatched them.
        void ready().then((socket) => {
          brackets.watch(socket, action.payload);
          if (socket.active) return;
          // Opening the connection gets a task of its own, apart from loading the realtime code:
          // together they keep a mid-range phone busy past 50 ms while the bracket is being drawn.
          setTimeout(() => {
            if (socket.active || !wanted()) return;
            setSocketToken(socket, state().session.token);
            socket.connect();
          });
        });
      } else if (bracketUnwatched.match(action)) {
        void ready().then((socket) => {
          brackets.unwatch(socket, action.payload);
          if (!wanted()) socket.disconnect();
        });
      } else if (chatOpened.match(action) || chatClosed.match(action)) {
        // The open conversation's messages arrive as receive_message, the user's other tabs' included.
        if (listening?.connected) {
          if (previousChatId && previousChatId !== state().chat.openChatId) listening.emit('close_chat', previousChatId);
          if (chatOpened.match(action)) listening.emit('open_chat', action.payload);
        }
      }
      return result;
    };
  };
}
