import { type Static, Type } from 'typebox';
import { MessageResponse } from '../../schemas/responses';

const nullableText = (options: Record<string, unknown> = {}) => Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });

export { MessageResponse };
export const ADMIN_ERRORS = { 400: MessageResponse, 401: MessageResponse, 403: MessageResponse, 404: MessageResponse };

export const IdParams = Type.Object({
  id: Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: '24 hexadecimal characters.' }),
});

export const PageQuery = {
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
};

export const ROLES = ['user', 'master', 'admin'] as const;

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

export const UserSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Text searched in usernames and e-mail addresses.' })),
  ...PageQuery,
});

export const RoleBody = Type.Object(
  { role: Type.Union(ROLES.map((role) => Type.Literal(role)), { description: 'user, master or admin.' }) },
  { additionalProperties: false },
);

export const AuditEntry = Type.Object({
  id: Type.String(),
  actorId: nullableText(),
  actorName: nullableText({ description: 'The username at the time of the change.' }),
  action: Type.String(),
  target: nullableText(),
  details: Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  before: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'Only entries older than the entry with this id.' })),
});

export const AuditList = Type.Object({
  items: Type.Array(AuditEntry),
  nextBefore: nullableText({ description: 'Pass as before to read the next, older page; null at the end.' }),
});

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

export const SignupQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 200 }),
  skip: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }),
});

export const Stats = Type.Object({
  users: Type.Object({ total: Type.Integer(), verified: Type.Integer() }),
  beta: Type.Object({ verifiedMembers: Type.Integer(), target: Type.Integer() }),
  signupsPerTournament: Type.Array(Type.Object({ tournamentId: Type.String(), title: Type.String(), count: Type.Integer() })),
  ratingsPerGame: Type.Array(Type.Object({ gameKey: Type.String(), name: Type.String(), count: Type.Integer(), average: Type.Number() })),
  messagesPerDay: Type.Array(Type.Object({ day: Type.String({ description: 'YYYY-MM-DD (UTC).' }), count: Type.Integer() })),
});
export type Stats = Static<typeof Stats>;

export const Invitation = Type.Object({
  id: Type.String(),
  email: Type.String(),
  status: Type.String({ description: 'pending or accepted.' }),
  invitedBy: nullableText({ description: 'The username of who sent it.' }),
  invitedAt: Type.String({ format: 'date-time' }),
  acceptedAt: nullableText({ format: 'date-time' }),
});
export type Invitation = Static<typeof Invitation>;

export const InvitationList = Type.Object({ items: Type.Array(Invitation), total: Type.Integer() });
export const InvitationQuery = Type.Object(PageQuery);

export const InviteBody = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 254, pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$', description: 'The address to invite.' }) },
  { additionalProperties: false },
);

export const AcceptBody = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'The token of the invitation link.' }) },
  { additionalProperties: false },
);
