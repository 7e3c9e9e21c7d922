import type { Queryable } from '../../db/database';
import type { Signup } from '../../../common/contract/admin';

interface SignupRow {
  id: string;
  email: string;
  username: string | null;
  created_at: Date;
}

export interface TournamentHeader {
  id: string;
  title: string;
  status: string;
}

export class SignupsRepository {
  constructor(private readonly db: Queryable) {}

  async tournament(id: string): Promise<TournamentHeader | null> {
    const rows = await this.db.query<TournamentHeader>('SELECT id, title, status FROM tournaments WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  /** Oldest first: the order people signed up in. */
  async list(tournamentId: string, { limit, skip }: { limit: number; skip: number }): Promise<{ items: Signup[]; total: number }> {
    const [rows, counts] = await Promise.all([
      this.db.query<SignupRow>(
        `SELECT s.id, s.email, u.username, s.created_at FROM notify_signups s LEFT JOIN users u ON u.id = s.user_id
         WHERE s.tournament_id = $1 ORDER BY s.created_at, s.id LIMIT $2 OFFSET $3`,
        [tournamentId, limit, skip],
      ),
      this.db.query<{ total: number }>('SELECT count(*)::int AS total FROM notify_signups WHERE tournament_id = $1', [tournamentId]),
    ]);
    return {
      items: rows.map((row) => ({ id: row.id, email: row.email, username: row.username, createdAt: new Date(row.created_at).toISOString() })),
      total: counts[0]?.total ?? 0,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signupsRepository: SignupsRepository;
  }
}
