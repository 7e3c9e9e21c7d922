import { type Static, Type } from 'typebox';
import { shownName } from './shapes';
import { EMAIL_MAX_LENGTH } from '../accountRules';

/** "Notify me" sign-ups for tournaments (/api/notify): by account or by e-mail address. */

const STORED_ID_PATTERN = '^[0-9a-fA-F]{24}$';

export const TournamentIdParams = Type.Object({
  tournamentId: Type.String({ pattern: STORED_ID_PATTERN, description: 'The tournament id: 24 hexadecimal characters.' }),
});

export const StatusQuery = Type.Object({
  email: Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH, description: 'Required without a bearer token.' })),
});
export type StatusQuery = Static<typeof StatusQuery>;

export const StatusResponse = Type.Object({ success: Type.Boolean(), isRegistered: Type.Boolean() });
export type StatusResponse = Static<typeof StatusResponse>;

export const AccountSignupBody = Type.Object(
  { tournamentId: Type.String({ pattern: STORED_ID_PATTERN }) },
  { additionalProperties: false },
);
export type AccountSignupBody = Static<typeof AccountSignupBody>;

export const AnonymousSignupBody = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: EMAIL_MAX_LENGTH }),
    tournamentId: Type.Optional(Type.String({ pattern: STORED_ID_PATTERN, description: 'When the tournament has a stored id.' })),
    tournamentTitle: Type.Optional(
      shownName({ minLength: 1, maxLength: 200, description: 'When it has none; such sign-ups are kept but not mailed automatically.' }),
    ),
    game: Type.Optional(shownName({ maxLength: 100, description: 'The game key or name, kept with a title-only sign-up.' })),
  },
  { additionalProperties: false },
);
export type AnonymousSignupBody = Static<typeof AnonymousSignupBody>;

/** msg and message carry the same text. */
export const UnsubscribeResponse = Type.Object({ success: Type.Boolean(), msg: Type.String(), message: Type.String() });
export type UnsubscribeResponse = Static<typeof UnsubscribeResponse>;
/** Not signed up (the route's own answer), or a path that names no route at all (only msg). */
export const UnsubscribeNotFoundResponse = Type.Object({ success: Type.Optional(Type.Boolean()), msg: Type.String(), message: Type.Optional(Type.String()) });

export const NotifySignup = Type.Object({
  tournamentId: Type.Union([Type.String(), Type.Null()]),
  tournamentTitle: Type.String(),
  game: Type.Union([Type.String(), Type.Null()]),
  status: Type.Union([Type.String(), Type.Null()]),
  startAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  signedUpAt: Type.String({ format: 'date-time' }),
});
export type NotifySignup = Static<typeof NotifySignup>;

export const NotifySignupList = Type.Object({ items: Type.Array(NotifySignup) });
export type NotifySignupList = Static<typeof NotifySignupList>;
