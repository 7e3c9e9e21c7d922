import type { Queryable } from '../../db/database';
import type { AuditEntry, AuditQuery } from '../../../common/contract/admin';

type AuditFilters = Omit<AuditQuery, 'limit'> & { limit: number };
/** An entry as stored: the label in words is added by the route, which knows the operations. */
type StoredAuditEntry = Omit<AuditEntry, 'actionLabel'>;

interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  created_at: Date;
  target_name: string | null;
}

export class AuditRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Newest first; `before` is the id of the last entry of the previous page (a keyset cursor). Each
   * entry comes with what its target is called today, read in the same query.
   */
  async list({ limit, before, actor, action, from, to }: AuditFilters): Promise<{ items: StoredAuditEntry[]; nextBefore: string | null }> {
    const rows = await this.db.query<AuditRow>(
      `SELECT a.id, a.actor_id, a.actor_name, a.action, a.target, a.details, a.created_at,
              COALESCE(t.title, u.username, gi.name, gk.name, s.name, k.name) AS target_name
       FROM audit_log a
       LEFT JOIN tournaments t ON t.id = a.target
       LEFT JOIN users u ON u.id = a.target
       LEFT JOIN games gi ON gi.id = a.target
       LEFT JOIN games gk ON gk.key = a.target
       LEFT JOIN shop_items s ON s.id = a.target
       LEFT JOIN api_keys k ON k.id = a.target
       WHERE ($1::text IS NULL OR (a.created_at, a.id) < (SELECT created_at, id FROM audit_log WHERE id = $1))
         AND ($3::text IS NULL OR strpos(lower(a.actor_name), lower($3)) > 0)
         AND ($4::text IS NULL OR a.action = $4)
         AND ($5::date IS NULL OR a.created_at >= ($5::date)::timestamp AT TIME ZONE 'UTC')
         AND ($6::date IS NULL OR a.created_at < ($6::date + 1)::timestamp AT TIME ZONE 'UTC')
       ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
      [before ?? null, limit + 1, actor ?? null, action ?? null, from ?? null, to ?? null],
    );
    const page = rows.slice(0, limit);
    return {
      items: page.map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        actorName: row.actor_name,
        action: row.action,
        target: row.target,
        targetName: row.target_name,
        details: row.details,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }

  /** Every action the log holds, for the backoffice's filter. */
  async actions(): Promise<string[]> {
    const rows = await this.db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action');
    return rows.map((row) => row.action);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}
