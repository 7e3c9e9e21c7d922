import { lazy } from 'react';
import { TournamentPage } from '../features/tournaments/TournamentPage';

/** The bracket's code (trees, tables, live updates) is downloaded only by pages that show one. */
const BracketSection = lazy(() => import('../features/brackets/BracketSection'));

/**
 * A tournament's page with its bracket section, put together here, above both features: the
 * brackets feature reads tournaments (its backoffice screen shows the tournament, an API key names
 * tournaments), so the tournaments feature does not import the brackets one and the two stay out
 * of a loop.
 */
export function TournamentPageWithBracket() {
  return <TournamentPage bracketSection={BracketSection} />;
}
