/** Friends, chat and profile shapes shared by the API and the SPA (spec §3 Chat, Friend; §7). */

/** Chat list page size (spec §9). */
export const CHAT_PAGE_SIZE = 10;
export const MESSAGE_PAGE_SIZE = 30;
export const MESSAGE_MAX_LENGTH = 2_000;
export const CLIENT_MESSAGE_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** Users, chats, messages and friend requests have stored ids: 24 lower-case hexadecimal characters. */
export const STORED_ID_PATTERN = '^[0-9a-f]{24}$';

/** How a missing or deleted participant is shown (spec §3). */
export const DELETED_ACCOUNT_USERNAME = 'deleted_account';
export const DELETED_ACCOUNT_NAME = 'Deleted Account';

/** A user as another user sees them in lists: no e-mail, presence only between friends. */
export interface UserCard {
  _id: string;
  username: string;
  nickname: string | null;
  profileIcon: string | null;
  isOnline: boolean;
}

export type ChatParticipant = UserCard;

export interface ChatMessage {
  _id: string;
  chatId: string;
  senderId: string;
  content: string;
  clientMessageId?: string | null;
  createdAt: string;
}

export interface ChatSummary {
  _id: string;
  participants: ChatParticipant[];
  lastMessage: { content: string; createdAt: string; senderId: string } | null;
  hasUnread: boolean;
}

export interface ChatListResponse {
  chats: ChatSummary[];
  hasMore: boolean;
  total: number;
  /** How many of all the caller's chats hold unread messages: the hub's initial badge (spec §4). */
  unreadChats: number;
}

export interface MessagePage {
  /** Oldest first. */
  messages: ChatMessage[];
  hasMore: boolean;
}

export interface SendMessageBody {
  content: string;
  clientMessageId?: string;
}

export type Friend = UserCard;

export interface FriendRequest {
  _id: string;
  user: UserCard;
  createdAt: string;
}

export interface FriendRequestsResponse {
  incoming: FriendRequest[];
  outgoing: FriendRequest[];
}

/** The caller's relation to a profile's owner; who blocked whom is told only to the blocker. */
export type FriendshipState = 'self' | 'none' | 'friends' | 'request_sent' | 'request_received' | 'blocked';

export interface Friendship {
  state: FriendshipState;
  /** The pending request, when state is request_sent or request_received. */
  requestId: string | null;
}

export interface RatedGame {
  gameKey: string;
  name: string;
  rating: number;
}

export interface PublicProfile {
  _id: string;
  username: string;
  nickname: string | null;
  profileIcon: string | null;
  profileBackground: string | null;
  memberSince: string;
  isOnline: boolean;
  ratedGames: RatedGame[];
}

export interface ProfileResponse {
  profile: PublicProfile;
  /** Null for a visitor. */
  friendship: Friendship | null;
}

export type ContentCheck = { ok: true; content: string } | { ok: false; msg: string };

/** Message content is plain text of 1 to 2,000 characters once trimmed (characters, not UTF-16 units). */
export function checkMessageContent(raw: unknown): ContentCheck {
  if (typeof raw !== 'string') return { ok: false, msg: 'content must be a string' };
  // PostgreSQL text cannot hold NUL; it carries no meaning in a chat message either.
  const content = raw.replace(/\u0000/g, '').trim();
  if (content.length === 0) return { ok: false, msg: 'content must not be empty' };
  if ([...content].length > MESSAGE_MAX_LENGTH) {
    return { ok: false, msg: `content must be at most ${MESSAGE_MAX_LENGTH} characters` };
  }
  return { ok: true, content };
}

/** The name to show for a user: Deleted Account for a deleted one (spec §3). */
export function displayNameOf(user: Pick<UserCard, 'username'> | null | undefined): string {
  if (!user || user.username === DELETED_ACCOUNT_USERNAME) return DELETED_ACCOUNT_NAME;
  return user.username;
}
