import { toValidDate } from '../../lib/dates';
import { tournamentStart, type TournamentLike } from '../../lib/tournaments';
import { UPCOMING_STATUSES } from './homeConstants';

export function isUpcoming(tournament: TournamentLike): boolean {
  return UPCOMING_STATUSES.includes((tournament.status ?? '').toLowerCase());
}

function startTime(tournament: TournamentLike): number | null {
  return toValidDate(tournamentStart(tournament))?.getTime() ?? null;
}

/** Spec §9: valid dates first (valid: parseable and after 2000), earliest first, then by title. */
export function compareUpcoming(a: TournamentLike, b: TournamentLike): number {
  const first = startTime(a);
  const second = startTime(b);
  if (first !== second) {
    if (first === null) return 1;
    if (second === null) return -1;
    return first - second;
  }
  return (a.title ?? '').localeCompare(b.title ?? '');
}

/** The home page's upcoming tournaments: accepted statuses only, in spec order, the first `count`. */
export function pickUpcomingTournaments(tournaments: readonly TournamentLike[], count: number): TournamentLike[] {
  return tournaments.filter(isUpcoming).sort(compareUpcoming).slice(0, count);
}
