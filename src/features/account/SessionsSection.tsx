import { DateTime } from '../../components/DateTime';
import { serverMessage } from '../../lib/serverMessage';
import { useEndOtherSessionsMutation, useEndSessionMutation, useListSessionsQuery } from './accountApi';
import { FormMessage } from './FormField';

const LOAD_FAILED = 'Your sessions could not be loaded.';
const SIGN_OUT_FAILED = 'That device could not be signed out. Please try again.';

/** The devices signed in to this account (GET /api/auth/sessions), each with a way to sign it out. */
export function SessionsSection() {
  const { data, isLoading, isError } = useListSessionsQuery();
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  const failure = ending.error ?? endingOthers.error;
  const busy = ending.isLoading || endingOthers.isLoading;

  return (
    <section className="account-section card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      <p>Where your account is signed in. Sign out any device you do not recognise, then change your password.</p>
      {isLoading && <p role="status">Loading your sessions...</p>}
      {isError && <FormMessage tone="error">{LOAD_FAILED}</FormMessage>}
      {sessions.length > 0 && (
        <ul className="account-sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <span className="account-sessions__device">
                {session.userAgent}
                {session.current && <span className="account-sessions__current"> · This device</span>}
              </span>
              <span className="account-sessions__facts">
                {session.place} · signed in <DateTime value={session.createdAt} /> · last active <DateTime value={session.lastSeenAt} />
              </span>
              {!session.current && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  disabled={busy}
                  onClick={() => void endSession(session.id)}
                  aria-label={`Sign out ${session.userAgent}, ${session.place}`}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void endOthers()}>
          Sign out everywhere else
        </button>
      )}
      {endingOthers.data && <FormMessage tone="success">{endingOthers.data.msg}</FormMessage>}
      {failure && <FormMessage tone="error">{serverMessage(failure, SIGN_OUT_FAILED)}</FormMessage>}
    </section>
  );
}
