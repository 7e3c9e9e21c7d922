import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { chatSlice } from '../features/chat/chatSlice';
import { presenceSlice } from '../features/presence/presenceSlice';
import { sessionSlice, userBecameKnown } from '../features/session/sessionSlice';
import { sessionStorageListener } from '../features/session/sessionStorageListener';
import { keyPerFieldStorage } from '../features/uiFlags/keyPerFieldStorage';
import { uiFlagsSlice } from '../features/uiFlags/uiFlagsSlice';
import { bracketWatched } from '../lib/bracketWatch';
import { STORAGE_KEYS } from '../lib/storage';
import { lazySocketMiddleware } from '../realtime/lazySocketMiddleware';
import { devToolsOptions } from './devTools';

const persistedUiFlags = persistReducer(
  {
    key: 'uiFlags',
    storage: keyPerFieldStorage([STORAGE_KEYS.cookieConsent, STORAGE_KEYS.betaLaunchPopupSeen]),
    whitelist: ['cookieConsent', 'betaLaunchPopupSeen'],
    serialize: false,
    // @ts-expect-error redux-persist 6 reads `deserialize` but its types only declare `serialize`.
    deserialize: false,
  },
  uiFlagsSlice.reducer,
);

const rootReducer = combineReducers({
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [chatSlice.reducerPath]: chatSlice.reducer,
  [presenceSlice.reducerPath]: presenceSlice.reducer,
  [uiFlagsSlice.reducerPath]: persistedUiFlags,
  [baseApi.reducerPath]: baseApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The realtime code (socket.io-client, the features' socket handlers with the chat's cache
 * updates) loads once a user is known or a page shows a live bracket, never for other visitors.
 */
const realtime = () =>
  lazySocketMiddleware({
    startsOn: (action) => userBecameKnown(action) || bracketWatched.match(action),
    load: () => import('./realtime').then(({ realtimeMiddleware }) => realtimeMiddleware()),
  });

export interface StoreSettings {
  /** The server's REDUX_DEVTOOLS: Redux DevTools in a production build too (always on in development). */
  reduxDevTools?: boolean;
}

export function makeStore(preloadedState?: Partial<RootState>, { reduxDevTools = false }: StoreSettings = {}) {
  const devTools = process.env.NODE_ENV !== 'production' || reduxDevTools;
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(sessionStorageListener.middleware)
        .concat(baseApi.middleware, realtime()),
    devTools: devTools ? devToolsOptions() : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
