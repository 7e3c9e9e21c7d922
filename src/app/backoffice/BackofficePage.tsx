import '../../styles/admin.css';
import './backoffice.css';
import { Link, useLocation } from 'react-router';
import { AuditLogSection } from '../../features/admin/AuditLogSection';
import { RequireTwoFactor } from '../../features/admin/RequireTwoFactor';
import { UsersSection } from '../../features/admin/UsersSection';
import { useIsAdmin } from '../../features/admin/useIsAdmin';
import { BetaAdminSection } from '../../features/beta/admin/BetaAdminSection';
import { ApiKeysSection } from '../../features/brackets/admin/ApiKeysSection';
import { BracketAdminView } from '../../features/brackets/admin/BracketAdminView';
import { DisputesSection } from '../../features/brackets/admin/DisputesSection';
import { GamesAdminSection } from '../../features/games/admin/GamesAdminSection';
import { OrdersSection } from '../../features/shop/admin/OrdersSection';
import { TournamentsSection } from '../../features/tournaments/admin/TournamentsSection';

const SECTIONS = [
  { path: 'tournaments', label: 'Tournaments', Component: TournamentsSection },
  { path: 'disputes', label: 'Disputes', Component: DisputesSection },
  { path: 'games', label: 'Games', Component: GamesAdminSection },
  { path: 'beta', label: 'Beta', Component: BetaAdminSection },
  { path: 'orders', label: 'Shop orders', Component: OrdersSection },
  { path: 'users', label: 'Users', Component: UsersSection },
  { path: 'api-keys', label: 'API keys', Component: ApiKeysSection },
  { path: 'audit', label: 'Audit log', Component: AuditLogSection },
] as const;

/** The section named after /versusbackoffice/ (/admin and /versusbackoffice open the first). */
function sectionOf(pathname: string) {
  const name = /^\/versusbackoffice\/([^/]+)/.exec(pathname)?.[1];
  return SECTIONS.find((section) => section.path === name) ?? SECTIONS[0];
}

/** The tournament of /versusbackoffice/tournaments/{id}/bracket, the bracket management of one tournament. */
function bracketTournamentOf(pathname: string): string | null {
  return /^\/versusbackoffice\/tournaments\/([0-9a-fA-F]{24})\/bracket\/?$/.exec(pathname)?.[1] ?? null;
}

/**
 * The one backoffice of admins and masters: /admin, /versusbackoffice and its sections. The frame
 * puts together the backoffice screens each domain keeps in its own admin/ folder.
 */
export function BackofficePage() {
  const { pathname } = useLocation();
  const isAdmin = useIsAdmin();
  const current = sectionOf(pathname);
  const { Component } = current;
  const bracketTournament = bracketTournamentOf(pathname);
  return (
    <div className="page container admin-page">
      <h1>Backoffice</h1>
      <p className="admin-muted">
        Signed in as {isAdmin ? 'admin' : 'master'}. {isAdmin && <Link to="/admin-dashboard">Open the dashboard</Link>}{' '}
        <Link to="/early-access">Early access invitations</Link>
      </p>
      <RequireTwoFactor>
        <nav aria-label="Backoffice sections">
          <ul className="admin-tabs">
            {SECTIONS.map((section) => (
              <li key={section.path}>
                <Link to={`/versusbackoffice/${section.path}`} aria-current={section === current ? 'page' : undefined}>
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {bracketTournament ? <BracketAdminView key={bracketTournament} tournamentId={bracketTournament} /> : <Component />}
      </RequireTwoFactor>
    </div>
  );
}
