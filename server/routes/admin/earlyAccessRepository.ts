import type { Queryable } from '../../db/database';
import { newId } from '../../db/ids';
import type { Invitation } from '../../../common/contract/admin';

interface InvitationRow {
  id: string;
  email: string;
  invited_by: string | null;
  invited_at: Date;
  accepted_at: Date | null;
}

function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    status: row.accepted_at ? 'accepted' : 'pending',
    invitedBy: row.invited_by,
    invitedAt: new Date(row.invited_at).toISOString(),
    acceptedAt: row.accepted_at ? new Date(row.accepted_at).toISOString() : null,
  };
}

// Registering with the invited address counts as accepting, even when the register page did not
// pass the invitation token on.
const SELECT = `SELECT i.id, i.email, u.username AS invited_by, i.invited_at,
    coalesce(i.accepted_at, (SELECT min(r.created_at) FROM users r
      WHERE r.email_normalized = i.email AND r.deleted_at IS NULL AND r.created_at >= i.invited_at)) AS accepted_at
  FROM early_access_invitations i LEFT JOIN users u ON u.id = i.invited_by`;

export type InviteResult = { ok: true; invitation: Invitation } | { ok: false; reason: 'already_accepted' | 'has_account' };

export class EarlyAccessRepository {
  constructor(private readonly db: Queryable) {}

  /** Inviting a pending address again replaces its token (the older link stops working). */
  async invite(email: string, tokenHash: string, invitedBy: string): Promise<InviteResult> {
    const accounts = await this.db.query('SELECT 1 FROM users WHERE email_normalized = $1 AND deleted_at IS NULL', [email]);
    if (accounts.length > 0) return { ok: false, reason: 'has_account' };
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO early_access_invitations (id, email, token_hash, invited_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO UPDATE SET token_hash = EXCLUDED.token_hash, invited_by = EXCLUDED.invited_by, invited_at = now()
       WHERE early_access_invitations.accepted_at IS NULL
       RETURNING id`,
      [newId(), email, tokenHash, invitedBy],
    );
    if (!rows[0]) return { ok: false, reason: 'already_accepted' };
    const invitation = await this.db.query<InvitationRow>(`${SELECT} WHERE i.id = $1`, [rows[0].id]);
    return { ok: true, invitation: toInvitation(invitation[0]!) };
  }

  async list({ limit, skip }: { limit: number; skip: number }): Promise<{ items: Invitation[]; total: number }> {
    const [rows, counts] = await Promise.all([
      this.db.query<InvitationRow>(`${SELECT} ORDER BY i.invited_at DESC, i.id DESC LIMIT $1 OFFSET $2`, [limit, skip]),
      this.db.query<{ total: number }>('SELECT count(*)::int AS total FROM early_access_invitations'),
    ]);
    return { items: rows.map(toInvitation), total: counts[0]?.total ?? 0 };
  }

  /** 'accepted' the first time, 'already' after that, null for an unknown token. */
  async accept(tokenHash: string): Promise<'accepted' | 'already' | null> {
    const rows = await this.db.query<{ newly: boolean }>(
      `UPDATE early_access_invitations SET accepted_at = coalesce(accepted_at, now())
       WHERE token_hash = $1 RETURNING (accepted_at = now()) AS newly`,
      [tokenHash],
    );
    if (!rows[0]) return null;
    return rows[0].newly ? 'accepted' : 'already';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    earlyAccessRepository: EarlyAccessRepository;
  }
}
