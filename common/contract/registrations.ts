import { type Static, Type } from 'typebox';
import { BEST_OF_VALUES, CHECK_IN_MINUTES_MAX, OWN_STATUSES, PRIZES_MAX, TEAM_SIZE_MAX } from '../registration';
import { MAX_PARTICIPANTS, PARTICIPANT_NAME_MAX_LENGTH, Participant } from './brackets';
import { literalUnion, Nullable, shownName } from './shapes';

/**
 * Running an event: the tournament's registration settings, registrations (/api/tournaments/{id}/registrations),
 * check-in (…/check-in). The messaging-app bot codes against these shapes: fields may be added, never
 * renamed or removed.
 */

const USERNAME = Type.String({ minLength: 3, maxLength: 30, description: 'A VERSUS username, any letter case.' });
const MOMENT = Nullable(Type.String({ format: 'date-time' }));

export const RegistrationSettings = Type.Object(
  {
    capacity: Nullable(Type.Integer({ minimum: 2, maximum: MAX_PARTICIPANTS, description: 'Places in the bracket; past it, entries are waitlisted. null: no limit.' })),
    opensAt: MOMENT,
    closesAt: MOMENT,
    teamSize: Type.Integer({ minimum: 1, maximum: TEAM_SIZE_MAX, description: '1: solo entries; more: teams of exactly this many.' }),
    checkInMinutes: Type.Integer({ minimum: 0, maximum: CHECK_IN_MINUTES_MAX, description: 'How long before the start check-in opens; 0: no check-in.' }),
  },
  { additionalProperties: false },
);

export const Prize = Type.Object({ place: Type.Integer({ minimum: 1, maximum: MAX_PARTICIPANTS }), prize: shownName({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
export type Prize = Static<typeof Prize>;

export const BestOf = Type.Unsafe<(typeof BEST_OF_VALUES)[number]>(Type.Union(BEST_OF_VALUES.map((value) => Type.Literal(value)), { description: 'Games in a series: 1, 3, 5 or 7.' }));

/** The event settings a tournament is created or changed with (every field optional on a change). */
export const eventSettingsFields = {
  registration: Type.Optional(Type.Partial(RegistrationSettings, { additionalProperties: false })),
  bestOf: Type.Optional(BestOf),
  prizes: Type.Optional(Type.Array(Prize, { maxItems: PRIZES_MAX, description: 'One prize per place; a place at most once.' })),
};

export const RegisterBody = Type.Union(
  [
    Type.Object({}, { additionalProperties: false, description: 'A player registers alone.' }),
    Type.Object({ username: USERNAME }, { additionalProperties: false, description: 'An API key registers a player.' }),
    Type.Object(
      {
        teamName: shownName({ minLength: 1, maxLength: PARTICIPANT_NAME_MAX_LENGTH, pattern: '\\S' }),
        roster: Type.Array(USERNAME, { minItems: 1, maxItems: TEAM_SIZE_MAX }),
        captain: Type.Optional(USERNAME),
      },
      { additionalProperties: false, description: 'A team: the caller (or, for a key, `captain`) must be on the roster.' },
    ),
  ],
  { description: '`{}` alone; `{ username }` from the bot; `{ teamName, roster, captain? }` for a team.' },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const Registration = Type.Object({
  id: Type.String({ description: 'The participant id.' }),
  status: literalUnion(['registered', 'waitlisted'] as const),
  position: Nullable(Type.Integer({ minimum: 1, description: 'Place on the waitlist, 1 first; null when registered.' })),
  participant: Participant,
});
export const RegistrationResponse = Type.Object({ registration: Registration });
export type RegistrationResponse = Static<typeof RegistrationResponse>;

export const OwnRegistration = Type.Object({
  status: literalUnion(OWN_STATUSES),
  position: Nullable(Type.Integer({ minimum: 1 })),
  checkedIn: Type.Boolean(),
  participantId: Nullable(Type.String()),
  teamName: Nullable(Type.String({ description: 'For a team entry: its name.' })),
});
export type OwnRegistration = Static<typeof OwnRegistration>;

export const CheckInBody = Type.Object({ username: Type.Optional(USERNAME) }, { additionalProperties: false, description: '`{}` for oneself; `{ username }` from the bot.' });
export type CheckInBody = Static<typeof CheckInBody>;
export const CheckInResponse = Type.Object({ status: Type.Literal('checked_in') });
