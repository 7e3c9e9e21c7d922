import { createSlice } from '@reduxjs/toolkit';

export const UI_FLAGS_VERSION = '1.0';

/** Stored as `cookieConsent`: the visitor's choice on the cookie banner. */
export interface CookieConsent {
  accepted: boolean;
  timestamp: number;
  version: typeof UI_FLAGS_VERSION;
}

/** Stored as `betaLaunchPopupSeen`: when the beta launch popup was last closed. */
export interface BetaPopupSeen {
  seen: boolean;
  timestamp: number;
  version: typeof UI_FLAGS_VERSION;
}

export interface UiFlagsState {
  cookieConsent: CookieConsent | null;
  betaLaunchPopupSeen: BetaPopupSeen | null;
}

const initialState: UiFlagsState = { cookieConsent: null, betaLaunchPopupSeen: null };

export const uiFlagsSlice = createSlice({
  name: 'uiFlags',
  initialState,
  reducers: {
    cookieChoiceMade: {
      reducer(state, action: { payload: { accepted: boolean; timestamp: number } }) {
        state.cookieConsent = { ...action.payload, version: UI_FLAGS_VERSION };
      },
      prepare: (accepted: boolean) => ({ payload: { accepted, timestamp: Date.now() } }),
    },
    betaPopupClosed: {
      reducer(state, action: { payload: { timestamp: number } }) {
        state.betaLaunchPopupSeen = { seen: true, timestamp: action.payload.timestamp, version: UI_FLAGS_VERSION };
      },
      prepare: () => ({ payload: { timestamp: Date.now() } }),
    },
  },
});

export const { cookieChoiceMade, betaPopupClosed } = uiFlagsSlice.actions;
