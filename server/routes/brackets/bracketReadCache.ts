import { ReadCache } from '../../lib/readCache';

/**
 * A write in this process forgets the tournament's answers at once. Another process's write is
 * seen here after this long at most; pages do not wait for it, since each stored change reaches
 * them as bracket_updated with the matches it changed.
 */
export const BRACKET_READ_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 1_000;

/** Serialised answers of the public bracket and participants reads, per tournament. */
export class BracketReadCache {
  private readonly cache = new ReadCache<string | null>({ ttlMs: BRACKET_READ_CACHE_TTL_MS, maxEntries: MAX_ENTRIES, keep: (json) => json !== null });

  bracket(tournamentId: string, load: () => Promise<string | null>): Promise<string | null> {
    return this.cache.get(`bracket:${tournamentId}`, load);
  }

  participants(tournamentId: string, load: () => Promise<string | null>): Promise<string | null> {
    return this.cache.get(`participants:${tournamentId}`, load);
  }

  /** Called after every write of the tournament's participants or bracket. */
  forget(tournamentId: string): void {
    this.cache.forget(`bracket:${tournamentId}`);
    this.cache.forget(`participants:${tournamentId}`);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    bracketReadCache: BracketReadCache;
  }
}
