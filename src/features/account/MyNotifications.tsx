import { Link } from 'react-router';
import { isStoredId } from '../../../common/ids';
import { DateTime } from '../../components/DateTime';
import { useGetMyNotifySignupsQuery, useUnsubscribeNotifyMutation } from '../notify/notifyApi';

const LOAD_FAILED = 'Your notification sign-ups could not be loaded.';

/** The tournaments this account asked to be told about (GET /api/notify/mine), with a way out. */
export function MyNotifications() {
  const { data: signups, isLoading, isError } = useGetMyNotifySignupsQuery();
  const [unsubscribe, { isLoading: unsubscribing }] = useUnsubscribeNotifyMutation();

  return (
    <section className="account-section card" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">My notifications</h2>
      {isLoading && <p role="status">Loading your notifications...</p>}
      {isError && (
        <p className="auth-message auth-message--error" role="alert">
          {LOAD_FAILED}
        </p>
      )}
      {signups && signups.length === 0 && (
        <p>
          You have not asked to be notified about any tournament yet. Use Notify Me on a <Link to="/tournaments">coming-soon tournament</Link>.
        </p>
      )}
      {signups && signups.length > 0 && (
        <ul className="account-notifications">
          {signups.map((signup) => (
            <li key={`${signup.tournamentId ?? signup.tournamentTitle}-${signup.signedUpAt}`}>
              <span className="account-notifications__title">
                {signup.tournamentId ? <Link to={`/tournaments/${signup.tournamentId}`}>{signup.tournamentTitle}</Link> : signup.tournamentTitle}
              </span>
              <span className="account-notifications__facts">
                {signup.game ?? 'TBA'} · <DateTime value={signup.startAt} />
              </span>
              {isStoredId(signup.tournamentId) && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={unsubscribing}
                  onClick={() => void unsubscribe(signup.tournamentId!)}
                  aria-label={`Unsubscribe from ${signup.tournamentTitle}`}
                >
                  Unsubscribe
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
