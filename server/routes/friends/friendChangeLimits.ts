import type { FastifyRequest } from 'fastify';

/**
 * Friend requests an account may send a minute, and changes of each other kind (accept, decline,
 * cancel, block, unblock, remove). Every change makes both people's apps refetch their lists, so a
 * script sending and cancelling requests in a loop would flood its target; a person never needs more.
 */
export const FRIEND_REQUESTS_PER_MINUTE = 10;
export const FRIEND_CHANGES_PER_MINUTE = 20;

function limitPerAccount(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`),
    },
  };
}

/** Searches for players by name an account may run a minute: plenty for a person typing, too few to list every account. */
export const PLAYER_SEARCHES_PER_MINUTE = 30;

export const friendRequestLimit = limitPerAccount(FRIEND_REQUESTS_PER_MINUTE);
export const playerSearchLimit = limitPerAccount(PLAYER_SEARCHES_PER_MINUTE);
export const friendChangeLimit = limitPerAccount(FRIEND_CHANGES_PER_MINUTE);
