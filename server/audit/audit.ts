import type { Queryable } from '../db/database';
import { newId } from '../db/ids';

export interface AuditEntry {
  /** The user who made the change; null for the system. */
  actorId: string | null;
  /** Who made the change when it is not a user (an API key); a user's name is read from the account. */
  actorName?: string | null;
  /** What was done, e.g. `PATCH /api/tournaments/:id` or `user.role.changed`. */
  action: string;
  /** The id of what was changed, when there is one. */
  target?: string | null;
  /** Small facts about the change (field names, a new status); never secrets. */
  details?: Record<string, unknown> | null;
}

const MAX_ACTION_LENGTH = 300;

/**
 * Records one entry of the audit log. Accepts the app (anything with a `db`) or a database or
 * transaction, so a change and its entry can be written in one transaction.
 */
export async function audit(target: Queryable | { db: Queryable }, entry: AuditEntry): Promise<void> {
  const db = 'db' in target ? target.db : target;
  await db.query(
    `INSERT INTO audit_log (id, actor_id, actor_name, action, target, details)
     VALUES ($1, $2, COALESCE($6, (SELECT username FROM users WHERE id = $2)), $3, $4, $5)`,
    [
      newId(),
      entry.actorId,
      entry.action.slice(0, MAX_ACTION_LENGTH),
      entry.target ?? null,
      entry.details ? JSON.stringify(entry.details) : null,
      entry.actorName ?? null,
    ],
  );
}
