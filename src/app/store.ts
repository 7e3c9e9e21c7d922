import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { chatSlice } from '../features/chat/chatSlice';
import { presenceSlice } from '../features/presence/presenceSlice';
import { loggedIn, restored, sessionSlice } from '../features/session/sessionSlice';
import { sessionStorageListener } from '../features/session/sessionStorageListener';
import { specKeyStorage } from '../features/uiFlags/specKeyStorage';
import { uiFlagsSlice } from '../features/uiFlags/uiFlagsSlice';
import { STORAGE_KEYS } from '../lib/storage';

const persistedUiFlags = persistReducer(
  {
    key: 'uiFlags',
    storage: specKeyStorage([STORAGE_KEYS.cookieConsent, STORAGE_KEYS.betaLaunchPopupSeen]),
    whitelist: ['cookieConsent', 'betaLaunchPopupSeen'],
    serialize: false,
    // @ts-expect-error redux-persist 6 reads `deserialize` but its types only declare `serialize`.
    deserialize: false,
  },
  uiFlagsSlice.reducer,
);

/** The actions on which the realtime middleware opens the socket: a user became known. */
function startsRealtime(action: unknown): boolean {
  return loggedIn.match(action) || (restored.match(action) && Boolean(action.payload.token && action.payload.user));
}

/**
 * The realtime middleware (with the chat cache updates it imports and socket.io-client) is needed
 * only once a user is known, so visitors never download it. Until then actions go straight on: the
 * realtime middleware has no socket yet and ignores them. From the first log-in or restored
 * session on, it receives every action in order, those dispatched while its code was loading
 * included (replayed after the reducers have already seen them).
 */
function lazySocketMiddleware(): Middleware {
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
        import('../realtime/socketMiddleware').then(
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

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [chatSlice.reducerPath]: chatSlice.reducer,
  [presenceSlice.reducerPath]: presenceSlice.reducer,
  [uiFlagsSlice.reducerPath]: persistedUiFlags,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionStorageListener.middleware)
        .concat(baseApi.middleware, lazySocketMiddleware()),
    devTools: process.env.NODE_ENV !== 'production',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
