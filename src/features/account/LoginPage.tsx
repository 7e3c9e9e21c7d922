import { Link, useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { GoogleLoginLink } from './GoogleLoginLink';
import { LoginForm } from './LoginForm';

/** Where the route guard sent the visitor from, so login can take them back there. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export function LoginPage() {
  usePageTitle('Login');
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <section className="page container auth-page">
      <h1>Login</h1>
      <LoginForm onSuccess={() => void navigate(returnPath(location.state), { replace: true })} />
      <p className="auth-links">
        <Link to="/forgot-password">Forgot your password?</Link>
        <span>
          New to VERSUS? <Link to="/register">Create an account</Link>
        </span>
      </p>
      <div className="auth-divider" role="separator" aria-label="or" />
      <GoogleLoginLink />
    </section>
  );
}
