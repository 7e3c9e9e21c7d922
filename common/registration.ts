/**
 * Registration and check-in rules, shared by the server (which enforces them) and the SPA (which
 * shows the matching button). A tournament takes registrations while it is announced for play
 * (not COMING_SOON, DRAFT or COMPLETED), inside its optional window, and until its bracket starts.
 * Check-in runs for `checkInMinutes` before the start and closes at the start.
 */

export const TEAM_SIZE_MAX = 10;
export const CHECK_IN_MINUTES_MAX = 1440;
export const BEST_OF_VALUES = [1, 3, 5, 7] as const;
export const PRIZES_MAX = 64;

export const ENTRY_STATUSES = ['registered', 'waitlisted', 'checked_in', 'withdrawn'] as const;
/** A player's own standing in a tournament: not in it, or one of the entry statuses but withdrawn. */
export const OWN_STATUSES = ['none', 'registered', 'waitlisted', 'checked_in'] as const;

export interface RegistrationSettings {
  /** Places in the bracket; past it entries go on the waitlist. null: no limit. */
  capacity: number | null;
  opensAt: string | null;
  closesAt: string | null;
  /** 1 for solo entries; otherwise the exact roster size of a team. */
  teamSize: number;
  /** 0: no check-in. */
  checkInMinutes: number;
}

export const DEFAULT_REGISTRATION: RegistrationSettings = { capacity: null, opensAt: null, closesAt: null, teamSize: 1, checkInMinutes: 0 };

const CLOSED_STATUSES = new Set(['COMING_SOON', 'DRAFT', 'COMPLETED']);

interface RegistrationSubject {
  status: string;
  startAt: string | null;
  hasBracket: boolean;
  registration: RegistrationSettings;
}

export type RegistrationState = 'open' | 'not_yet' | 'closed';

/** Whether registration is open now, will open later (announced, or before its window), or is over. */
export function registrationState(tournament: RegistrationSubject, now: Date): RegistrationState {
  const status = tournament.status.toUpperCase();
  if (tournament.hasBracket || status === 'COMPLETED') return 'closed';
  if (CLOSED_STATUSES.has(status)) return 'not_yet';
  const { opensAt, closesAt } = tournament.registration;
  if (opensAt !== null && now.getTime() < Date.parse(opensAt)) return 'not_yet';
  if (closesAt !== null && now.getTime() >= Date.parse(closesAt)) return 'closed';
  return 'open';
}

/** The check-in window, or null when the tournament has no check-in or no start date. */
export function checkInWindow(tournament: Pick<RegistrationSubject, 'startAt' | 'registration'>): { opensAt: Date; closesAt: Date } | null {
  const minutes = tournament.registration.checkInMinutes;
  if (minutes <= 0 || tournament.startAt === null) return null;
  const closesAt = new Date(tournament.startAt);
  if (Number.isNaN(closesAt.getTime())) return null;
  return { opensAt: new Date(closesAt.getTime() - minutes * 60_000), closesAt };
}

export type CheckInState = 'none' | 'not_yet' | 'open' | 'closed';

export function checkInState(tournament: RegistrationSubject, now: Date): CheckInState {
  const window = checkInWindow(tournament);
  if (window === null) return 'none';
  if (tournament.hasBracket || now >= window.closesAt) return 'closed';
  return now < window.opensAt ? 'not_yet' : 'open';
}
