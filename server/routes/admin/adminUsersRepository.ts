import type { Queryable } from '../../db/database';
import type { AdminUser } from '../../../common/contract/admin';

interface UserRow {
  id: string;
  username: string;
  nickname: string | null;
  email: string;
  role: string;
  is_admin: boolean;
  email_verified_at: Date | null;
  deleted_at: Date | null;
  banned_until: Date | null;
  ban_reason: string | null;
  created_at: Date;
}

const COLUMNS = 'id, username, nickname, email, role, is_admin, email_verified_at, deleted_at, banned_until, ban_reason, created_at';

function toAdminUser(row: UserRow): AdminUser {
  const banActive = row.banned_until !== null && new Date(row.banned_until).getTime() > Date.now();
  return {
    _id: row.id,
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    email: row.email,
    role: row.role,
    isAdmin: row.is_admin,
    emailVerified: row.email_verified_at !== null,
    deleted: row.deleted_at !== null,
    bannedUntil: banActive ? new Date(row.banned_until!).toISOString() : null,
    banReason: banActive ? row.ban_reason : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** `%` and `_` typed by the admin are searched as themselves, not as wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export class AdminUsersRepository {
  constructor(private readonly db: Queryable) {}

  async search(text: string | undefined, { limit, skip }: { limit: number; skip: number }): Promise<{ items: AdminUser[]; total: number }> {
    const pattern = text ? likePattern(text.toLowerCase()) : null;
    const where = 'WHERE $1::text IS NULL OR username_normalized LIKE $1 OR email_normalized LIKE $1';
    const [rows, counts] = await Promise.all([
      this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users ${where} ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [pattern, limit, skip]),
      this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, [pattern]),
    ]);
    return { items: rows.map(toAdminUser), total: counts[0]?.total ?? 0 };
  }

  async findById(id: string): Promise<AdminUser | null> {
    const rows = await this.db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ? toAdminUser(rows[0]) : null;
  }

  /** The isAdmin flag follows the role, so demoting an admin really takes the admin rights away. */
  async setRole(id: string, role: string): Promise<AdminUser | null> {
    const rows = await this.db.query<UserRow>(
      `UPDATE users SET role = $2, is_admin = ($2 = 'admin'), updated_at = now() WHERE id = $1 AND deleted_at IS NULL RETURNING ${COLUMNS}`,
      [id, role],
    );
    return rows[0] ? toAdminUser(rows[0]) : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    adminUsersRepository: AdminUsersRepository;
  }
}
