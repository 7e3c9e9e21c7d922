import { type Static, Type } from 'typebox';
import { freeText, literalUnion, nullableText, shownName } from './shapes';
import { ADMIN_TOURNAMENT_STATUSES } from '../tournamentStatus';
import { eventSettingsFields, RegistrationSettings } from './registrations';

/** Tournaments (/api/tournaments): the tournament as the API answers it, the list query, and the admin's create and update bodies. */

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const TournamentIdParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'The tournament id: 24 hexadecimal characters.' }),
});

export const Placement = Type.Object({
  place: Type.Integer({ minimum: 1, maximum: 10_000 }),
  name: shownName({ minLength: 1, maxLength: 100 }),
  prize: Type.Optional(nullable(shownName({ maxLength: 100 }))),
});
export type Placement = Static<typeof Placement>;

export const Tournament = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  title: Type.String(),
  status: Type.String({ description: 'COMING_SOON, UPCOMING, LIVE, COMPLETED or SCHEDULED.' }),
  startAt: nullableText({ format: 'date-time', description: 'UTC; null while the date is to be announced (TBA).' }),
  prizePool: nullableText(),
  format: nullableText({ description: 'e.g. SINGLE_ELIMINATION' }),
  platform: nullableText(),
  organizer: nullableText({ description: 'A partner; null when VERSUS runs the tournament.' }),
  heroUrl: nullableText(),
  game: nullableText({ description: 'The game key, e.g. ea-fc.' }),
  gameKey: nullableText(),
  description: nullableText(),
  rules: nullableText(),
  results: Type.Unsafe<Placement[] | null>({
    type: ['array', 'null'],
    items: Type.Object({ place: Type.Integer(), name: Type.String(), prize: Type.Optional(nullableText()) }),
    description: 'Final placements of a COMPLETED tournament.',
  }),
  registration: Type.Object({ ...RegistrationSettings.properties }, { description: 'How players enter: capacity, window, team size, check-in.' }),
  bestOf: Type.Integer({ description: 'Games in a series: 1, 3, 5 or 7.' }),
  prizes: Type.Array(Type.Object({ place: Type.Integer(), prize: Type.String() }), { description: 'The prize of each place, as entered; kept in the results when the bracket completes.' }),
  hasBracket: Type.Boolean({ description: 'Whether its bracket has started: GET /api/tournaments/{id}/bracket answers 404 until it has.' }),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Tournament = Static<typeof Tournament>;

export const TournamentList = Type.Object({ items: Type.Array(Tournament), total: Type.Integer() });
export type TournamentList = Static<typeof TournamentList>;

/** A tournament as the backoffice lists it: DRAFT ones too, with how many sign-ups a registration-open mail would reach. */
export const AdminTournament = Type.Object({
  ...Tournament.properties,
  notifySignups: Type.Integer({
    minimum: 0,
    description: 'Notification sign-ups for this tournament: the mails that go out when it leaves COMING_SOON.',
  }),
});
export type AdminTournament = Static<typeof AdminTournament>;

export const AdminTournamentList = Type.Object({ items: Type.Array(AdminTournament), total: Type.Integer() });
export type AdminTournamentList = Static<typeof AdminTournamentList>;

export const AdminTournamentListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  status: Type.Optional(literalUnion(ADMIN_TOURNAMENT_STATUSES, { description: 'Only tournaments with this status.' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Text searched in the title.' })),
});
export type AdminTournamentListQuery = Static<typeof AdminTournamentListQuery>;

/** The answer to a change: the tournament, and how many registration-open mails the change queued. */
export const UpdatedTournament = Type.Object({
  ...Tournament.properties,
  queuedMails: Type.Integer({ minimum: 0, description: 'Registration-open mails this change queued (0 unless it left COMING_SOON).' }),
});
export type UpdatedTournament = Static<typeof UpdatedTournament>;

export const TOURNAMENT_SORTS = ['date', 'title'] as const;
export type TournamentSort = (typeof TOURNAMENT_SORTS)[number];

export const TournamentListQuery = Type.Object({
  sort: literalUnion(TOURNAMENT_SORTS, {
    default: 'date',
    description:
      'date: tournaments still to come (earliest start first, TBA last), then LIVE ones, then COMPLETED ones (most recent first); title: alphabetical.',
  }),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  game: Type.Optional(Type.String({ maxLength: 100, description: 'A game key or alias (normalised like /api/games/{slug}).' })),
  status: Type.Optional(Type.String({ maxLength: 100, description: 'One status or several separated by commas, any letter case.' })),
  platform: Type.Optional(Type.String({ maxLength: 50, description: 'Exact platform, any letter case.' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Text searched in the title.' })),
});
export type TournamentListQuery = Static<typeof TournamentListQuery>;

const editableFields = {
  // The title also becomes a mail subject and a calendar line.
  title: shownName({ minLength: 1, maxLength: 200 }),
  status: Type.Optional(
    Type.String({ minLength: 1, maxLength: 20, description: 'COMING_SOON (the default), UPCOMING, LIVE, COMPLETED, SCHEDULED, or DRAFT (never shown to the public), any case.' }),
  ),
  startAt: Type.Optional(
    Type.Union([Type.String({ format: 'date-time' }), Type.Literal('TBA'), Type.Null()], {
      description: 'An ISO 8601 date-time with its offset; null or "TBA" while unknown.',
    }),
  ),
  prizePool: Type.Optional(nullable(shownName({ minLength: 1, maxLength: 100 }))),
  format: Type.Optional(
    nullable(
      Type.String({
        minLength: 1,
        maxLength: 50,
        pattern: '^[A-Za-z0-9_ -]+$',
        description: 'SINGLE_ELIMINATION, DOUBLE_ELIMINATION, ROUND_ROBIN, SWISS or BATTLE_ROYALE (any case, spaces for underscores).',
      }),
    ),
  ),
  platform: Type.Optional(nullable(shownName({ minLength: 1, maxLength: 50 }))),
  organizer: Type.Optional(nullable(shownName({ minLength: 1, maxLength: 100 }))),
  // Only our own paths or web addresses: never javascript: or data: links.
  heroUrl: Type.Optional(nullable(Type.String({ maxLength: 2000, pattern: '^(https?://|/)\\S*$' }))),
  game: Type.Optional(nullable(Type.String({ minLength: 1, maxLength: 64 }))),
  description: Type.Optional(nullable(freeText({ maxLength: 5000 }))),
  rules: Type.Optional(nullable(freeText({ maxLength: 10_000 }))),
  results: Type.Optional(nullable(Type.Array(Placement, { maxItems: 256 }))),
  ...eventSettingsFields,
};

export const CreateTournamentBody = Type.Object(editableFields, { additionalProperties: false });
export type CreateTournamentBody = Static<typeof CreateTournamentBody>;

export const UpdateTournamentBody = Type.Partial(Type.Object(editableFields), { additionalProperties: false, minProperties: 1 });
export type UpdateTournamentBody = Static<typeof UpdateTournamentBody>;
