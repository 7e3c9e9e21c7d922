/**
 * The bracket engine's data. Everything here is plain JSON (no classes, no Dates, no Maps) so a
 * state can be stored in SQL rows and sent over the wire as it is; matches and standings already
 * have the shapes the public bracket API answers with.
 *
 * The engine is pure: each function takes a state and returns a new one, with the matches that
 * changed, and throws a BracketError (bracketError.ts) for what it cannot accept.
 * - createBracket.ts: createBracket({ format, participants, options }) → state
 * - report.ts: applyReport(state, matchId, report), startMatch(state, matchId),
 *   listDependentMatches(state, matchId)
 * - withdraw.ts: withdrawParticipant(state, participantId, 'forfeit' | 'disqualified'),
 *   reinstateParticipant(state, participantId)
 * - standings.ts: computeStandings(state), finalPlaces(state), podium(state)
 */

import { TOURNAMENT_FORMATS, type TournamentFormat } from '../../../../common/tournamentFormats';

export const BRACKET_FORMATS = TOURNAMENT_FORMATS;
export type BracketFormat = TournamentFormat;

export type MatchStatus = 'locked' | 'waiting' | 'ready' | 'running' | 'completed';
export type BracketSide = 'winners' | 'losers' | 'final' | 'group' | 'swiss' | 'lobby';
export type OpponentResult = 'win' | 'loss' | 'draw';

/** A participant as the caller hands it over; a missing seed ranks after every seeded one. */
export interface ParticipantInput {
  id: string;
  name: string;
  seed?: number | null;
}

export type Withdrawal = 'forfeit' | 'disqualified';

export interface BracketParticipant {
  id: string;
  name: string;
  /** 1 is the strongest; every participant of a bracket has a distinct seed from 1 to n. */
  seed: number;
  /** Set once the participant forfeits or is disqualified: they lose every match still to play. Null again once reinstated. */
  withdrawn: Withdrawal | null;
}

export interface Opponent {
  participantId: string;
  name: string;
  /** Score of a duel; in a lobby, the points the placement and kills earned. */
  score: number | null;
  result: OpponentResult | null;
  /**
   * The participant lost this match without playing it, because they had withdrawn. On an
   * unreported match it marks what the withdrawal decided, which a reinstatement takes back.
   */
  forfeit: boolean;
  /** Lobby matches only. */
  place?: number | null;
  kills?: number | null;
}

/** Where one side of an elimination match comes from. */
export type SlotSource = { seed: number } | { bye: true } | { winnerOf: string } | { loserOf: string };

export interface Match {
  id: string;
  round: number;
  bracket: BracketSide;
  /** Round robin group number (from 1); null elsewhere. */
  group: number | null;
  /** Position of the match in its round, from 1 (a lobby's number in a battle royale round). */
  number: number;
  status: MatchStatus;
  /** Two sides for a duel, where null is a side not known yet or empty for good; every player for a lobby. */
  opponents: (Opponent | null)[];
  /** Never played: one side is empty for good (a BYE), or a grand final reset that was not needed. */
  bye: boolean;
  /** The report that set the result; null while unreported or when decided automatically. */
  reportId: string | null;
  /** A series reported game by game: the score of each game, in order. Absent otherwise. */
  games?: [number, number][];
  /** Elimination formats: what fills each side. */
  sources?: SlotSource[];
}

export interface SingleEliminationSettings {
  format: 'SINGLE_ELIMINATION';
  thirdPlaceMatch: boolean;
}
export interface DoubleEliminationSettings {
  format: 'DOUBLE_ELIMINATION';
  grandFinalReset: boolean;
}
export interface RoundRobinSettings {
  format: 'ROUND_ROBIN';
  groups: number;
}
export interface SwissSettings {
  format: 'SWISS';
  rounds: number;
}
export interface BattleRoyaleSettings {
  format: 'BATTLE_ROYALE';
  rounds: number;
  lobbySize: number;
  /** Points for 1st place, 2nd place, …; places past the end of the table earn nothing. */
  placementPoints: number[];
  pointsPerKill: number;
}
export type BracketSettings =
  | SingleEliminationSettings
  | DoubleEliminationSettings
  | RoundRobinSettings
  | SwissSettings
  | BattleRoyaleSettings;

export interface BracketState {
  settings: BracketSettings;
  /** In seed order. */
  participants: BracketParticipant[];
  /** In play order: a match only ever depends on matches before it. */
  matches: Match[];
  status: 'running' | 'completed';
}

/** Options a bracket is created with; each applies to some formats only. */
export interface BracketOptions {
  thirdPlaceMatch?: boolean;
  grandFinalReset?: boolean;
  groups?: number;
  rounds?: number;
  lobbySize?: number;
  placementPoints?: number[];
  pointsPerKill?: number;
}

export interface Placement {
  participantId: string;
  place: number;
  kills: number;
}

export type MatchReport =
  | { reportId: string; scores: number[]; games?: number[][]; correct?: boolean }
  | { reportId: string; placements: Placement[]; correct?: boolean };

export interface Standing {
  rank: number;
  participantId: string;
  name: string;
  wins: number;
  losses: number;
  draws: number;
  points: number;
  /** Round robin: the group the rank is in. */
  group?: number;
  /** Round robin: points scored and conceded across the group's matches. */
  scoreFor?: number;
  scoreAgainst?: number;
  /** Swiss: the sum of the points of every opponent played. */
  buchholz?: number;
  /** Battle royale. */
  kills?: number;
  bestPlace?: number | null;
  /** The participant forfeited or was disqualified. */
  withdrawn: Withdrawal | null;
}

/**
 * A participant's place in a completed bracket. Participants no match separated share a place:
 * two in 3rd without a third-place match, four in 5th of an eight-player single elimination.
 */
export interface FinalPlace {
  place: number;
  participantId: string;
  name: string;
}

/** What a write returns: the new state and every match whose stored or sent form changed. */
export interface BracketChange {
  state: BracketState;
  changedMatches: Match[];
}

export interface ReportOutcome extends BracketChange {
  /** Later matches whose results a correction erased, because who played them has changed. */
  resetMatchIds: string[];
  /** The same report had already been applied to this match: nothing changed. */
  duplicate: boolean;
}

export interface ReinstateOutcome extends BracketChange {
  /** Matches reported or being played that are to be played again, because a forfeit that sent someone into them was taken back. */
  resetMatchIds: string[];
}
