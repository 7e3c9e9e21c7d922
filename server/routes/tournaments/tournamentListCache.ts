/**
 * List answers kept in memory per process for a few seconds: every visit of the home page and of
 * /tournaments asks for the same first page, and PGlite serves one query at a time. Writes in
 * this process clear it at once; the lifetime bounds how long another process's writes (several
 * servers on one PostgreSQL) go unseen here.
 */
export const TOURNAMENT_LIST_CACHE_TTL_MS = 5_000;
/** Text searches make many distinct keys; a bound keeps memory flat. */
export const TOURNAMENT_LIST_CACHE_MAX_ENTRIES = 200;

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class TournamentListCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;

  async get(key: unknown, load: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const cached = this.entries.get(id);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    // A write that lands while this read is in flight must not be overwritten by the older answer.
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= TOURNAMENT_LIST_CACHE_MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(id, { value, expiresAt: Date.now() + TOURNAMENT_LIST_CACHE_TTL_MS });
    }
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
