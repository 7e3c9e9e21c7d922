import type { FastifyInstance } from 'fastify';
import { ReadCache } from '../../lib/readCache';
import type { Rater, RatingSummary } from './ratingsRepository';

/**
 * Writes in this process clear the cache at once; the lifetime bounds how long another process's
 * writes (several servers on one PostgreSQL) can go unseen here.
 */
export const RATING_SUMMARY_CACHE_TTL_MS = 10_000;
/** Every game times every rater makes many distinct keys; a bound keeps memory flat. */
export const RATING_SUMMARY_CACHE_MAX_ENTRIES = 500;

/** Rating summaries as each rater (or nobody) sees them, kept in memory per process. */
export class RatingSummaryCache {
  private readonly cache = new ReadCache<RatingSummary | null>({
    ttlMs: RATING_SUMMARY_CACHE_TTL_MS,
    maxEntries: RATING_SUMMARY_CACHE_MAX_ENTRIES,
    // An unknown game is not kept, so a game added later is seen at once.
    keep: (value) => value !== null,
  });

  summary(gameKey: string, rater: Rater | null, load: () => Promise<RatingSummary | null>): Promise<RatingSummary | null> {
    return this.cache.get(`${gameKey}:${raterKey(rater)}`, load);
  }

  clear(): void {
    this.cache.clear();
  }
}

function raterKey(rater: Rater | null): string {
  if (!rater) return '';
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

/** Builds the app's one RatingSummaryCache (app.ratingSummaryCache). */
export function useRatingSummaryCache(app: FastifyInstance): void {
  app.decorate('ratingSummaryCache', new RatingSummaryCache());
}
