import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { isBetaPopupDue, selectBetaLaunchPopupSeen, selectCookieConsent, selectUiFlagsRehydrated } from './uiFlagsSelectors';

// The banner and the popup show once per visitor: their code loads only when one is due,
// so returning visitors never download it (it is not part of the first page's JavaScript).
const CookieBanner = lazy(() => import(/* webpackChunkName: "announcements" */ './CookieBanner').then((module) => ({ default: module.CookieBanner })));
const BetaLaunchPopup = lazy(() => import(/* webpackChunkName: "announcements" */ './BetaLaunchPopup').then((module) => ({ default: module.BetaLaunchPopup })));

/** True from the first render where `due` is true: the announcement stays mounted to play its exit. */
function useDueOnce(due: boolean): boolean {
  const [wasDue, setWasDue] = useState(due);
  if (due && !wasDue) setWasDue(true);
  return due || wasDue;
}

export function CookieBannerGate() {
  const rehydrated = useAppSelector(selectUiFlagsRehydrated);
  const consent = useAppSelector(selectCookieConsent);
  if (!useDueOnce(rehydrated && consent === null)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}

export function BetaLaunchPopupGate() {
  const rehydrated = useAppSelector(selectUiFlagsRehydrated);
  const seen = useAppSelector(selectBetaLaunchPopupSeen);
  if (!useDueOnce(rehydrated && isBetaPopupDue(seen))) return null;
  return (
    <Suspense fallback={null}>
      <BetaLaunchPopup />
    </Suspense>
  );
}
