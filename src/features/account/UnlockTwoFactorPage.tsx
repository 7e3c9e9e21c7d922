import { Link } from 'react-router';
import { useLinkParams } from '../../lib/useLinkParams';
import { serverMessage } from '../../lib/serverMessage';
import { usePageTitle } from '../../lib/usePageTitle';
import { FormMessage } from './FormField';
import { useUnlockTwoFactorMutation } from './twoFactorApi';
import './account.css';

const INCOMPLETE_LINK = 'This unlock link is incomplete. Please open the link from the e-mail again.';
const UNLOCK_FAILED = 'Two-factor sign-in could not be unlocked. Please try again.';

/**
 * /unlock-two-factor#token=…, the link of the mail sent when codes were guessed on the account.
 * Nothing happens on opening it (mail scanners open links too): the owner presses the button.
 */
export function UnlockTwoFactorPage() {
  usePageTitle('Unlock two-factor sign-in');
  const token = useLinkParams().get('token');
  const [unlock, { data, error, isLoading }] = useUnlockTwoFactorMutation();

  return (
    <section className="page container auth-page">
      <h1>Unlock two-factor sign-in</h1>
      {!token && <FormMessage tone="error">{INCOMPLETE_LINK}</FormMessage>}
      {token && !data && (
        <>
          <p>
            Too many wrong two-factor codes were tried for your account, so its sign-in was locked. If you were the one trying, unlock it
            here. If it was not you, someone knows your password: reset it instead.
          </p>
          {error && <FormMessage tone="error">{serverMessage(error, UNLOCK_FAILED)}</FormMessage>}
          <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void unlock({ token })}>
            Unlock two-factor sign-in
          </button>
        </>
      )}
      {data && (
        <>
          <FormMessage tone="success">{data.msg}</FormMessage>
          <p className="auth-links">
            <Link to="/login">Go to login</Link>
          </p>
        </>
      )}
      {!data && (
        <p className="auth-links">
          <Link to="/forgot-password">Reset your password</Link>
        </p>
      )}
    </section>
  );
}
