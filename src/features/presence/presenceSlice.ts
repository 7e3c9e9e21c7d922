import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PresenceUpdate } from '../../../common/contract/socketEvents';
import { loggedOut } from '../session/sessionSlice';

export interface PresenceState {
  /** Online flags by user id, as the realtime channel or the latest list last reported them. */
  online: Record<string, boolean>;
  connected: boolean;
}

const initialState: PresenceState = { online: {}, connected: false };

export const presenceSlice = createSlice({
  name: 'presence',
  initialState,
  reducers: {
    updateReceived(state, action: PayloadAction<PresenceUpdate>) {
      state.online[action.payload.userId] = action.payload.online;
    },
    /** A freshly loaded list (friends, chats) said who is online: newer than older live updates. */
    snapshotReceived(state, action: PayloadAction<PresenceUpdate[]>) {
      for (const { userId, online } of action.payload) state.online[userId] = online;
    },
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.connected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
  selectors: {
    selectConnected: (state) => state.connected,
    selectOnlineMap: (state) => state.online,
    /** Live presence when known, else what the list that showed the user said. */
    selectIsOnline: (state, userId: string, listed: boolean) => state.online[userId] ?? listed,
  },
});

export const { updateReceived, snapshotReceived, connectionChanged } = presenceSlice.actions;
export const { selectConnected, selectOnlineMap, selectIsOnline } = presenceSlice.selectors;
