import { phaseOfStatus, type TournamentStatus } from '../../../common/tournamentStatus';
import { type TournamentLike, tournamentGameKey, tournamentPhase, type TournamentPhase } from '../../lib/tournaments';

export interface TournamentFilterValues {
  game: string;
  status: string;
  platform: string;
}

/** The status filter's label of each status, in the order it offers them (every status has one). */
const STATUS_LABELS: Readonly<Record<TournamentStatus, string>> = {
  COMING_SOON: 'Coming soon',
  UPCOMING: 'Upcoming',
  SCHEDULED: 'Scheduled',
  LIVE: 'Live',
  COMPLETED: 'Completed',
};

export const STATUS_FILTER_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));

/** An empty value lets everything through; statuses and platforms match in any letter case. */
export function matchesFilters(tournament: TournamentLike, { game, status, platform }: TournamentFilterValues): boolean {
  if (game && tournamentGameKey(tournament) !== game) return false;
  if (status && (tournament.status ?? '').toUpperCase() !== status) return false;
  if (platform && (tournament.platform ?? '').toLowerCase() !== platform.toLowerCase()) return false;
  return true;
}

/** The platforms the tournaments name, for the platform filter. */
export function platformsOf(tournaments: readonly TournamentLike[]): string[] {
  const platforms = new Map<string, string>();
  for (const { platform } of tournaments) {
    if (platform?.trim() && !platforms.has(platform.toLowerCase())) platforms.set(platform.toLowerCase(), platform.trim());
  }
  return [...platforms.values()].sort((a, b) => a.localeCompare(b));
}

type PhaseSection = { phase: Exclude<TournamentPhase, 'other'>; heading: string; empty: string; emptyWhenFiltered: string };

const PHASE_SECTIONS: readonly PhaseSection[] = [
  { phase: 'live', heading: 'Live', empty: 'No tournament is live right now.', emptyWhenFiltered: 'No live tournaments match these filters.' },
  { phase: 'upcoming', heading: 'Upcoming', empty: 'No upcoming tournaments yet.', emptyWhenFiltered: 'No upcoming tournaments match these filters.' },
  { phase: 'past', heading: 'Past', empty: 'No finished tournaments yet.', emptyWhenFiltered: 'No finished tournaments match these filters.' },
];

/**
 * The groups the filters leave room for, live first (what is played now is what most visitors
 * come for), each with its empty text: a status filter shows only its own group, and while any
 * filter is set an empty group says the filters leave it empty, never that nothing is happening.
 */
export function visibleSections(filters: TournamentFilterValues): Array<{ phase: PhaseSection['phase']; heading: string; empty: string }> {
  const filtered = Boolean(filters.game || filters.status || filters.platform);
  return PHASE_SECTIONS.filter(({ phase }) => !filters.status || phaseOfStatus(filters.status) === phase).map(({ phase, heading, empty, emptyWhenFiltered }) => ({
    phase,
    heading,
    empty: filtered ? emptyWhenFiltered : empty,
  }));
}

export function groupByPhase(tournaments: readonly TournamentLike[]): Record<TournamentPhase, TournamentLike[]> {
  const groups: Record<TournamentPhase, TournamentLike[]> = { upcoming: [], live: [], past: [], other: [] };
  // The list comes in the API's date order, which already puts the most recent past first.
  for (const tournament of tournaments) groups[tournamentPhase(tournament)].push(tournament);
  return groups;
}
