import { type TSchema, Type } from 'typebox';

/** Response schemas of friends, chat and profiles: the shapes of common/chat.ts, field for field. */

const Nullable = (schema: TSchema) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time' });

export const UserCardResponse = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  profileIcon: Nullable(Type.String()),
  isOnline: Type.Boolean(),
});

export const FriendRequestResponse = Type.Object({ _id: Type.String(), user: UserCardResponse, createdAt: Timestamp });

export const FriendRequestsResponse = Type.Object({ incoming: Type.Array(FriendRequestResponse), outgoing: Type.Array(FriendRequestResponse) });

export const ChatMessageResponse = Type.Object({
  _id: Type.String(),
  chatId: Type.String(),
  senderId: Type.String(),
  content: Type.String(),
  clientMessageId: Type.Optional(Nullable(Type.String())),
  createdAt: Timestamp,
});

export const ChatSummaryResponse = Type.Object({
  _id: Type.String(),
  participants: Type.Array(UserCardResponse),
  lastMessage: Nullable(Type.Object({ content: Type.String(), createdAt: Timestamp, senderId: Type.String() })),
  hasUnread: Type.Boolean(),
});

export const ChatListResponse = Type.Object({
  chats: Type.Array(ChatSummaryResponse),
  hasMore: Type.Boolean(),
  total: Type.Integer(),
  unreadChats: Type.Integer(),
});

export const MessagePageResponse = Type.Object({ messages: Type.Array(ChatMessageResponse), hasMore: Type.Boolean() });

export const ProfileResponse = Type.Object({
  profile: Type.Object({
    _id: Type.String(),
    username: Type.String(),
    nickname: Nullable(Type.String()),
    profileIcon: Nullable(Type.String()),
    profileBackground: Nullable(Type.String()),
    memberSince: Timestamp,
    isOnline: Type.Boolean(),
    ratedGames: Type.Array(Type.Object({ gameKey: Type.String(), name: Type.String(), rating: Type.Number() })),
  }),
  friendship: Nullable(
    Type.Object({
      state: Type.Union(['self', 'none', 'friends', 'request_sent', 'request_received', 'blocked'].map((state) => Type.Literal(state))),
      requestId: Nullable(Type.String()),
    }),
  ),
});
