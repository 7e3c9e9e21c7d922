import type { Game } from '../../../common/contract/games';
import { ReadCache } from '../../lib/readCache';
import type { GameListOptions } from './gamesRepository';

/**
 * Writes in this process clear the cache at once; the lifetime bounds how long another process's
 * writes (several servers on one PostgreSQL) can go unseen here.
 */
export const GAME_READ_CACHE_TTL_MS = 10_000;
/** Free-text searches and made-up slugs make many distinct keys; a bound keeps memory flat. */
export const GAME_READ_CACHE_MAX_ENTRIES = 500;

/** Serialised lists and single games. */
type Cached = string | Game;

/**
 * Catalogue reads (lists and single games) kept in memory per process. Lists carry each game's
 * average rating, so a rating write clears this cache too.
 */
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

  /** Called after any write that changes a game or its rating figures. */
  clear(): void {
    this.cache.clear();
  }
}

function listKey({ limit, sort, genre, platform, competitive, featured, q }: GameListOptions): string {
  return `list:${JSON.stringify([limit, sort, genre?.toLowerCase(), platform?.toLowerCase(), competitive, featured, q?.trim().toLowerCase()])}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    gameReadCache: GameReadCache;
  }
}
