import { type Static, Type } from 'typebox';
import { CHAT_PAGE_SIZE, CLIENT_MESSAGE_ID_PATTERN, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, STORED_ID_PATTERN } from '../chat';
import { Nullable, Timestamp } from './shapes';

/** Chat bodies, parameters and answers of /api/chat. */

const StoredId = Type.String({ pattern: STORED_ID_PATTERN });

/** A user as another user sees them in lists: no e-mail, presence only between friends. */
export const UserCard = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  nickname: Nullable(Type.String()),
  profileIcon: Nullable(Type.String()),
  isOnline: Type.Boolean(),
});
export type UserCard = Static<typeof UserCard>;

export const ChatMessage = Type.Object({
  _id: Type.String(),
  chatId: Type.String(),
  senderId: Type.String(),
  content: Type.String(),
  clientMessageId: Type.Optional(Nullable(Type.String())),
  createdAt: Timestamp,
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatSummary = Type.Object({
  _id: Type.String(),
  participants: Type.Array(UserCard),
  lastMessage: Nullable(Type.Object({ content: Type.String(), createdAt: Timestamp, senderId: Type.String() })),
  hasUnread: Type.Boolean(),
});
export type ChatSummary = Static<typeof ChatSummary>;

/** One page of chats; unreadChats counts all of the caller's chats that hold unread messages (the hub's first badge). */
export const ChatListResponse = Type.Object({
  chats: Type.Array(ChatSummary),
  hasMore: Type.Boolean(),
  total: Type.Integer(),
  unreadChats: Type.Integer(),
});
export type ChatListResponse = Static<typeof ChatListResponse>;

/** Messages oldest first. */
export const MessagePage = Type.Object({ messages: Type.Array(ChatMessage), hasMore: Type.Boolean() });
export type MessagePage = Static<typeof MessagePage>;

export const ChatParams = Type.Object({ chatId: StoredId });

export const ChatListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 50, default: CHAT_PAGE_SIZE }),
  skip: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
});
export type ChatListQuery = Static<typeof ChatListQuery>;

export const MessagesQuery = Type.Object({
  before: Type.Optional(StoredId),
  limit: Type.Integer({ minimum: 1, maximum: 100, default: MESSAGE_PAGE_SIZE }),
});
export type MessagesQuery = Static<typeof MessagesQuery>;

export const SelectOrCreateBody = Type.Object({ recipientId: StoredId });
export type SelectOrCreateBody = Static<typeof SelectOrCreateBody>;

export const ChatIdResponse = Type.Object({ _id: Type.String() });
export type ChatIdResponse = Static<typeof ChatIdResponse>;

export const SendMessageBody = Type.Object({
  content: Type.String({
    minLength: 1,
    maxLength: MESSAGE_MAX_LENGTH,
    description: 'Plain text; trimmed, 1 to 2,000 characters; line breaks and emoji joiners (U+200D), but no other control or formatting characters.',
  }),
  clientMessageId: Type.Optional(
    Type.String({ pattern: CLIENT_MESSAGE_ID_PATTERN, description: 'Chosen by the client; a retry with the same id returns the stored message.' }),
  ),
});
export type SendMessageBody = Static<typeof SendMessageBody>;

export const ChatReadResponse = Type.Object({ _id: Type.String(), hasUnread: Type.Boolean() });
export type ChatReadResponse = Static<typeof ChatReadResponse>;
