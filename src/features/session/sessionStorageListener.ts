import { createListenerMiddleware } from '@reduxjs/toolkit';
import { clearStoredToken, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { loggedIn, loggedOut, userUpdated } from './sessionSlice';

/** Keeps the `token` and `user` local-storage entries in step with the session. */
export const sessionStorageListener = createListenerMiddleware();

sessionStorageListener.startListening({
  actionCreator: loggedIn,
  effect: ({ payload }) => {
    writeStorage(STORAGE_KEYS.token, payload.token);
    writeStorage(STORAGE_KEYS.user, JSON.stringify(payload.user));
  },
});

sessionStorageListener.startListening({
  actionCreator: userUpdated,
  effect: ({ payload }) => writeStorage(STORAGE_KEYS.user, JSON.stringify(payload)),
});

sessionStorageListener.startListening({
  actionCreator: loggedOut,
  effect: () => {
    clearStoredToken();
    removeStorage(STORAGE_KEYS.user);
  },
});
