import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { meetsRole, type RequiredRole } from '../../common/roles';
import { selectCurrentUser, selectSessionStatus, type SessionUser } from '../features/session/sessionSlice';
import { useAppSelector } from './hooks';
import { SessionLoading } from './SessionLoading';
import { useEffect, useRef } from 'react';

export function accessDeniedMessage(user: SessionUser, roles: readonly RequiredRole[]): string {
  return (
    `Zugriff verweigert: Diese Seite ist nur für ${roles.join(' oder ')} zugänglich.\n` +
    `Ihre Rolle: ${user.role ?? 'keine'}\n` +
    `Benötigte Rollen: ${roles.join(', ')}\n` +
    `Admin-Flag: ${user.isAdmin ? 'ja' : 'nein'}`
  );
}

/** The alert first, then the way home: a <Navigate> child would change the URL before the alert shows. */
function AccessDenied({ message }: { message: string }) {
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; the visitor must see the alert once.
  const alerted = useRef(false);
  useEffect(() => {
    if (alerted.current) return;
    alerted.current = true;
    window.alert(message);
    void navigate('/', { replace: true });
  }, [message, navigate]);
  return null;
}

/**
 * The route guard: while the session loads it waits, a visitor goes to the login page (the
 * backoffice's own for backoffice paths) and comes back after, a user without one of `roles` is told
 * so and sent home. The server enforces the same rules on its routes.
 */
export function RequireRole({ roles = [] }: { roles?: readonly RequiredRole[] }) {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();

  if (status === 'loading') return <SessionLoading />;
  if (!user) {
    const loginPath = location.pathname.includes('versusbackoffice') ? '/backoffice-login' : '/login';
    return <Navigate to={loginPath} replace state={{ from: location.pathname + location.search }} />;
  }
  if (roles.length > 0 && !meetsRole(user, roles)) {
    return <AccessDenied message={accessDeniedMessage(user, roles)} />;
  }
  return <Outlet />;
}
