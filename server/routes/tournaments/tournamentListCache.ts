import { ReadCache } from '../../lib/readCache';

/**
 * List answers kept in memory per process for a few seconds: every visit of the home page and of
 * /tournaments asks for the same first page, and PGlite serves one query at a time. Writes in
 * this process clear it at once; the lifetime bounds how long another process's writes (several
 * servers on one PostgreSQL) go unseen here.
 */
const TOURNAMENT_LIST_CACHE_TTL_MS = 5_000;
const TOURNAMENT_LIST_CACHE_MAX_ENTRIES = 200;

/** Serialised list answers by filters and page. */
export type TournamentListCache = ReadCache<string>;

export function newTournamentListCache(): TournamentListCache {
  return new ReadCache<string>({ ttlMs: TOURNAMENT_LIST_CACHE_TTL_MS, maxEntries: TOURNAMENT_LIST_CACHE_MAX_ENTRIES });
}

declare module 'fastify' {
  interface FastifyInstance {
    tournamentListCache: TournamentListCache;
  }
}
