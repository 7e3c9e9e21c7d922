import { NavLink } from 'react-router';
import { MAIN_NAV_ITEMS } from './mainNavItems';

/** Home, Tournaments, Games, VERSUS Token, Shop; the current one is marked with aria-current. */
export function MainNavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  return (
    <ul className={className}>
      {MAIN_NAV_ITEMS.map(({ to, label }) => (
        <li key={to}>
          {/* Home is active only on / itself, not on every path below it. */}
          <NavLink to={to} end={to === '/'} className="nav-link" onClick={onNavigate}>
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
