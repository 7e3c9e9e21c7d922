import { type ComponentType, Suspense } from 'react';
import { hasStoredId, type TournamentLike } from '../../lib/tournaments';
import type { TournamentPhase } from '../../../common/tournamentStatus';
import { useTournamentSource } from './useTournamentSource';

/**
 * The brackets feature's section of a tournament page: participants, then the bracket or standings,
 * live. The app passes it in (loaded on demand): the brackets feature reads tournaments, so this
 * one does not import it back.
 */
export type BracketSection = ComponentType<{ tournamentId: string; phase: Exclude<TournamentPhase, 'other'>; hasBracket?: boolean }>;

/**
 * A stored tournament's participants, bracket or standings; nothing for the bundled tournaments
 * read without the API, which have none.
 */
export function TournamentBracket({ tournament, tournamentId, phase, Section }: { tournament: TournamentLike; tournamentId: string; phase: TournamentPhase; Section: BracketSection }) {
  const source = useTournamentSource();
  if (source === 'local' || !hasStoredId(tournament)) return null;
  if (phase === 'other') return null;
  return (
    <Suspense fallback={phase === 'upcoming' ? null : <p className="page-status">Loading the bracket...</p>}>
      <Section tournamentId={tournamentId} phase={phase} hasBracket={tournament.hasBracket} />
    </Suspense>
  );
}
