import { randomBytes } from 'node:crypto';
import type { ApiKeyScope, ApiKeySummary, CreatedApiKey } from '../../../common/contract/brackets';
import { audit } from '../../audit/audit';
import type { Database } from '../../db/database';
import { newId } from '../../db/ids';
import { hashToken } from '../../lib/oneTimeTokens';
import { fieldMessage } from '../../plugins/validationMessages';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import type { Role } from '../../../common/user';
import { invalid } from './engine/bracketError';

/** Every key starts so, which tells it from a login token at a glance (and in a leaked log). */
export const API_KEY_PREFIX = 'vsk_';

/** A key that is still valid, as a request that sent it sees it. */
export interface ActiveApiKey {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The only tournaments it may write to; null: any. */
  tournamentIds: string[] | null;
}

/** What a request with a key finds: the key, or the reason it is refused. */
type ApiKeyCheck = { ok: true; key: ActiveApiKey } | { ok: false; msg: string };

/** What a new key is bounded by: both optional, already checked by the route. */
interface ApiKeyBounds {
  expiresAt?: Date;
  tournamentIds?: string[];
}

const API_KEY_REFUSED = 'This API key is not valid, or it was revoked.';

/** A key and what decides whether it still works: its end and its creator's account. */
interface StandingRow {
  expires_at: Date | string | null;
  creator_role: Role | null;
  creator_is_admin: boolean | null;
  creator_banned: boolean | null;
  creator_deleted: boolean | null;
}

interface ApiKeyRow extends StandingRow {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  tournament_ids: string[] | null;
  created_at: Date;
  last_used_at: Date | null;
  created_by_name: string | null;
}

/** The key's columns and its creator's standing, for `FROM api_keys k LEFT JOIN users u ON u.id = k.created_by`. */
const STANDING_COLUMNS = `k.expires_at, u.role AS creator_role, u.is_admin AS creator_is_admin,
  (u.banned_until IS NOT NULL AND u.banned_until > now()) AS creator_banned, (u.id IS NULL OR u.deleted_at IS NOT NULL) AS creator_deleted`;

/**
 * Why a key no longer works, or null while it does. A key answers to the admin or master who
 * made it: it works only while that account is still staff, not banned and not deleted, and
 * until the end it was given. Read at every use, so a demotion or a ban holds at once, everywhere.
 */
function unusableReason(row: StandingRow, now = new Date()): string | null {
  if (row.expires_at !== null && new Date(row.expires_at).getTime() <= now.getTime()) {
    return `It expired on ${new Date(row.expires_at).toISOString()}.`;
  }
  if (row.creator_deleted !== false) return 'The account that created it was deleted.';
  if (row.creator_banned) return 'The account that created it is banned.';
  if (!meetsRole({ role: row.creator_role, isAdmin: row.creator_is_admin }, STAFF_ROLES)) {
    return 'The account that created it is no longer an admin or master.';
  }
  return null;
}

/** Lets the time of the last use go stale by this much, so a busy bot does not write on every request. */
const LAST_USED_PRECISION = "interval '1 minute'";

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export class ApiKeysRepository {
  constructor(private readonly db: Database) {}

  /**
   * Stores a new key's hash and answers the key itself, which is never stored nor shown again.
   * Refused as invalid, naming the first id that is no tournament, when the key is limited to tournaments.
   */
  async create(name: string, scopes: ApiKeyScope[], createdBy: string, { expiresAt, tournamentIds }: ApiKeyBounds = {}): Promise<CreatedApiKey> {
    const id = newId();
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    await this.db.transaction(async (tx) => {
      if (tournamentIds) {
        const found = new Set((await tx.query<{ id: string }>('SELECT id FROM tournaments WHERE id = ANY($1::text[])', [tournamentIds])).map((row) => row.id));
        const missing = tournamentIds.find((tournamentId) => !found.has(tournamentId));
        if (missing) throw invalid(fieldMessage('body.tournamentIds', `names no tournament: ${missing}`));
      }
      await tx.query('INSERT INTO api_keys (id, name, key_hash, scopes, created_by, expires_at, tournament_ids) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        id,
        name,
        hashToken(key),
        scopes,
        createdBy,
        expiresAt ?? null,
        tournamentIds ?? null,
      ]);
      const bounds = { ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}), ...(tournamentIds ? { tournamentIds } : {}) };
      await audit(tx, { actorId: createdBy, action: 'api_key.created', target: id, details: { name, scopes, ...bounds } });
    });
    return { id, name, key };
  }

  async list(): Promise<ApiKeySummary[]> {
    const rows = await this.db.query<ApiKeyRow>(
      `SELECT k.id, k.name, k.scopes, k.tournament_ids, k.created_at, k.last_used_at, u.username AS created_by_name, ${STANDING_COLUMNS}
       FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
       WHERE k.revoked_at IS NULL ORDER BY k.created_at DESC, k.id DESC`,
    );
    const named = [...new Set(rows.flatMap((row) => row.tournament_ids ?? []))];
    const titles = new Map(
      named.length > 0
        ? (await this.db.query<{ id: string; title: string }>('SELECT id, title FROM tournaments WHERE id = ANY($1::text[])', [named])).map((row) => [row.id, row.title])
        : [],
    );
    const now = new Date();
    return rows.map((row) => {
      const reason = unusableReason(row, now);
      return {
        id: row.id,
        name: row.name,
        scopes: row.scopes,
        createdAt: new Date(row.created_at).toISOString(),
        lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
        createdBy: row.created_by_name,
        expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
        tournaments: row.tournament_ids?.map((id) => ({ id, title: titles.get(id) ?? null })) ?? null,
        usable: reason === null,
        unusableReason: reason,
      };
    });
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

  /**
   * The key the caller sent, or why it is refused: unknown or revoked, expired, or its creator no
   * longer stands behind it. Looked up on every request, so a revocation holds at once.
   */
  async check(key: string): Promise<ApiKeyCheck> {
    const rows = await this.db.query<ApiKeyRow & { stale: boolean }>(
      `SELECT k.id, k.name, k.scopes, k.tournament_ids, ${STANDING_COLUMNS},
         (k.last_used_at IS NULL OR k.last_used_at < now() - ${LAST_USED_PRECISION}) AS stale
       FROM api_keys k LEFT JOIN users u ON u.id = k.created_by
       WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
      [hashToken(key)],
    );
    const found = rows[0];
    if (!found) return { ok: false, msg: API_KEY_REFUSED };
    const reason = unusableReason(found);
    if (reason) return { ok: false, msg: `This API key no longer works. ${reason} An admin or master can create a new one.` };
    if (found.stale) await this.db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [found.id]);
    return { ok: true, key: { id: found.id, name: found.name, scopes: found.scopes, tournamentIds: found.tournament_ids } };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    apiKeysRepository: ApiKeysRepository;
  }
}
