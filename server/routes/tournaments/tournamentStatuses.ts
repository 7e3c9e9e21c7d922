/** Tournament statuses (product.md §5), stored and answered in upper case. */
export const TOURNAMENT_STATUSES = ['COMING_SOON', 'UPCOMING', 'LIVE', 'COMPLETED', 'SCHEDULED'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** The status while a tournament is only announced; leaving it opens registration. */
export const ANNOUNCED_STATUS: TournamentStatus = 'COMING_SOON';

/** Accepts any letter case (the SPA's older data says coming_soon); null when it is no status. */
export function parseStatus(value: string): TournamentStatus | null {
  const upper = value.trim().toUpperCase();
  return (TOURNAMENT_STATUSES as readonly string[]).includes(upper) ? (upper as TournamentStatus) : null;
}

/** A tournament that leaves COMING_SOON opens registration: every sign-up for it gets one mail. */
export function opensRegistration(from: TournamentStatus, to: TournamentStatus): boolean {
  return from === ANNOUNCED_STATUS && to !== ANNOUNCED_STATUS;
}
