import type { Game } from '../../../common/game';
import type { Queryable } from '../../db/database';
import type { GameListOptions } from './gamesRepository';

/**
 * Writes in this process clear the cache at once; the lifetime bounds how long another process's
 * writes (several servers on one PostgreSQL) can go unseen here.
 */
export const GAME_READ_CACHE_TTL_MS = 10_000;
/** Free-text searches and made-up slugs make many distinct keys; a bound keeps memory flat. */
export const GAME_READ_CACHE_MAX_ENTRIES = 500;

interface Entry {
  value: Game[] | Game;
  expiresAt: number;
}

/** Catalogue reads (lists and single games) kept in memory per process. */
export class GameReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  list(options: GameListOptions, load: () => Promise<Game[]>): Promise<Game[]> {
    return this.read(listKey(options), load);
  }

  /** One game by canonical key; an unknown key is not kept, so a later create is seen at once. */
  game(key: string, load: () => Promise<Game | null>): Promise<Game | null> {
    return this.read(`game:${key}`, load);
  }

  /** Called after any write that changes a game or its rating figures. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private async read<T extends Game[] | Game | null>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value as T;
    // A write that lands while this read is in flight must not be overwritten by the older answer.
    const generation = this.generation;
    const value = await load();
    if (value !== null && generation === this.generation) {
      if (this.entries.size >= GAME_READ_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, expiresAt: Date.now() + GAME_READ_CACHE_TTL_MS });
    }
    return value;
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
