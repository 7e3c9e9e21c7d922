import { type Static, Type } from 'typebox';
import { STORED_ID_PATTERN } from '../chat';
import { PLAYER_SEARCH_MIN_LENGTH } from '../friends';
import { UserCard } from './chat';
import { literalUnion, Timestamp } from './shapes';

/** Friends, friend requests and blocks: bodies, parameters and answers of /api/friends. */

const StoredId = Type.String({ pattern: STORED_ID_PATTERN });

export type Friend = UserCard;

export const FriendList = Type.Object({ friends: Type.Array(UserCard) });
export type FriendList = Static<typeof FriendList>;

export const BlockedList = Type.Object({ blocked: Type.Array(UserCard) });
export type BlockedList = Static<typeof BlockedList>;

export const FriendRequest = Type.Object({ _id: Type.String(), user: UserCard, createdAt: Timestamp });
export type FriendRequest = Static<typeof FriendRequest>;

/** incoming: requests others sent the caller; outgoing: requests the caller sent. */
export const FriendRequestsResponse = Type.Object({ incoming: Type.Array(FriendRequest), outgoing: Type.Array(FriendRequest) });
export type FriendRequestsResponse = Static<typeof FriendRequestsResponse>;

export const RequestParams = Type.Object({ requestId: StoredId });
export const UserParams = Type.Object({ userId: StoredId });

export const FriendRequestBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 64, pattern: '^[^\\u0000]+$', description: 'Who to ask, by username.' }),
});
export type FriendRequestBody = Static<typeof FriendRequestBody>;

/** The other had asked the caller already: asking back makes them friends. */
export const BecameFriends = Type.Object({ status: Type.Literal('friends') }, { description: 'They had asked the caller already: now friends.' });
export const RequestSent = Type.Object({ status: Type.Literal('requested'), requestId: Type.String() }, { description: 'The request is sent.' });
export type FriendRequestOutcome = Static<typeof BecameFriends> | Static<typeof RequestSent>;

export const AlreadyConnected = Type.Object(
  { msg: Type.String(), requestId: Type.Optional(Type.String()) },
  { description: 'Already friends, or already asked (with that requestId).' },
);

/** The new friend; null when they no longer show among the caller's friends. */
export const AcceptedRequest = Type.Object({ friend: Type.Union([UserCard, Type.Null()]) });
export type AcceptedRequest = Static<typeof AcceptedRequest>;

export const BlockBody = Type.Object({ userId: StoredId });
export type BlockBody = Static<typeof BlockBody>;

export const PlayerSearchQuery = Type.Object({
  q: Type.String({ minLength: PLAYER_SEARCH_MIN_LENGTH, maxLength: 30, pattern: '\\S', description: 'The start of a username, any letter case.' }),
});
export type PlayerSearchQuery = Static<typeof PlayerSearchQuery>;

export const PLAYER_RELATIONS = ['none', 'friends', 'requested', 'incoming'] as const;

/** A player found by name, with where the caller stands with them (incoming: they asked the caller, see requestId). */
export const FoundPlayer = Type.Object({
  ...UserCard.properties,
  relation: literalUnion(PLAYER_RELATIONS),
  requestId: Type.Union([Type.String(), Type.Null()], { description: 'Their request to the caller, when relation is incoming.' }),
});
export type FoundPlayer = Static<typeof FoundPlayer>;

export const PlayerSearchResults = Type.Object({ players: Type.Array(FoundPlayer) });
export type PlayerSearchResults = Static<typeof PlayerSearchResults>;
