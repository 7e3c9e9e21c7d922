import { lazy, Suspense } from 'react';
import { hasStoredId, type TournamentLike } from '../../lib/tournaments';
import type { TournamentPhase } from '../../../common/tournamentStatus';
import { useTournamentSource } from './useTournamentSource';

/** The bracket's code (trees, tables, live updates) is downloaded only by pages that show one. */
const BracketSection = lazy(() => import('../brackets/BracketSection'));

/**
 * A stored tournament's participants, bracket or standings; nothing for the bundled tournaments
 * read without the API, which have none.
 */
export function TournamentBracket({ tournament, tournamentId, phase }: { tournament: TournamentLike; tournamentId: string; phase: TournamentPhase }) {
  const source = useTournamentSource();
  if (source === 'local' || !hasStoredId(tournament)) return null;
  if (phase === 'other') return null;
  return (
    <Suspense fallback={phase === 'upcoming' ? null : <p className="page-status">Loading the bracket...</p>}>
      <BracketSection tournamentId={tournamentId} phase={phase} hasBracket={tournament.hasBracket} />
    </Suspense>
  );
}
