/**
 * Tournament statuses and the rules built on them, shared by the server and the SPA.
 * Stored and answered in upper case; older data may use any letter case (coming_soon, upcoming).
 */
export const TOURNAMENT_STATUSES = ['COMING_SOON', 'UPCOMING', 'LIVE', 'COMPLETED', 'SCHEDULED'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** The status while a tournament is only announced; leaving it opens registration. */
export const ANNOUNCED_STATUS: TournamentStatus = 'COMING_SOON';

/** A tournament an admin is still preparing: stored, but the public never sees it nor its status. */
export const DRAFT_STATUS = 'DRAFT';
/** Every status an admin can give a tournament: the public ones and DRAFT. */
export const ADMIN_TOURNAMENT_STATUSES = [...TOURNAMENT_STATUSES, DRAFT_STATUS] as const;
export type AdminTournamentStatus = (typeof ADMIN_TOURNAMENT_STATUSES)[number];

/** Like parseStatus, DRAFT included. */
export function parseAdminStatus(value: string | null | undefined): AdminTournamentStatus | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (ADMIN_TOURNAMENT_STATUSES as readonly string[]).includes(upper) ? (upper as AdminTournamentStatus) : null;
}

/** Any letter case is accepted; null when the value is no status. */
export function parseStatus(value: string | null | undefined): TournamentStatus | null {
  const upper = (value ?? '').trim().toUpperCase();
  return (TOURNAMENT_STATUSES as readonly string[]).includes(upper) ? (upper as TournamentStatus) : null;
}

/**
 * A tournament that leaves COMING_SOON for a public status opens registration: every sign-up for
 * it gets one mail. Back to DRAFT hides it and mails no one.
 */
export function opensRegistration(from: string, to: string): boolean {
  return from === ANNOUNCED_STATUS && to !== ANNOUNCED_STATUS && to !== DRAFT_STATUS;
}

/**
 * Cards show a COMING SOON badge for these exact spellings; only the first two also swap Details
 * for Notify Me (registration is not open yet, so a visitor can only ask to be told).
 */
const COMING_SOON_BADGE_STATUSES = ['COMING_SOON', 'coming_soon', 'upcoming', 'UPCOMING'];
const NOTIFY_ME_STATUSES = ['COMING_SOON', 'coming_soon'];

export function showsComingSoonBadge(status: string | null | undefined): boolean {
  return COMING_SOON_BADGE_STATUSES.includes(status ?? '');
}

export function offersNotifyMe(status: string | null | undefined): boolean {
  return NOTIFY_ME_STATUSES.includes(status ?? '');
}

/** The home page's upcoming list takes these statuses, in any letter case. */
export const UPCOMING_LIST_STATUSES: readonly TournamentStatus[] = ['COMING_SOON', 'UPCOMING', 'SCHEDULED'];

export function isUpcomingListStatus(status: string | null | undefined): boolean {
  const parsed = parseStatus(status);
  return parsed !== null && UPCOMING_LIST_STATUSES.includes(parsed);
}

/** The lists of /tournaments: still to come, being played, finished; 'other' for unknown statuses. */
export type TournamentPhase = 'upcoming' | 'live' | 'past' | 'other';

export function phaseOfStatus(status: string | null | undefined): TournamentPhase {
  const parsed = parseStatus(status);
  if (parsed === 'LIVE') return 'live';
  if (parsed === 'COMPLETED') return 'past';
  if (parsed !== null) return 'upcoming';
  return 'other';
}
