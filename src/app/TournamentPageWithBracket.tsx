import { lazy } from 'react';
import { RegistrationPanel } from '../features/registrations/RegistrationPanel';
import { TournamentPage } from '../features/tournaments/TournamentPage';

/** The bracket's code (trees, tables, live updates) is downloaded only by pages that show one. */
const BracketSection = lazy(() => import('../features/brackets/BracketSection'));

/**
 * A tournament's page with its registration panel and bracket section, put together here, above
 * the features: the brackets feature reads tournaments (its backoffice screen shows the tournament,
 * an API key names tournaments) and the registrations feature reads the participants, so the
 * tournaments feature imports neither and no loop forms.
 */
export function TournamentPageWithBracket() {
  return <TournamentPage bracketSection={BracketSection} registrationPanel={RegistrationPanel} />;
}
