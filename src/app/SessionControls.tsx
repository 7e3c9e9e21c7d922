import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from './hooks';
import { meetsRole, STAFF_ROLES } from '../../common/roles';
import { accountLabel } from '../features/session/accountLabel';
import { logout } from '../features/session/logout';
import { selectCurrentUser, selectSessionStatus } from '../features/session/sessionSlice';

interface SessionControlsProps {
  className: string;
  /** Called when a control leads away (a link followed, logout), e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/** Login and Sign Up for guests; account link, Admin Panel and Logout for users. */
export function SessionControls({ className, onNavigate }: SessionControlsProps) {
  const status = useAppSelector(selectSessionStatus);
  const user = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  // Until the session is known, showing either set of controls would flash the wrong one.
  if (status === 'loading') return null;

  if (!user) {
    return (
      <ul className={className}>
        <li>
          <NavLink to="/login" className="nav-link" onClick={onNavigate}>
            Login
          </NavLink>
        </li>
        <li>
          <NavLink to="/register" className="btn btn-primary btn-small" onClick={onNavigate}>
            Sign Up
          </NavLink>
        </li>
      </ul>
    );
  }

  const onLogout = async () => {
    setLoggingOut(true);
    onNavigate?.();
    await dispatch(logout());
    await navigate('/');
  };

  return (
    <ul className={className}>
      <li>
        <NavLink to="/account" className="nav-link" onClick={onNavigate}>
          <span className="nav-link__account-label">{accountLabel(user)}</span>
        </NavLink>
      </li>
      {meetsRole(user, STAFF_ROLES) && (
        <li>
          <NavLink to="/admin-login" className="nav-link" onClick={onNavigate}>
            Admin Panel
          </NavLink>
        </li>
      )}
      <li>
        <button type="button" className="btn btn-secondary btn-small" onClick={onLogout} disabled={loggingOut}>
          Logout
        </button>
      </li>
    </ul>
  );
}
