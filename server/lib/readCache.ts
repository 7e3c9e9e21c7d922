import type { FastifyReply } from 'fastify';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export interface ReadCacheOptions<T> {
  /** How long an answer is reused: it bounds how long another process's writes go unseen here. */
  ttlMs: number;
  /** Free-text searches make many distinct keys; a bound keeps memory flat (oldest out first). */
  maxEntries: number;
  /** Answers not worth keeping (an unknown key, so that a later create is seen at once). */
  keep?: (value: T) => boolean;
}

/**
 * Read answers kept in memory per process for a short while. Writes in this process call clear()
 * so they are seen at once; a read in flight during a write does not store its older answer.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;

  constructor(private readonly options: ReadCacheOptions<T>) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation && (this.options.keep?.(value) ?? true)) {
      if (this.entries.size >= this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs });
    }
    return value;
  }

  /** Drops one key's answer; a read of it in flight does not store its older answer either. */
  forget(key: string): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/**
 * Serialises an answer as the route's response schema does, for caching it serialised: a cached
 * answer then costs no serialisation either.
 */
export function serializeForRoute(reply: { serialize(payload: unknown): unknown }, payload: unknown): string {
  return reply.serialize(payload) as string;
}

/** Sends an answer serialised before (Fastify sends a string with a JSON content type unchanged). */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
