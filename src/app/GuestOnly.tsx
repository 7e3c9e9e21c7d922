import { Navigate, Outlet, useLocation } from 'react-router';
import { selectCurrentUser, selectSessionStatus } from '../features/session/sessionSlice';
import { returnPath } from '../lib/returnPath';
import { useAppSelector } from './hooks';
import { SessionLoading } from './SessionLoading';

/**
 * Pages for visitors only (login, sign-up): someone signed in is sent on, to where the route
 * guard stopped them or else to their account, as the navbar offers them their account instead.
 */
export function GuestOnly() {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (user) return <Navigate to={returnPath(location.state, '/account')} replace />;
  return <Outlet />;
}
