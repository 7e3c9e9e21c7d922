import type { FastifyInstance } from 'fastify';
import { ReadCache } from '../../lib/readCache';
import { type GameRatingStats, type Rater, type RatingsRepository, type RatingSummary, withOwnRating } from './ratingsRepository';

/**
 * Writes in this process clear the cache at once; the lifetime bounds how long another process's
 * writes (several servers on one PostgreSQL) can go unseen here.
 */
export const RATING_SUMMARY_CACHE_TTL_MS = 10_000;
/** Games' shared figures: one entry per game. */
const GAME_STATS_MAX_ENTRIES = 500;
/** Raters' own ratings: one small entry per rater and game read, bounded so memory stays flat. */
export const OWN_RATING_CACHE_MAX_ENTRIES = 20_000;

/**
 * Rating summaries kept in memory per process, in two parts: a game's average and count, shared by
 * every caller (one entry per game, so many visitors reading a game cost one query between writes),
 * and each rater's own rating, read by a point query on its unique index when not cached.
 */
export class RatingSummaryCache {
  private readonly stats = new ReadCache<GameRatingStats | null>({
    ttlMs: RATING_SUMMARY_CACHE_TTL_MS,
    maxEntries: GAME_STATS_MAX_ENTRIES,
    // An unknown game is not kept, so a game added later is seen at once.
    keep: (value) => value !== null,
  });
  private readonly ownRatings = new ReadCache<number | null>({
    ttlMs: RATING_SUMMARY_CACHE_TTL_MS,
    maxEntries: OWN_RATING_CACHE_MAX_ENTRIES,
  });

  async summary(gameKey: string, rater: Rater | null, ratings: RatingsRepository): Promise<RatingSummary | null> {
    const stats = await this.stats.get(gameKey, () => ratings.stats(gameKey));
    if (!stats) return null;
    const own = rater ? await this.ownRatings.get(`${gameKey}:${raterKey(rater)}`, () => ratings.ownRating(gameKey, rater)) : null;
    return withOwnRating(stats, own);
  }

  clear(): void {
    this.stats.clear();
    this.ownRatings.clear();
  }
}

function raterKey(rater: Rater): string {
  return 'userId' in rater ? `user:${rater.userId}` : `client:${rater.clientId}`;
}

/** After any write to ratings: the summaries and the catalogue's average ratings are stale. */
export function forgetCachedRatings(app: FastifyInstance): void {
  app.ratingSummaryCache.clear();
  app.gameReadCache.clear();
}

declare module 'fastify' {
  interface FastifyInstance {
    ratingSummaryCache: RatingSummaryCache;
  }
}
