import type { FoundPlayer, FriendRequest, FriendRequestsResponse } from '../../../common/contract/friends';
import { PLAYER_SEARCH_MAX_RESULTS } from '../../../common/friends';
import { TEMP_USERNAME_MARKER } from '../../../common/user';
import type { UserCard } from '../../../common/contract/chat';
import type { Database, Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import { liveUserCondition, toUserCard, userCardColumns, type UserCardRow } from '../../users/userCards';

/** How the caller stands toward another user. */
export interface Relation {
  friends: boolean;
  iBlocked: boolean;
  blockedMe: boolean;
  sentRequestId: string | null;
  receivedRequestId: string | null;
}

export type RequestOutcome =
  | { kind: 'requested'; requestId: string }
  | { kind: 'accepted' }
  | { kind: 'already_friends' }
  | { kind: 'already_requested'; requestId: string }
  | { kind: 'blocked' };

interface FoundPlayerRow extends UserCardRow {
  relation: FoundPlayer['relation'];
  request_id: string | null;
}

/** A LIKE pattern matching what starts with `text`, its own % and _ taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

interface RequestRow extends UserCardRow {
  request_id: string;
  created_at: Date | string;
  direction: 'incoming' | 'outgoing';
}

async function relationWithin(tx: Queryable, userId: string, otherId: string): Promise<Relation> {
  const rows = await tx.query<{
    friends: boolean;
    i_blocked: boolean;
    blocked_me: boolean;
    sent_request_id: string | null;
    received_request_id: string | null;
  }>(
    `SELECT
       EXISTS (SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2) AS friends,
       EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2) AS i_blocked,
       EXISTS (SELECT 1 FROM user_blocks WHERE blocker_id = $2 AND blocked_id = $1) AS blocked_me,
       (SELECT id FROM friend_requests WHERE sender_id = $1 AND recipient_id = $2) AS sent_request_id,
       (SELECT id FROM friend_requests WHERE sender_id = $2 AND recipient_id = $1) AS received_request_id`,
    [userId, otherId],
  );
  const row = rows[0]!;
  return {
    friends: row.friends,
    iBlocked: row.i_blocked,
    blockedMe: row.blocked_me,
    sentRequestId: row.sent_request_id,
    receivedRequestId: row.received_request_id,
  };
}

async function befriend(tx: Queryable, userId: string, otherId: string): Promise<void> {
  await tx.query(
    `INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1) ON CONFLICT DO NOTHING`,
    [userId, otherId],
  );
  await tx.query(
    `DELETE FROM friend_requests WHERE (sender_id = $1 AND recipient_id = $2) OR (sender_id = $2 AND recipient_id = $1)`,
    [userId, otherId],
  );
}

const toIso = (value: Date | string) => new Date(value).toISOString();

/** Lists of friends, requests and blocks stop here: far more than a person keeps, never unbounded. */
const LIST_LIMIT = 1_000;

export class FriendsRepository {
  constructor(private readonly db: Database) {}

  relation(userId: string, otherId: string): Promise<Relation> {
    return relationWithin(this.db, userId, otherId);
  }

  async areFriends(userId: string, otherId: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = $2', [userId, otherId]);
    return rows.length > 0;
  }

  /** Presence goes to these users only: blocking ends a friendship, so none of them is blocked. */
  async friendIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db.query<{ friend_id: string }>('SELECT friend_id FROM friendships WHERE user_id = $1', [userId]);
    return rows.map((row) => row.friend_id);
  }

  /** A request to someone who already asked the caller accepts theirs instead. */
  sendRequest(senderId: string, recipientId: string): Promise<RequestOutcome> {
    return this.db.transaction(async (tx) => {
      const relation = await relationWithin(tx, senderId, recipientId);
      if (relation.iBlocked || relation.blockedMe) return { kind: 'blocked' };
      if (relation.friends) return { kind: 'already_friends' };
      if (relation.sentRequestId) return { kind: 'already_requested', requestId: relation.sentRequestId };
      if (relation.receivedRequestId) {
        await befriend(tx, senderId, recipientId);
        return { kind: 'accepted' };
      }
      const requestId = newId();
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO friend_requests (id, sender_id, recipient_id) VALUES ($1, $2, $3)
         ON CONFLICT (sender_id, recipient_id) DO NOTHING RETURNING id`,
        [requestId, senderId, recipientId],
      );
      if (inserted.length === 0) {
        const existing = await tx.query<{ id: string }>(
          'SELECT id FROM friend_requests WHERE sender_id = $1 AND recipient_id = $2',
          [senderId, recipientId],
        );
        return { kind: 'already_requested', requestId: existing[0]?.id ?? requestId };
      }
      return { kind: 'requested', requestId };
    });
  }

  /** The sender's id, or null when no such request was sent to this user. */
  acceptRequest(requestId: string, recipientId: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ sender_id: string }>(
        'DELETE FROM friend_requests WHERE id = $1 AND recipient_id = $2 RETURNING sender_id',
        [requestId, recipientId],
      );
      const senderId = rows[0]?.sender_id;
      if (!senderId) return null;
      await befriend(tx, recipientId, senderId);
      return senderId;
    });
  }

  /** The sender's id, or null when no such request was sent to this user. */
  async declineRequest(requestId: string, recipientId: string): Promise<string | null> {
    const rows = await this.db.query<{ sender_id: string }>(
      'DELETE FROM friend_requests WHERE id = $1 AND recipient_id = $2 RETURNING sender_id',
      [requestId, recipientId],
    );
    return rows[0]?.sender_id ?? null;
  }

  /** The recipient's id, or null when this user sent no such request. */
  async cancelRequest(requestId: string, senderId: string): Promise<string | null> {
    const rows = await this.db.query<{ recipient_id: string }>(
      'DELETE FROM friend_requests WHERE id = $1 AND sender_id = $2 RETURNING recipient_id',
      [requestId, senderId],
    );
    return rows[0]?.recipient_id ?? null;
  }

  /** True when they were friends. */
  async removeFriend(userId: string, friendId: string): Promise<boolean> {
    const rows = await this.db.query(
      `DELETE FROM friendships WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1) RETURNING user_id`,
      [userId, friendId],
    );
    return rows.length > 0;
  }

  /** Blocking ends the friendship and any pending request, both ways. */
  block(blockerId: string, blockedId: string): Promise<void> {
    return this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [blockerId, blockedId]);
      await tx.query(
        'DELETE FROM friendships WHERE (user_id = $1 AND friend_id = $2) OR (user_id = $2 AND friend_id = $1)',
        [blockerId, blockedId],
      );
      await tx.query(
        'DELETE FROM friend_requests WHERE (sender_id = $1 AND recipient_id = $2) OR (sender_id = $2 AND recipient_id = $1)',
        [blockerId, blockedId],
      );
    });
  }

  /** True when there was a block to lift. */
  async unblock(blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await this.db.query(
      'DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id',
      [blockerId, blockedId],
    );
    return rows.length > 0;
  }

  /** Friends as user cards, presence not yet filled in. */
  async listFriends(userId: string): Promise<UserCard[]> {
    const columns = userCardColumns('u', 'f.friend_id');
    const live = liveUserCondition('u');
    const rows = await this.db.query<UserCardRow>(
      `SELECT ${columns} FROM friendships f JOIN users u ON u.id = f.friend_id
       WHERE f.user_id = $1 AND ${live} ORDER BY u.username_normalized LIMIT $2`,
      [userId, LIST_LIMIT],
    );
    return rows.map((row) => toUserCard(row, false));
  }

  async listBlocked(userId: string): Promise<UserCard[]> {
    const columns = userCardColumns('u', 'b.blocked_id');
    const rows = await this.db.query<UserCardRow>(
      `SELECT ${columns} FROM user_blocks b LEFT JOIN users u ON u.id = b.blocked_id
       WHERE b.blocker_id = $1 ORDER BY b.created_at DESC LIMIT $2`,
      [userId, LIST_LIMIT],
    );
    return rows.map((row) => toUserCard(row, false));
  }

  /**
   * Players whose username starts with `query` (any letter case), the exact name first: never the
   * caller, a deleted account, an account still choosing its name, or anyone either side blocked.
   */
  async searchPlayers(userId: string, query: string): Promise<FoundPlayer[]> {
    const name = query.trim().toLowerCase();
    const rows = await this.db.query<FoundPlayerRow>(
      `SELECT ${userCardColumns('u', 'u.id')},
         CASE WHEN EXISTS (SELECT 1 FROM friendships WHERE user_id = $1 AND friend_id = u.id) THEN 'friends'
              WHEN EXISTS (SELECT 1 FROM friend_requests WHERE sender_id = $1 AND recipient_id = u.id) THEN 'requested'
              WHEN incoming.id IS NOT NULL THEN 'incoming'
              ELSE 'none' END AS relation,
         incoming.id AS request_id
       FROM users u
       LEFT JOIN friend_requests incoming ON incoming.sender_id = u.id AND incoming.recipient_id = $1
       WHERE u.username_normalized LIKE $2 AND u.id <> $1 AND ${liveUserCondition('u')}
         AND position($3 in u.username_normalized) = 0
         AND NOT EXISTS (SELECT 1 FROM user_blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = u.id) OR (b.blocker_id = u.id AND b.blocked_id = $1))
       ORDER BY u.username_normalized = $4 DESC, u.username_normalized
       LIMIT $5`,
      [userId, startsWith(name), TEMP_USERNAME_MARKER, name, PLAYER_SEARCH_MAX_RESULTS],
    );
    return rows.map((row) => ({ ...toUserCard(row, false), relation: row.relation, requestId: row.request_id }));
  }

  async listRequests(userId: string): Promise<FriendRequestsResponse> {
    const columns = userCardColumns('u', 'r.other_id');
    const live = liveUserCondition('u');
    const rows = await this.db.query<RequestRow>(
      `SELECT ${columns}, r.request_id, r.created_at, r.direction FROM (
         SELECT id AS request_id, sender_id AS other_id, created_at, 'incoming' AS direction FROM friend_requests WHERE recipient_id = $1
         UNION ALL
         SELECT id, recipient_id, created_at, 'outgoing' FROM friend_requests WHERE sender_id = $1
       ) r JOIN users u ON u.id = r.other_id
       WHERE ${live} ORDER BY r.created_at DESC, r.request_id DESC LIMIT $2`,
      [userId, LIST_LIMIT],
    );
    const toRequest = (row: RequestRow): FriendRequest => ({ _id: row.request_id, user: toUserCard(row, false), createdAt: toIso(row.created_at) });
    return {
      incoming: rows.filter((row) => row.direction === 'incoming').map(toRequest),
      outgoing: rows.filter((row) => row.direction === 'outgoing').map(toRequest),
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    friendsRepository: FriendsRepository;
  }
}
