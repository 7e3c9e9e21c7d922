import { Link, useParams } from 'react-router';
import { serverMessage } from '../../lib/serverMessage';
import { usePageTitle } from '../../lib/usePageTitle';
import { useVerifyEmailMutation } from './accountApi';
import { FormMessage } from './FormField';
import './account.css';

const VERIFY_FAILED = 'Your e-mail address could not be verified. Please try again.';

/**
 * /verify-email/{token}: the link of the verification mail verifies only when the person presses
 * the button. Opening the page does nothing: a mail scanner that follows links, or an owner clicking
 * a link that someone else's sign-up with their address sent, must not verify that account.
 */
export function VerifyEmailPage() {
  usePageTitle('Verify e-mail');
  const { token = '' } = useParams();
  const [verify, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation();

  return (
    <section className="page container auth-page">
      <h1>Verify your e-mail</h1>
      {isUninitialized && (
        <>
          <p>Press the button to confirm that this e-mail address is yours and finish your sign-up.</p>
          <p className="auth-links">
            <button type="button" className="btn btn-primary" onClick={() => void verify({ token })}>
              Verify my e-mail
            </button>
          </p>
        </>
      )}
      {isLoading && <p role="status">Verifying your e-mail address...</p>}
      {data && (
        <>
          <FormMessage tone="success">{data.msg}</FormMessage>
          <p className="auth-links">
            <Link to="/login" className="btn btn-primary">
              Go to login
            </Link>
          </p>
        </>
      )}
      {error && (
        <>
          <FormMessage tone="error">{serverMessage(error, VERIFY_FAILED)}</FormMessage>
          <p>Log in with your e-mail and password to get a new link sent.</p>
          <p className="auth-links">
            <Link to="/login">Go to login</Link>
          </p>
        </>
      )}
    </section>
  );
}
