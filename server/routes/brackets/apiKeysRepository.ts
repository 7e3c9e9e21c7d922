import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiKeyScope, ApiKeySummary, CreatedApiKey } from '../../../common/contract/brackets';
import { audit } from '../../audit/audit';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { hashToken } from '../../lib/oneTimeTokens';

/** Every key starts so, which tells it from a login token at a glance (and in a leaked log). */
export const API_KEY_PREFIX = 'vsk_';

/** A key that is still valid, as a request that sent it sees it. */
export interface ActiveApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
}

interface ApiKeyRow {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  last_used_at: Date | null;
  created_by_name: string | null;
}

/** Lets the time of the last use go stale by this much, so a busy bot does not write on every request. */
const LAST_USED_PRECISION = "interval '1 minute'";

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export class ApiKeysRepository {
  constructor(private readonly db: Database) {}

  /** Stores a new key's hash and answers the key itself, which is never stored nor shown again. */
  async create(name: string, scopes: ApiKeyScope[], createdBy: string): Promise<CreatedApiKey> {
    const id = newId();
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO api_keys (id, name, key_hash, scopes, created_by) VALUES ($1, $2, $3, $4, $5)', [
        id,
        name,
        hashToken(key),
        scopes,
        createdBy,
      ]);
      await audit(tx, { actorId: createdBy, action: 'api_key.created', target: id, details: { name, scopes } });
    });
    return { id, name, key };
  }

  async list(): Promise<ApiKeySummary[]> {
    const rows = await this.db.query<ApiKeyRow>(
      `SELECT k.id, k.name, k.scopes, k.created_at, k.last_used_at, u.username AS created_by_name
       FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
       WHERE k.revoked_at IS NULL ORDER BY k.created_at DESC, k.id DESC`,
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      createdAt: new Date(row.created_at).toISOString(),
      lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
      createdBy: row.created_by_name,
    }));
  }

  /** False when no valid key has this id. */
  async revoke(id: string, revokedBy: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ name: string }>('UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING name', [id]);
      if (!rows[0]) return false;
      await audit(tx, { actorId: revokedBy, action: 'api_key.revoked', target: id, details: { name: rows[0].name } });
      return true;
    });
  }

  /** The valid key the caller sent, or null (unknown or revoked). Looked up on every request, so a revocation holds at once. */
  async findActive(key: string): Promise<ActiveApiKey | null> {
    const rows = await this.db.query<ActiveApiKey & { stale: boolean }>(
      `SELECT id, name, scopes, (last_used_at IS NULL OR last_used_at < now() - ${LAST_USED_PRECISION}) AS stale
       FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
      [hashToken(key)],
    );
    const found = rows[0];
    if (!found) return null;
    if (found.stale) await this.db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [found.id]);
    return { id: found.id, name: found.name, scopes: found.scopes };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    apiKeysRepository: ApiKeysRepository;
  }
}

export function useApiKeysRepository(app: FastifyInstance): void {
  app.decorate('apiKeysRepository', new ApiKeysRepository(app.db));
}
