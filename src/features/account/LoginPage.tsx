import { Link, useLocation, useNavigate } from 'react-router';
import { returnPath } from '../../lib/returnPath';
import { usePageTitle } from '../../lib/usePageTitle';
import { FormMessage } from './FormField';
import { GoogleLoginLink } from './GoogleLoginLink';
import { LoginForm } from './LoginForm';

/** Why a Google sign-in came back to this page, when it did. */
function oauthError(state: unknown): string | null {
  const reason = (state as { oauthError?: unknown } | null)?.oauthError;
  return typeof reason === 'string' && reason ? reason : null;
}

export function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const navigate = useNavigate();
  const googleFailure = oauthError(location.state);
  return (
    <section className="page container auth-page">
      <h1>Login</h1>
      {googleFailure && <FormMessage tone="error">{googleFailure}</FormMessage>}
      <LoginForm onSuccess={() => void navigate(returnPath(location.state, '/'), { replace: true })} />
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
        <span>
          New to VERSUS? <Link to="/register">Create an account</Link>
        </span>
      </p>
      <GoogleLoginLink />
    </section>
  );
}
