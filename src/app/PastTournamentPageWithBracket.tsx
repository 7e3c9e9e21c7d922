import { lazy } from 'react';
import { PastTournamentPage } from '../features/tournaments/PastTournamentPage';

/** The bracket's code is downloaded only by pages that show one. */
const BracketSection = lazy(() => import('../features/brackets/BracketSection'));

/** A finished tournament's page with its final bracket, put together here for the reason TournamentPageWithBracket gives. */
export function PastTournamentPageWithBracket() {
  return <PastTournamentPage bracketSection={BracketSection} />;
}
