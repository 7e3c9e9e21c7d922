import { type Static, Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../accountRules';
import { ROLES } from '../user';
import { literalUnion, nullableText } from './shapes';

/** The back office: users and roles, the audit log, sign-ups per tournament, statistics and early-access invitations (/api/admin). */

export const IdParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: '24 hexadecimal characters.' }),
});

const PageQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
};

export const AdminUser = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  username: Type.String(),
  nickname: nullableText(),
  email: Type.String(),
  role: Type.String({ description: 'user, master or admin.' }),
  isAdmin: Type.Boolean(),
  emailVerified: Type.Boolean(),
  deleted: Type.Boolean(),
  bannedUntil: nullableText({ format: 'date-time', description: 'Set while a ban lasts.' }),
  banReason: nullableText(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AdminUser = Static<typeof AdminUser>;

export const AdminUserList = Type.Object({ items: Type.Array(AdminUser), total: Type.Integer() });
export type AdminUserList = Static<typeof AdminUserList>;

export const UserSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Text searched in usernames and e-mail addresses.' })),
  ...PageQuery,
});
export type UserSearchQuery = Static<typeof UserSearchQuery>;

export const RoleBody = Type.Object(
  {
    role: literalUnion(ROLES, { description: 'user, master or admin.' }),
    password: Type.Optional(
      Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: "The caller's own password: needed to change the role of an admin or master." }),
    ),
  },
  { additionalProperties: false },
);
export type RoleBody = Static<typeof RoleBody>;

export const AuditEntry = Type.Object({
  id: Type.String(),
  actorId: nullableText(),
  actorName: nullableText({ description: 'The username at the time of the change.' }),
  action: Type.String({ description: 'The operation: a method and route, or a named action such as bracket.started.' }),
  actionLabel: Type.String({ description: 'The action in words, for people.' }),
  target: nullableText(),
  targetName: nullableText({ description: "What the target is called today: a tournament's title, a username, a game's or item's name." }),
  details: Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  before: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'Only entries older than the entry with this id.' })),
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Only changes by people whose name contains this, any letter case.' })),
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only this action (one of `actions`).' })),
  from: Type.Optional(Type.String({ format: 'date', description: 'Only changes on or after this day (UTC).' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Only changes on or before this day (UTC).' })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditList = Type.Object({
  items: Type.Array(AuditEntry),
  nextBefore: nullableText({ description: 'Pass as before to read the next, older page; null at the end.' }),
  actions: Type.Array(Type.Object({ action: Type.String(), label: Type.String() }), { description: 'Every action in the log, for a filter.' }),
});
export type AuditList = Static<typeof AuditList>;

/** Who asked to be told about one tournament. */
export const Signup = Type.Object({
  id: Type.String(),
  email: Type.String(),
  username: nullableText({ description: 'Set when the sign-up was made by a logged-in user.' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Signup = Static<typeof Signup>;

export const SignupList = Type.Object({
  tournament: Type.Object({ id: Type.String(), title: Type.String(), status: Type.String() }),
  items: Type.Array(Signup),
  total: Type.Integer(),
});
export type SignupList = Static<typeof SignupList>;

export const SignupQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 200 }),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});
export type SignupQuery = Static<typeof SignupQuery>;

export const Stats = Type.Object({
  users: Type.Object({ total: Type.Integer(), verified: Type.Integer() }),
  beta: Type.Object({ verifiedMembers: Type.Integer(), target: Type.Integer() }),
  signupsPerTournament: Type.Array(Type.Object({ tournamentId: Type.String(), title: Type.String(), count: Type.Integer() }), {
    description: 'The tournaments with the most sign-ups, at most 20.',
  }),
  tournamentsTotal: Type.Integer({ description: 'How many tournaments there are, to say when signupsPerTournament shows only the top ones.' }),
  ratingsPerGame: Type.Array(Type.Object({ gameKey: Type.String(), name: Type.String(), count: Type.Integer(), average: Type.Number() }), {
    description: 'The most rated games, at most 20.',
  }),
  gamesTotal: Type.Integer({ description: 'How many games there are, to say when ratingsPerGame shows only the top ones.' }),
  messagesPerDay: Type.Array(Type.Object({ day: Type.String({ description: 'YYYY-MM-DD (UTC).' }), count: Type.Integer() })),
});
export type Stats = Static<typeof Stats>;

export const Invitation = Type.Object({
  id: Type.String(),
  email: Type.String(),
  status: Type.Unsafe<'pending' | 'accepted'>(Type.String({ description: 'pending or accepted.' })),
  invitedBy: nullableText({ description: 'The username of who sent it.' }),
  invitedAt: Type.String({ format: 'date-time' }),
  acceptedAt: nullableText({ format: 'date-time' }),
});
export type Invitation = Static<typeof Invitation>;

export const InvitationList = Type.Object({ items: Type.Array(Invitation), total: Type.Integer() });
export type InvitationList = Static<typeof InvitationList>;
export const InvitationQuery = Type.Object(PageQuery);
export type InvitationQuery = Static<typeof InvitationQuery>;

export const InviteBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$', description: 'The address to invite.' }) },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBody>;

export const AcceptInvitationBody = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'The token of the invitation link.' }) },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;
