import { isUpcomingListStatus } from '../../../common/tournamentStatus';
import { byStartThenTitle, type TournamentLike } from '../../lib/tournaments';

export function isUpcoming(tournament: TournamentLike): boolean {
  return isUpcomingListStatus(tournament.status);
}

/** The home page's upcoming tournaments: accepted statuses only, dated first by start, the first `count`. */
export function pickUpcomingTournaments(tournaments: readonly TournamentLike[], count: number): TournamentLike[] {
  return tournaments.filter(isUpcoming).sort(byStartThenTitle).slice(0, count);
}
