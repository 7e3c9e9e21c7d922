import type { Game } from '../../../common/contract/games';
import { ReadCache } from '../../lib/readCache';
import type { RatingSummary } from '../ratings/ratingsRepository';
import type { Queryable } from '../../db/database';
import type { GameListOptions } from './gamesRepository';

/**
 * Writes in this process clear the cache at once; the lifetime bounds how long another process's
 * writes (several servers on one PostgreSQL) can go unseen here.
 */
export const GAME_READ_CACHE_TTL_MS = 10_000;
/** Free-text searches and made-up slugs make many distinct keys; a bound keeps memory flat. */
export const GAME_READ_CACHE_MAX_ENTRIES = 500;

/** Serialised lists, single games and rating summaries. */
type Cached = string | Game | RatingSummary;

/** Catalogue reads (lists, single games and rating summaries) kept in memory per process. */
export class GameReadCache {
  private readonly cache = new ReadCache<Cached | null>({
    ttlMs: GAME_READ_CACHE_TTL_MS,
    maxEntries: GAME_READ_CACHE_MAX_ENTRIES,
    // An unknown key is not kept, so a later create is seen at once.
    keep: (value) => value !== null,
  });

  /** A list as the route serialises it: a cached answer costs no serialisation either. */
  listJson(options: GameListOptions, load: () => Promise<string>): Promise<string> {
    return this.cache.get(listKey(options), load) as Promise<string>;
  }

  /** One game by canonical key. */
  game(key: string, load: () => Promise<Game | null>): Promise<Game | null> {
    return this.cache.get(`game:${key}`, load) as Promise<Game | null>;
  }

  /** A game's rating summary as one rater (or nobody) sees it: `rater` is "user:<id>", "client:<uuid>" or "". */
  ratingSummary(gameKey: string, rater: string, load: () => Promise<RatingSummary | null>): Promise<RatingSummary | null> {
    return this.cache.get(`rating:${gameKey}:${rater}`, load) as Promise<RatingSummary | null>;
  }

  /** Called after any write that changes a game or its rating figures. */
  clear(): void {
    this.cache.clear();
  }
}

function listKey({ limit, sort, genre, platform, competitive, featured, q }: GameListOptions): string {
  return `list:${JSON.stringify([limit, sort, genre?.toLowerCase(), platform?.toLowerCase(), competitive, featured, q?.trim().toLowerCase()])}`;
}

/**
 * The games and ratings plugins are encapsulated siblings, so they cannot share a decorator; they
 * share the one cache of the database they both read instead (one per app, tests included).
 */
const caches = new WeakMap<Queryable, GameReadCache>();

export function gameReadCacheFor(db: Queryable): GameReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new GameReadCache();
    caches.set(db, cache);
  }
  return cache;
}
