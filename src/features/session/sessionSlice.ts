import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../../../common/contract/accounts';

/**
 * The user as the SPA holds it, read leniently: older servers may leave fields out, send id or
 * userId instead of _id, and name roles this build does not know.
 */
export type SessionUser = Partial<Omit<User, 'role'>> & { id?: string; userId?: string; role?: string };

export interface SessionState {
  status: 'loading' | 'ready';
  token: string | null;
  user: SessionUser | null;
}

const initialState: SessionState = { status: 'loading', token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    restored(state, action: PayloadAction<{ token: string | null; user: SessionUser | null }>) {
      state.status = 'ready';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    loggedIn(state, action: PayloadAction<{ token: string; user: SessionUser }>) {
      state.status = 'ready';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    loggedOut(state) {
      state.status = 'ready';
      state.token = null;
      state.user = null;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectToken: (state) => state.token,
  },
});

export const { restored, loggedIn, userUpdated, loggedOut } = sessionSlice.actions;
export const { selectSessionStatus, selectCurrentUser, selectToken } = sessionSlice.selectors;

/** A login, or a restored session with a user: the user is known now, with the token that signs them in. */
export function userBecameKnown(action: unknown): action is PayloadAction<{ token: string; user: SessionUser }> {
  return loggedIn.match(action) || (restored.match(action) && Boolean(action.payload.token && action.payload.user));
}

export function userIdOf(user: SessionUser | null | undefined): string | null {
  return user?._id ?? user?.id ?? user?.userId ?? null;
}
