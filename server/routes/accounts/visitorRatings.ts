import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { claimClientRatings } from '../ratings/ratingsRepository';
import { forgetCachedRatings } from '../ratings/ratingSummaryCache';

/**
 * A visitor's ratings made under their client id move to the account they log in to, by password
 * or by Google. Ratings are a courtesy of the login: a failure here never makes it fail.
 */
export async function claimVisitorRatings(app: FastifyInstance, log: FastifyBaseLogger, clientId: unknown, userId: string): Promise<void> {
  if (typeof clientId !== 'string' || !clientId) return;
  try {
    await claimClientRatings(app.db, clientId, userId);
    // Ratings moved or dropped: cached summaries must not hide the change.
    forgetCachedRatings(app);
  } catch (error) {
    log.warn({ err: error }, 'visitor ratings could not be moved to the account');
  }
}
