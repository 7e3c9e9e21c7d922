import { type Static, Type } from 'typebox';
import { API_KEY_MAX_LIFETIME_DAYS, API_KEY_MAX_TOURNAMENTS } from '../apiKeyBounds';
import { BEST_OF_VALUES, ENTRY_STATUSES } from '../registration';
import { TOURNAMENT_FORMATS } from '../tournamentFormats';
import { freeText, literalUnion, Nullable, nullableText, shownName, Timestamp } from './shapes';

/**
 * Brackets and live results (/api/tournaments/{id}/participants, …/bracket, …/matches/{matchId}/report,
 * /api/admin/api-keys). The messaging-app bot codes against these shapes: fields may be added, never
 * renamed or removed.
 */

const TOURNAMENT_ID = Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'The tournament id: 24 hexadecimal characters.' });
const ENTITY_ID = Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: '24 hexadecimal characters.' });
const MATCH_ID = Type.String({ pattern: '^[a-z]+(-[0-9]+){2,3}$', maxLength: 40, description: 'e.g. winners-2-1, losers-3-2, group-1-2-3, swiss-3-1, lobby-2-1.' });

export const MAX_PARTICIPANTS = 1024;
export const PARTICIPANT_NAME_MAX_LENGTH = 60;

/** The bot's path parameters, named for its developers. */
export const BracketParams = Type.Object({ id: TOURNAMENT_ID });
export const ParticipantParams = Type.Object({ id: TOURNAMENT_ID, participantId: ENTITY_ID });
export const MatchParams = Type.Object({ id: TOURNAMENT_ID, matchId: MATCH_ID });
export const ApiKeyParams = Type.Object({ id: ENTITY_ID });

export const Participant = Type.Object({
  id: Type.String(),
  name: Type.String(),
  username: nullableText({ description: 'The VERSUS account the participant plays as, when linked; its profile is /profile/{username}.' }),
  seed: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  status: literalUnion(ENTRY_STATUSES, {
    description: 'registered, waitlisted (past the capacity), checked_in, or withdrawn (left the bracket, or dropped as a no-show at the start).',
  }),
  usernames: Type.Array(Type.String(), { description: 'The linked VERSUS accounts: the player, or a team’s roster (captain first).' }),
  waitlistPosition: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'Place on the waitlist, 1 first; null unless waitlisted.' }),
  checkedIn: Type.Boolean({ description: 'Checked in; also true for a waitlisted entry that checked in (it fills a no-show’s place at the start).' }),
});
export type Participant = Static<typeof Participant>;

/** A name shown to people (in brackets, the backoffice, the bot): no control characters, and more than spaces. */

export const NewParticipant = Type.Object({
  name: shownName({ minLength: 1, maxLength: PARTICIPANT_NAME_MAX_LENGTH, pattern: '\\S' }),
  username: Type.Optional(Nullable(Type.String({ minLength: 3, maxLength: 30 }))),
  seed: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_PARTICIPANTS }))),
});
export type NewParticipant = Static<typeof NewParticipant>;

export const AddParticipantsBody = Type.Object({
  participants: Type.Array(NewParticipant, { minItems: 1, maxItems: MAX_PARTICIPANTS }),
});
export type AddParticipantsBody = Static<typeof AddParticipantsBody>;

export const ParticipantList = Type.Object({ participants: Type.Array(Participant) });
export type ParticipantList = Static<typeof ParticipantList>;

export const BRACKET_SIDES = ['winners', 'losers', 'final', 'group', 'swiss', 'lobby'] as const;
export const MATCH_STATUSES = ['locked', 'waiting', 'ready', 'running', 'completed'] as const;
/** @public */
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export const OPPONENT_RESULTS = ['win', 'loss', 'draw'] as const;

export const Opponent = Type.Object({
  participantId: Type.String(),
  name: Type.String(),
  score: Type.Union([Type.Number(), Type.Null()], { description: 'A duel: the score; a lobby: the points placement and kills earned.' }),
  result: Type.Union([literalUnion(OPPONENT_RESULTS), Type.Null()]),
  forfeit: Type.Optional(Type.Boolean({ description: 'Lost without playing: the participant had withdrawn.' })),
  place: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'Lobbies only.' })),
  kills: Type.Optional(Type.Union([Type.Integer(), Type.Null()], { description: 'Lobbies only.' })),
});
export type Opponent = Static<typeof Opponent>;

export const BracketMatch = Type.Object({
  id: Type.String(),
  round: Type.Integer(),
  bracket: literalUnion(BRACKET_SIDES),
  group: Type.Union([Type.Integer(), Type.Null()]),
  number: Type.Integer(),
  status: literalUnion(MATCH_STATUSES),
  opponents: Type.Array(Type.Union([Opponent, Type.Null()]), { description: 'Two for a duel (null: not known yet, or a BYE); every player of a lobby.' }),
  bye: Type.Optional(Type.Boolean({ description: 'Never played: one side is empty for good, or a grand final reset that was not needed.' })),
  disputed: Type.Optional(Type.Boolean({ description: 'A player disputes the reported result; true until an admin resolves it.' })),
  games: Type.Optional(
    Nullable(Type.Array(Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 }), { description: 'A series reported game by game: the score [a, b] of each game, in order; the scores are then the games won.' })),
  ),
});
export type BracketMatch = Static<typeof BracketMatch>;

export const Standing = Type.Object({
  rank: Type.Integer(),
  participantId: Type.String(),
  name: Type.String(),
  wins: Type.Integer(),
  losses: Type.Integer(),
  draws: Type.Integer(),
  points: Type.Number(),
  group: Type.Optional(Type.Integer({ description: 'Round robin: the group the rank is in.' })),
  scoreFor: Type.Optional(Type.Number()),
  scoreAgainst: Type.Optional(Type.Number()),
  buchholz: Type.Optional(Type.Number({ description: 'Swiss: the sum of the points of every opponent played.' })),
  kills: Type.Optional(Type.Integer({ description: 'Battle royale.' })),
  bestPlace: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  withdrawn: Type.Optional(Type.Union([literalUnion(['forfeit', 'disqualified'] as const), Type.Null()])),
});
export type Standing = Static<typeof Standing>;

export const Bracket = Type.Object({
  tournamentId: Type.String(),
  format: literalUnion(TOURNAMENT_FORMATS),
  status: literalUnion(['running', 'completed'] as const),
  matches: Type.Array(BracketMatch),
  standings: Type.Array(Standing),
  version: Type.Integer({ minimum: 0, description: 'Goes up by one with every stored change, from 1; each bracket_updated carries the version it leads to. 0 in a preview (nothing stored).' }),
});
export type Bracket = Static<typeof Bracket>;

export const StartBracketBody = Type.Object({
  format: Type.Optional(literalUnion(TOURNAMENT_FORMATS, { description: "Defaults to the tournament's format." })),
  thirdPlaceMatch: Type.Optional(Type.Boolean({ description: 'Single elimination.' })),
  grandFinalReset: Type.Optional(Type.Boolean({ description: 'Double elimination; on by default.' })),
  groups: Type.Optional(Type.Integer({ minimum: 1, maximum: 64, description: 'Round robin.' })),
  rounds: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, description: 'Swiss and battle royale.' })),
  lobbySize: Type.Optional(Type.Integer({ minimum: 2, maximum: 100, description: 'Battle royale.' })),
  placementPoints: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 1000 }), { minItems: 1, maxItems: 100, description: 'Battle royale: points for 1st, 2nd, … place.' })),
  pointsPerKill: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'Battle royale.' })),
  dropNotCheckedIn: Type.Optional(
    Type.Boolean({ description: 'Entries that did not check in are withdrawn, and checked-in waitlisted entries take their places in waitlist order.' }),
  ),
});
export type StartBracketBody = Static<typeof StartBracketBody>;

const REPORT_ID = Type.String({ minLength: 1, maxLength: 100, description: 'Chosen by the reporter; the same id again answers the same and changes nothing.' });
const SCORE = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const GAMES = Type.Array(Type.Array(SCORE, { minItems: 2, maxItems: 2 }), {
  minItems: 1,
  maxItems: Math.max(...BEST_OF_VALUES),
  description: "The score [a, b] of each game of a series, at most the tournament's bestOf; `scores` are then the games each side won.",
});

export const LobbyPlacement = Type.Object({
  participantId: Type.String({ minLength: 1, maxLength: 40 }),
  place: Type.Integer({ minimum: 1, maximum: 1000 }),
  kills: Type.Integer({ minimum: 0, maximum: 10_000 }),
});

export const ReportBody = Type.Union([
  Type.Object(
    { reportId: REPORT_ID, scores: Type.Array(SCORE, { minItems: 2, maxItems: 2 }), games: Type.Optional(GAMES), correct: Type.Optional(Type.Boolean()) },
    { additionalProperties: false },
  ),
  Type.Object({ reportId: REPORT_ID, placements: Type.Array(LobbyPlacement, { minItems: 1, maxItems: 1000 }), correct: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
]);
export type ReportBody = Static<typeof ReportBody>;

export const ReportResponse = Type.Object({ matches: Type.Array(BracketMatch, { description: 'Every match the report changed.' }) });
export type ReportResponse = Static<typeof ReportResponse>;

export const API_KEY_SCOPES = ['results', 'registrations'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const CreateApiKeyBody = Type.Object({
  name: shownName({ minLength: 1, maxLength: 60, pattern: '\\S' }),
  scopes: Type.Array(literalUnion(API_KEY_SCOPES), { minItems: 1, maxItems: API_KEY_SCOPES.length, uniqueItems: true }),
  expiresAt: Type.Optional(
    Type.String({
      format: 'date-time',
      description: `When the key stops working: in the future, at most ${API_KEY_MAX_LIFETIME_DAYS} days ahead. Left out, the key does not expire.`,
    }),
  ),
  tournamentIds: Type.Optional(
    Type.Array(ENTITY_ID, {
      minItems: 1,
      maxItems: API_KEY_MAX_TOURNAMENTS,
      uniqueItems: true,
      description: 'The only tournaments the key may write to (existing ones). Left out, the key works for every tournament.',
    }),
  ),
});
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

export const CreatedApiKey = Type.Object({
  id: Type.String(),
  name: Type.String(),
  key: Type.String({ description: 'Shown once; only a hash is stored.' }),
});
export type CreatedApiKey = Static<typeof CreatedApiKey>;

export const ApiKeySummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  scopes: Type.Array(literalUnion(API_KEY_SCOPES)),
  createdAt: Timestamp,
  lastUsedAt: Nullable(Timestamp),
  createdBy: nullableText(),
  expiresAt: Type.Union([Timestamp, Type.Null()], { description: 'When the key stops working; null: it does not expire.' }),
  tournaments: Type.Union([Type.Array(Type.Object({ id: Type.String(), title: nullableText({ description: 'Null once the tournament was deleted.' }) })), Type.Null()], {
    description: 'The only tournaments the key may write to; null: every tournament.',
  }),
  usable: Type.Boolean({ description: 'Whether a request with the key would be let in now.' }),
  unusableReason: nullableText({ description: 'Why not, when it would not: expired, or its creator no longer an admin or master, banned or deleted.' }),
});
export type ApiKeySummary = Static<typeof ApiKeySummary>;

export const ApiKeyList = Type.Object({ keys: Type.Array(ApiKeySummary) });
export type ApiKeyList = Static<typeof ApiKeyList>;

/** Before a correction: the later matches it would reset, so the person correcting can confirm. */
export const DependentMatches = Type.Object({ matches: Type.Array(BracketMatch) });
export type DependentMatches = Static<typeof DependentMatches>;

export const WithdrawBody = Type.Object({
  reason: literalUnion(['forfeit', 'disqualified'] as const, { description: 'Either way the participant loses every match still to play.' }),
});
export type WithdrawBody = Static<typeof WithdrawBody>;

/** Before the bracket starts: new seeds, in the order given (first is seed 1), or a random order. */
export const SeedBody = Type.Union([
  Type.Object({ order: Type.Array(ENTITY_ID, { minItems: 1, maxItems: MAX_PARTICIPANTS, uniqueItems: true }) }, { additionalProperties: false }),
  Type.Object({ shuffle: Type.Literal(true) }, { additionalProperties: false }),
]);
export type SeedBody = Static<typeof SeedBody>;

/**
 * What the server sends to a tournament's watchers after each stored change of its bracket. The
 * standings travel as a change of the version before (a 64-player bracket's full standings are
 * ten times the rest of the message, and thousands of watchers receive each one).
 */
export interface BracketUpdate {
  tournamentId: string;
  /** Every match the change touched. */
  matches: BracketMatch[];
  /** The standings rows the change altered, whole; one row per participant (participantId). */
  changedStandings: Standing[];
  /**
   * Every participant id in standings order (best first), only when the order changed; without
   * it the rows keep the order of the version before.
   */
  standingsOrder?: string[];
  /** The bracket's status after the change. */
  status: Bracket['status'];
  /**
   * The bracket's version after the change. A page holding version v that receives v + 1 applies
   * it to its copy; one receiving v + 2 (it was offline for an update) reads the bracket again;
   * one receiving v or less ignores the update.
   */
  version: number;
}

/**
 * Disputes: a player objects to a reported result (/api/tournaments/{id}/matches/{matchId}/disputes)
 * and an admin resolves it (/api/admin/disputes). Fields may be added, never renamed or removed.
 */

/** How long after a result its players may dispute it. */
export const DISPUTE_WINDOW_MINUTES = 15;

export const DISPUTE_STATUSES = ['open', 'upheld', 'rejected'] as const;

export const DisputeBody = Type.Object({ reason: freeText({ minLength: 1, maxLength: 1000, pattern: '\\S' }) }, { additionalProperties: false });
export type DisputeBody = Static<typeof DisputeBody>;

export const Dispute = Type.Object({
  id: Type.String(),
  tournamentId: Type.String(),
  tournamentTitle: Type.String(),
  matchId: Type.String(),
  side: Type.String({ description: 'The participant whose player disputes the result.' }),
  username: Nullable(Type.String({ description: 'The account that disputed it.' })),
  reason: Type.String(),
  status: literalUnion(DISPUTE_STATUSES),
  note: Nullable(Type.String({ description: 'What the admin decided, in their words.' })),
  createdAt: Type.String({ format: 'date-time' }),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type Dispute = Static<typeof Dispute>;

export const DisputeResponse = Type.Object({ dispute: Dispute });
export const DisputeList = Type.Object({ disputes: Type.Array(Dispute) });
export type DisputeList = Static<typeof DisputeList>;

export const DisputeListQuery = Type.Object({
  status: Type.Optional(literalUnion(DISPUTE_STATUSES, { description: 'Only disputes in this state; all by default, open ones first.' })),
});

export const DisputeParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: '24 hexadecimal characters.' }) });

export const ResolveDisputeBody = Type.Object(
  {
    decision: literalUnion(['upheld', 'rejected'] as const, { description: 'upheld: the match is reopened for a correction; rejected: the result stands.' }),
    note: Type.Optional(freeText({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type ResolveDisputeBody = Static<typeof ResolveDisputeBody>;
