import { http, HttpResponse } from 'msw';
import type { RootState } from '../../../src/app/store';
import type { UiFlagsState } from '../../../src/features/uiFlags/uiFlagsSlice';

// Typing with user-event and lazy routes take a while on a busy machine: a bound, not a speed check.
jest.setTimeout(30_000);

/** Consent given and the beta popup closed, so neither overlay covers a page under test. */
export function quietOverlays(now = Date.now()): Pick<RootState, 'uiFlags'> {
  const flags: UiFlagsState = {
    cookieConsent: { accepted: true, timestamp: now, version: '1.0' },
    betaLaunchPopupSeen: { seen: true, timestamp: now, version: '1.0' },
  };
  return { uiFlags: flags as RootState['uiFlags'] };
}

/**
 * A login opens the realtime connection (socket middleware); these tests are not about it, so
 * its handshake is refused quietly instead of tripping MSW's unhandled-request error.
 */
export const refuseRealtime = http.get('*/socket.io/', () => new HttpResponse(null, { status: 503 }));
