import '../../styles/cookieBanner.css';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { selectCookieConsent, selectUiFlagsRehydrated } from './uiFlagsSelectors';
import { cookieChoiceMade } from './uiFlagsSlice';
import { COOKIE_BANNER_DELAY_MS } from './uiFlagsTimings';
import { useDelayedAnnouncement } from './useDelayedAnnouncement';

/** Asks for cookie consent once. A banner, not a dialog: the page stays usable. */
export function CookieBanner() {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectUiFlagsRehydrated);
  const consent = useAppSelector(selectCookieConsent);
  const narrowScreen = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { visible, leaving, dismiss } = useDelayedAnnouncement(rehydrated && consent === null, COOKIE_BANNER_DELAY_MS);

  if (!visible) return null;

  const choose = (accepted: boolean) => {
    if (dismiss()) dispatch(cookieChoiceMade(accepted));
  };

  return (
    <div role="region" aria-label="Cookie consent" className={leaving ? 'cookie-banner is-leaving' : 'cookie-banner'}>
      <p className="cookie-banner__text">
        We use cookies to keep you signed in and, if you agree, to learn how VERSUS is used so we can make it better. Read
        our <Link to="/privacy">Privacy Policy</Link> and <Link to="/terms">Terms &amp; Conditions</Link>.
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="btn btn-secondary" onClick={() => choose(false)}>
          Decline
        </button>
        <button type="button" className="btn btn-primary" onClick={() => choose(true)}>
          {narrowScreen ? 'Accept' : 'Accept All'}
        </button>
      </div>
    </div>
  );
}
