import type { ChatMessage, ChatSummary } from '../../../common/contract/chat';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { deletedCondition, toUserCard, type UserCardRow } from '../../users/userCards';

interface MessageRow {
  id: string;
  chat_id: string;
  sender_id: string;
  content: string;
  client_message_id: string | null;
  created_at: Date | string;
}

interface ParticipantJson extends UserCardRow {
  is_friend: boolean;
}

interface ChatRow {
  id: string;
  has_unread: boolean;
  total: number;
  unread_chats: number;
  content: string | null;
  created_at: Date | string | null;
  sender_id: string | null;
  participants: ParticipantJson[];
}

/** The one row of an empty page: its totals, and nulls where a chat would be. */
type EmptyPageRow = { [Column in keyof ChatRow]: Column extends 'total' | 'unread_chats' ? number : null };

export interface ChatPage {
  chats: ChatSummary[];
  total: number;
  unreadChats: number;
}

const MESSAGE_COLUMNS = 'id, chat_id, sender_id, content, client_message_id, created_at';

function toMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    chatId: row.chat_id,
    senderId: row.sender_id,
    content: row.content,
    clientMessageId: row.client_message_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A JSON array of the chat's participants with what a chat row needs of each; $1 is the caller. */
function participantsJson(chatIdColumn: string): string {
  return `(SELECT json_agg(json_build_object(
             'id', cp.user_id, 'username', u.username, 'nickname', u.nickname, 'profile_icon', u.profile_icon,
             'deleted', ${deletedCondition('u')},
             'is_friend', EXISTS (SELECT 1 FROM friendships f WHERE f.user_id = $1 AND f.friend_id = cp.user_id))
           ORDER BY cp.user_id)
           FROM chat_participants cp LEFT JOIN users u ON u.id = cp.user_id WHERE cp.chat_id = ${chatIdColumn})`;
}

/** A direct chat is identified by its two members, whatever the order they are named in. */
const directKey = (userId: string, otherId: string) => [userId, otherId].sort().join(':');

/** Presence is filled in afterwards, and only for participants who are the caller's friends. */
export type OnlineFilter = (userIds: string[]) => Promise<Set<string>>;

export class ChatRepository {
  constructor(private readonly db: Database) {}

  findOrCreateDirectChat(userId: string, otherId: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      const key = directKey(userId, otherId);
      const created = await tx.query<{ id: string }>(
        'INSERT INTO chats (id, direct_key) VALUES ($1, $2) ON CONFLICT (direct_key) DO NOTHING RETURNING id',
        [newId(), key],
      );
      const chatId = created[0]?.id ?? (await tx.query<{ id: string }>('SELECT id FROM chats WHERE direct_key = $1', [key]))[0]!.id;
      await tx.query(
        'INSERT INTO chat_participants (chat_id, user_id) VALUES ($1, $2), ($1, $3) ON CONFLICT DO NOTHING',
        [chatId, userId, otherId],
      );
      return chatId;
    });
  }

  /** A banned account writes nothing, also on a connection opened before the ban. */
  async isBanned(userId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM users WHERE id = $1 AND banned_until > now()', [userId]);
    return rows.length > 0;
  }

  /** Everyone in the chat; empty when there is no such chat. */
  async participantIds(chatId: string): Promise<string[]> {
    const rows = await this.db.query<{ user_id: string }>('SELECT user_id FROM chat_participants WHERE chat_id = $1', [chatId]);
    return rows.map((row) => row.user_id);
  }

  /**
   * One page of the caller's chats that have a last message, newest first, in one statement: the
   * page, its totals, last messages and participants. The totals come from the same snapshot as
   * the page, also when the page is empty (a message stored meanwhile is in both or in neither).
   */
  async listChats(userId: string, { limit, skip }: { limit: number; skip: number }, online: OnlineFilter): Promise<ChatPage> {
    const rows = await this.db.query<ChatRow | EmptyPageRow>(
      `WITH mine AS (
         SELECT c.id, c.last_message_id, c.last_message_at,
                c.last_message_at > coalesce(p.last_read_at, '-infinity'::timestamptz) AS has_unread
         FROM chat_participants p JOIN chats c ON c.id = p.chat_id
         WHERE p.user_id = $1 AND c.last_message_id IS NOT NULL
       ), totals AS (
         SELECT count(*)::int AS total, (count(*) FILTER (WHERE has_unread))::int AS unread_chats FROM mine
       ), page AS (
         SELECT * FROM mine ORDER BY last_message_at DESC, id DESC LIMIT $2 OFFSET $3
       )
       SELECT page.id, page.has_unread, totals.total, totals.unread_chats,
              m.content, m.created_at, m.sender_id, ${participantsJson('page.id')} AS participants
       FROM totals
       LEFT JOIN (page JOIN messages m ON m.id = page.last_message_id) ON true
       ORDER BY page.last_message_at DESC, page.id DESC`,
      [userId, limit, skip],
    );
    const { total, unread_chats: unreadChats } = rows[0]!;
    const chats = rows.filter((row): row is ChatRow => row.id !== null);
    return { chats: await this.toSummaries(chats, userId, online), total, unreadChats };
  }

  /** The chat as the list shows it, or null when the caller is not in it. */
  async findChat(chatId: string, userId: string, online: OnlineFilter): Promise<ChatSummary | null> {
    const rows = await this.db.query<ChatRow>(
      `SELECT c.id, c.last_message_at > coalesce(p.last_read_at, '-infinity'::timestamptz) AS has_unread,
              0 AS total, 0 AS unread_chats, m.content, m.created_at, m.sender_id,
              ${participantsJson('c.id')} AS participants
       FROM chat_participants p JOIN chats c ON c.id = p.chat_id
       LEFT JOIN messages m ON m.id = c.last_message_id
       WHERE p.chat_id = $2 AND p.user_id = $1`,
      [userId, chatId],
    );
    return (await this.toSummaries(rows, userId, online))[0] ?? null;
  }

  /** Oldest first; `before` is the id of the oldest message the client already has. */
  async listMessages(chatId: string, { before, limit }: { before: string | null; limit: number }): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
    const rows = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages
       WHERE chat_id = $1
         AND ($2::text IS NULL OR (created_at, id) < (SELECT created_at, id FROM messages WHERE id = $2 AND chat_id = $1))
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [chatId, before, limit + 1],
    );
    return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore: rows.length > limit };
  }

  async findByClientMessageId(senderId: string, clientMessageId: string): Promise<ChatMessage | null> {
    const rows = await this.db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE sender_id = $1 AND client_message_id = $2`,
      [senderId, clientMessageId],
    );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  /**
   * Stores the message, makes it the chat's last one and marks the chat read for its sender, in
   * one transaction. Null when a message with this client id exists already (a concurrent retry).
   */
  insertMessage(input: { chatId: string; senderId: string; content: string; clientMessageId: string | null }): Promise<ChatMessage | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<MessageRow>(
        `INSERT INTO messages (id, chat_id, sender_id, content, client_message_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (sender_id, client_message_id) DO NOTHING RETURNING ${MESSAGE_COLUMNS}`,
        [newId(), input.chatId, input.senderId, input.content, input.clientMessageId],
      );
      const row = rows[0];
      if (!row) return null;
      await tx.query(
        `UPDATE chats c SET last_message_id = m.id, last_message_at = m.created_at FROM messages m
         WHERE m.id = $1 AND c.id = m.chat_id AND (c.last_message_at IS NULL OR c.last_message_at <= m.created_at)`,
        [row.id],
      );
      await tx.query(
        `UPDATE chat_participants p SET last_read_at = GREATEST(p.last_read_at, m.created_at) FROM messages m
         WHERE m.id = $1 AND p.chat_id = m.chat_id AND p.user_id = m.sender_id`,
        [row.id],
      );
      return toMessage(row);
    });
  }

  /** Everything up to the chat's last message counts as read by this user. */
  async markRead(chatId: string, userId: string): Promise<void> {
    await this.db.query(
      `UPDATE chat_participants p SET last_read_at = GREATEST(p.last_read_at, c.last_message_at) FROM chats c
       WHERE c.id = p.chat_id AND p.chat_id = $1 AND p.user_id = $2`,
      [chatId, userId],
    );
  }

  private async toSummaries(rows: ChatRow[], userId: string, online: OnlineFilter): Promise<ChatSummary[]> {
    const friendIds = rows.flatMap((row) => row.participants.filter((p) => p.is_friend && !p.deleted).map((p) => p.id));
    const onlineIds = await online([...new Set(friendIds)]);
    return rows.map((row) => ({
      _id: row.id,
      participants: row.participants.map((participant) =>
        toUserCard(participant, participant.id !== userId && participant.is_friend && onlineIds.has(participant.id)),
      ),
      lastMessage:
        row.content !== null && row.created_at !== null && row.sender_id !== null
          ? { content: row.content, createdAt: new Date(row.created_at).toISOString(), senderId: row.sender_id }
          : null,
      hasUnread: row.has_unread === true,
    }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    chatRepository: ChatRepository;
  }
}
