import type { FastifyInstance } from 'fastify';

/** A user's friends, and only they, hear on every process when the user comes online or goes offline. */
export function announcePresenceToFriends(app: FastifyInstance): void {
  const friends = app.friendsRepository;
  app.realtime.onPresenceChange(async (userId, online) => {
    const friendIds = await friends.friendIdsOf(userId);
    if (friendIds.length > 0) app.realtime.toUsers(friendIds).emit('presence_update', { userId, online });
  });
}

/** The relation between two users changed: both clients refetch friends, requests and profiles. */
export function notifyFriendshipChanged(app: FastifyInstance, userId: string, otherId: string): void {
  try {
    app.realtime.toUsers(userId).emit('friendship_changed', { userId: otherId });
    app.realtime.toUsers(otherId).emit('friendship_changed', { userId });
  } catch (error) {
    app.log.warn({ err: error }, 'friendship notification failed');
  }
}
