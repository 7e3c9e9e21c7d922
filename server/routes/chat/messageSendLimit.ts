import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeLimitKey, tooManyRequestsMessage } from '../../rateLimit/rateLimitsPlugin';

/**
 * Messages one account may send a minute, over REST and the socket together: generous for a person
 * typing, tight enough to stop a script flooding a friend.
 */
export const MESSAGES_PER_MINUTE = 120;
const WINDOW_MS = 60_000;
const SEND_MESSAGE_ROUTE = { method: 'POST', url: '/api/chat/:chatId/messages' };

const callerKey = (userId: string) => `user:${userId}`;

/** The route's rateLimit config (it runs after the sign-in check, so there is always an account). */
export const messageSendRateLimit = {
  max: MESSAGES_PER_MINUTE,
  timeWindow: WINDOW_MS,
  keyGenerator: (request: FastifyRequest) => (request.auth ? callerKey(request.auth.userId) : `ip:${request.ip}`),
};

/** Counts a socket send against the same budget; the message to answer when it is spent, else null. */
export async function socketSendRefusal(app: FastifyInstance, userId: string): Promise<string | null> {
  const key = routeLimitKey(SEND_MESSAGE_ROUTE.method, SEND_MESSAGE_ROUTE.url, callerKey(userId));
  const { hits, resetInMs } = await app.rateCounter.hit(key, WINDOW_MS);
  return hits > MESSAGES_PER_MINUTE ? tooManyRequestsMessage(Math.ceil(resetInMs / 1000)) : null;
}
