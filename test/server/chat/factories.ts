import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../server/db/database';
import { newId } from '../../../server/db/ids';
import { ChatRepository } from '../../../server/routes/chat/chatRepository';
import { FriendsRepository } from '../../../server/routes/friends/friendsRepository';

export interface TestUser {
  id: string;
  username: string;
  token: string;
}

let sequence = 0;

/** A verified account inserted straight into users (the table the app reads), with a signed token. */
export async function createUser(app: FastifyInstance, db: Database, overrides: { username?: string; nickname?: string } = {}): Promise<TestUser> {
  sequence += 1;
  const id = newId();
  const username = overrides.username ?? `player_${sequence}_${id.slice(-6)}`;
  const email = `${username.toLowerCase()}@example.com`;
  await db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, nickname, email_verified_at)
     VALUES ($1, $2, $2, $3, lower($3), $4, now())`,
    [id, email, username, overrides.nickname ?? null],
  );
  // Without a password the account can only have come from a Google sign-in, just now.
  return { id, username, token: (await app.openSession({ id, tokenVersion: 0, role: 'user' }, { signedInWith: 'google' })).token };
}

/** Friends through the app's own repository: a request, then its acceptance. */
export async function makeFriends(db: Database, a: TestUser, b: TestUser): Promise<void> {
  const friends = new FriendsRepository(db);
  const outcome = await friends.sendRequest(a.id, b.id);
  if (outcome.kind !== 'requested') throw new Error(`could not befriend: ${outcome.kind}`);
  await friends.acceptRequest(outcome.requestId, b.id);
}

export async function chatBetween(db: Database, a: TestUser, b: TestUser): Promise<string> {
  return new ChatRepository(db).findOrCreateDirectChat(a.id, b.id);
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
