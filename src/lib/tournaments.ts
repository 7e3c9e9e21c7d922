import type { Game } from '../../common/contract/games';
import type { Tournament } from '../../common/contract/tournaments';
import { normalizeGameKey } from '../../common/gameKeys';
import { isStoredId } from '../../common/ids';
import { offersNotifyMe as statusOffersNotifyMe, phaseOfStatus, showsComingSoonBadge as statusShowsComingSoonBadge, type TournamentPhase } from '../../common/tournamentStatus';
import { toValidDate } from './dates';

/**
 * A tournament as the SPA meets it: from our API, the bundled JSON or older data, so any field
 * may be missing and the id and start may come as id and startDate instead of _id and startAt.
 */
export type TournamentLike = Partial<Tournament> & { startDate?: string | null };

/** A games-list entry as far as tournaments need one; some sources name the key gameKey. */
export type GameLike = Partial<Pick<Game, 'key' | 'title' | 'name' | 'heroUrl'>> & { gameKey?: string };

/** Shown when a tournament names no organizer: the product runs it. */
export const DEFAULT_ORGANIZER = 'VERSUS';
export const TO_BE_DETERMINED = 'TBD';
export const TO_BE_ANNOUNCED = 'TBA';
export const PLACEHOLDER_COVER = '/images/placeholder-tournament.svg';
export const SECOND_PLACEHOLDER_COVER = '/images/placeholder-tournament-2.svg';

export function tournamentId(tournament: TournamentLike): string | undefined {
  return tournament._id ?? tournament.id;
}

/** A 24-character hexadecimal id names a stored tournament. */
export function hasStoredId(tournament: TournamentLike): boolean {
  return isStoredId(tournamentId(tournament));
}

export function tournamentStart(tournament: TournamentLike): string | null | undefined {
  return tournament.startAt ?? tournament.startDate;
}

export function showsComingSoonBadge(tournament: TournamentLike): boolean {
  return statusShowsComingSoonBadge(tournament.status);
}

export function offersNotifyMe(tournament: TournamentLike): boolean {
  return statusOffersNotifyMe(tournament.status);
}

export type { TournamentPhase };

/** Which list a tournament belongs to on /tournaments (any letter case). */
export function tournamentPhase(tournament: TournamentLike): TournamentPhase {
  return phaseOfStatus(tournament.status);
}

export function organizerLabel(tournament: TournamentLike): string {
  return tournament.organizer?.trim() || DEFAULT_ORGANIZER;
}

export function prizePoolLabel(tournament: TournamentLike): string {
  return tournament.prizePool?.trim() || TO_BE_DETERMINED;
}

/** SINGLE_ELIMINATION reads "SINGLE ELIMINATION". */
export function formatLabel(tournament: TournamentLike, fallback = TO_BE_DETERMINED): string {
  return tournament.format?.trim() ? tournament.format.replace(/_/g, ' ') : fallback;
}

export function platformLabel(tournament: TournamentLike): string {
  return tournament.platform?.trim() || TO_BE_DETERMINED;
}

/** The tournament's game as a catalogue key, or null. */
export function tournamentGameKey(tournament: TournamentLike): string | null {
  const raw = tournament.gameKey ?? tournament.game;
  return raw?.trim() ? normalizeGameKey(raw) : null;
}

/** The games-list entry of the tournament's game, matched by game key, title or name. */
export function matchingGame<T extends GameLike>(tournament: TournamentLike, games: readonly T[] | undefined): T | undefined {
  const key = tournamentGameKey(tournament);
  if (!key || !games) return undefined;
  return games.find((game) =>
    [game.key, game.gameKey, game.title, game.name].some((name) => typeof name === 'string' && name.trim() && normalizeGameKey(name) === key),
  );
}

/** The first cover to try: the tournament's own, its game's, then the placeholder. */
export function firstCover(tournament: TournamentLike, games: readonly GameLike[] | undefined): string {
  return tournament.heroUrl?.trim() || matchingGame(tournament, games)?.heroUrl?.trim() || PLACEHOLDER_COVER;
}

function startTime(tournament: TournamentLike): number | null {
  return toValidDate(tournamentStart(tournament))?.getTime() ?? null;
}

/** Valid dates first, earliest first, then by title. */
export function byStartThenTitle(a: TournamentLike, b: TournamentLike): number {
  const first = startTime(a) ?? Number.POSITIVE_INFINITY;
  const second = startTime(b) ?? Number.POSITIVE_INFINITY;
  if (first !== second) return first < second ? -1 : 1;
  return (a.title ?? '').localeCompare(b.title ?? '');
}

const PHASE_ORDER: Record<TournamentPhase, number> = { upcoming: 0, live: 1, past: 2, other: 3 };

/**
 * The order of the API's date sort: what is still to come (earliest first, undated last), then
 * what is live, then the past with the most recent first.
 */
export function byListOrder(a: TournamentLike, b: TournamentLike): number {
  const phase = PHASE_ORDER[tournamentPhase(a)] - PHASE_ORDER[tournamentPhase(b)];
  if (phase !== 0) return phase;
  if (tournamentPhase(a) === 'past') {
    const first = startTime(a) ?? Number.NEGATIVE_INFINITY;
    const second = startTime(b) ?? Number.NEGATIVE_INFINITY;
    if (first !== second) return first > second ? -1 : 1;
  }
  return byStartThenTitle(a, b);
}

/** The address of a tournament's calendar file (one event, stable UID). */
export function calendarUrl(id: string): string {
  return `/api/tournaments/${encodeURIComponent(id)}.ics`;
}
