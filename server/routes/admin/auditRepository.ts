import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database';
import type { AuditEntry } from '../../../common/contract/admin';

interface AuditRow {
  id: string;
  actor_id: string | null;
  actor_name: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  created_at: Date;
}

export class AuditRepository {
  constructor(private readonly db: Queryable) {}

  /** Newest first; `before` is the id of the last entry of the previous page (a keyset cursor). */
  async list({ limit, before }: { limit: number; before?: string }): Promise<{ items: AuditEntry[]; nextBefore: string | null }> {
    const rows = await this.db.query<AuditRow>(
      `SELECT id, actor_id, actor_name, action, target, details, created_at FROM audit_log
       WHERE $1::text IS NULL OR (created_at, id) < (SELECT created_at, id FROM audit_log WHERE id = $1)
       ORDER BY created_at DESC, id DESC LIMIT $2`,
      [before ?? null, limit + 1],
    );
    const page = rows.slice(0, limit);
    return {
      items: page.map((row) => ({
        id: row.id,
        actorId: row.actor_id,
        actorName: row.actor_name,
        action: row.action,
        target: row.target,
        details: row.details,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      nextBefore: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

/** Builds the app's one AuditRepository, shared by every route plugin as app.auditRepository. */
export function useAuditRepository(app: FastifyInstance): void {
  app.decorate('auditRepository', new AuditRepository(app.db));
}
