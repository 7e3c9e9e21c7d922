import type { FastifyInstance } from 'fastify';
import { FriendsRepository } from '../routes/friends/friendsRepository';
import { userRoom } from './rooms';

/** Tells the user's friends, on every process, that the user came online or went offline. */
export async function announcePresence(app: FastifyInstance, userId: string, online: boolean): Promise<void> {
  const friendIds = await new FriendsRepository(app.db).friendIdsOf(userId);
  if (friendIds.length > 0) app.io.to(friendIds.map(userRoom)).emit('presence_update', { userId, online });
}

/**
 * Runs each user's presence transitions one after another, so a quick connect and disconnect
 * are announced in the order they happened.
 */
export function perUserQueue() {
  const tails = new Map<string, Promise<void>>();
  return (userId: string, work: () => Promise<void>): Promise<void> => {
    const next = (tails.get(userId) ?? Promise.resolve()).then(work);
    const tail = next.catch(() => undefined);
    tails.set(userId, tail);
    void tail.then(() => {
      if (tails.get(userId) === tail) tails.delete(userId);
    });
    return next;
  };
}
