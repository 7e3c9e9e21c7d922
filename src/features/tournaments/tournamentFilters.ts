import { type TournamentLike, tournamentGameKey, tournamentPhase, type TournamentPhase } from '../../lib/tournaments';

export interface TournamentFilterValues {
  game: string;
  status: string;
  platform: string;
}

export const STATUS_FILTER_OPTIONS = [
  { value: 'COMING_SOON', label: 'Coming soon' },
  { value: 'UPCOMING', label: 'Upcoming' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'LIVE', label: 'Live' },
  { value: 'COMPLETED', label: 'Completed' },
] as const;

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

export const PHASE_SECTIONS: ReadonlyArray<{ phase: Exclude<TournamentPhase, 'other'>; heading: string; empty: string }> = [
  { phase: 'upcoming', heading: 'Upcoming', empty: 'No upcoming tournaments match these filters.' },
  { phase: 'live', heading: 'Live', empty: 'No tournament is live right now.' },
  { phase: 'past', heading: 'Past', empty: 'No finished tournaments match these filters.' },
];

export function groupByPhase(tournaments: readonly TournamentLike[]): Record<TournamentPhase, TournamentLike[]> {
  const groups: Record<TournamentPhase, TournamentLike[]> = { upcoming: [], live: [], past: [], other: [] };
  // The list comes in the API's date order, which already puts the most recent past first.
  for (const tournament of tournaments) groups[tournamentPhase(tournament)].push(tournament);
  return groups;
}
