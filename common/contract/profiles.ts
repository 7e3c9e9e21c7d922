import { type Static, Type } from 'typebox';
import { Nullable, Timestamp } from './shapes';

/** A player's public profile, GET /api/profiles/{username}. */

export const ProfileParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]+$' }) });

/** The caller's relation to a profile's owner; who blocked whom is told only to the blocker. */
export const FriendshipState = Type.Union([
  Type.Literal('self'),
  Type.Literal('none'),
  Type.Literal('friends'),
  Type.Literal('request_sent'),
  Type.Literal('request_received'),
  Type.Literal('blocked'),
]);
export type FriendshipState = Static<typeof FriendshipState>;

export const Friendship = Type.Object({
  state: FriendshipState,
  /** The pending request, when state is request_sent or request_received. */
  requestId: Nullable(Type.String()),
});
export type Friendship = Static<typeof Friendship>;

export const RatedGame = Type.Object({ gameKey: Type.String(), name: Type.String(), rating: Type.Number() });
export type RatedGame = Static<typeof RatedGame>;

export const PublicProfile = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  profileIcon: Nullable(Type.String()),
  profileBackground: Nullable(Type.String()),
  memberSince: Timestamp,
  isOnline: Type.Boolean(),
  ratedGames: Type.Array(RatedGame),
});
export type PublicProfile = Static<typeof PublicProfile>;

/** friendship is null for a visitor. */
export const ProfileResponse = Type.Object({ profile: PublicProfile, friendship: Nullable(Friendship) });
export type ProfileResponse = Static<typeof ProfileResponse>;
