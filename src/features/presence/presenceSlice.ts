import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PresenceUpdate } from '../../../common/socketEvents';
import { loggedOut } from '../session/sessionSlice';

export interface PresenceState {
  /** Online flags by user id, as the realtime channel last reported them. */
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
    connectionChanged(state, action: PayloadAction<boolean>) {
      state.connected = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

export const { updateReceived, connectionChanged } = presenceSlice.actions;
