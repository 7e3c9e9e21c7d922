import { usePublicConfig } from '../../lib/publicConfig';
import type { TournamentSource } from './tournamentsApi';

/** Where tournaments come from: our API, or the bundled JSON when TOURNAMENT_SOURCE=local. */
export function useTournamentSource(): TournamentSource {
  return usePublicConfig().tournamentSource;
}
