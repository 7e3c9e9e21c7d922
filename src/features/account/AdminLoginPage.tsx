import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import { usePageTitle } from '../../lib/usePageTitle';
import { selectCurrentUser, selectSessionStatus, type SessionUser } from '../session/sessionSlice';
import { FormMessage } from './FormField';
import { LoginForm } from './LoginForm';
import './account.css';

const BACKOFFICE_PATH = '/admin';
export const NO_ADMIN_ACCESS = 'This account has no access to the admin area. Sign in with an admin or master account.';

/** /admin-login and /backoffice-login: an admin sign-in that lands on /admin. */
export function AdminLoginPage() {
  usePageTitle('Admin sign-in');
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);

  if (status === 'loading') {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }
  if (user && meetsRole(user, STAFF_ROLES)) return <Navigate to={BACKOFFICE_PATH} replace />;

  const onSuccess = (signedIn: SessionUser) => {
    if (meetsRole(signedIn, STAFF_ROLES)) void navigate(BACKOFFICE_PATH, { replace: true });
    else setRefused(true);
  };

  return (
    <section className="page container auth-page">
      <h1>Admin sign-in</h1>
      {(refused || user) && <FormMessage tone="error">{NO_ADMIN_ACCESS}</FormMessage>}
      <LoginForm onSuccess={onSuccess} ariaLabel="Admin sign-in" submitLabel="Sign in" />
    </section>
  );
}
