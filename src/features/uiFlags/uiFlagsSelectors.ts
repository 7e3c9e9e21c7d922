import type { RootState } from '../../app/store';
import { type BetaPopupSeen } from './uiFlagsSlice';
import { BETA_POPUP_RESHOW_AFTER_MS } from './uiFlagsTimings';

export const selectCookieConsent = (state: RootState) => state.uiFlags.cookieConsent;

export const selectBetaLaunchPopupSeen = (state: RootState) => state.uiFlags.betaLaunchPopupSeen;

/**
 * Whether the stored flags have been read back. Until then "nothing stored" may be wrong, so
 * nothing is shown. A store that never ran persistStore (tests) has no _persist and nothing to wait for.
 */
export const selectUiFlagsRehydrated = (state: RootState): boolean => state.uiFlags._persist?.rehydrated ?? true;

/** Never seen, or last closed more than 7 days ago. */
export function isBetaPopupDue(seen: BetaPopupSeen | null, now: number = Date.now()): boolean {
  return !seen?.seen || now - seen.timestamp > BETA_POPUP_RESHOW_AFTER_MS;
}
