import type { RootState } from '../../../src/app/store';
import type { UiFlagsState } from '../../../src/features/uiFlags/uiFlagsSlice';

/** uiFlags as held by a store that never ran persistStore (no `_persist` key: nothing to wait for). */
export function uiFlags(flags: Partial<UiFlagsState> = {}): Pick<RootState, 'uiFlags'> {
  return { uiFlags: { cookieConsent: null, betaLaunchPopupSeen: null, ...flags } as RootState['uiFlags'] };
}

/** Consent given and the beta popup just closed: neither overlay shows up during a test. */
export function overlaysDismissed(now = Date.now()): Pick<RootState, 'uiFlags'> {
  return uiFlags({
    cookieConsent: { accepted: true, timestamp: now, version: '1.0' },
    betaLaunchPopupSeen: { seen: true, timestamp: now, version: '1.0' },
  });
}
