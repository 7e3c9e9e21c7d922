import type { Queryable } from '../../db/database';
import { DEFAULT_BETA_TARGET } from '../../../common/beta';
import type { Stats } from '../../../common/contract/admin';

export const MESSAGE_TREND_DAYS = 14;
// The dashboard draws one bar per row; more would not be readable.
const CHART_ROWS = 20;

/** The admin dashboard's figures: each one aggregate query. */
export class StatsRepository {
  constructor(private readonly db: Queryable) {}

  async read(): Promise<Stats> {
    const [users, signups, ratings, messages] = await Promise.all([
      this.db.query<{ total: number; verified: number; target: number | null }>(
        `SELECT count(*)::int AS total,
                (count(*) FILTER (WHERE email_verified_at IS NOT NULL AND deleted_at IS NULL))::int AS verified,
                (SELECT target_members FROM beta_countdown LIMIT 1) AS target
         FROM users`,
      ),
      this.db.query<{ tournament_id: string; title: string; count: number; total: number }>(
        `SELECT t.id AS tournament_id, t.title, count(s.id)::int AS count, (count(*) OVER ())::int AS total
         FROM tournaments t LEFT JOIN notify_signups s ON s.tournament_id = t.id
         GROUP BY t.id, t.title ORDER BY count DESC, t.title LIMIT $1`,
        [CHART_ROWS],
      ),
      this.db.query<{ game_key: string; name: string; count: number; average: number; total: number }>(
        `SELECT g.key AS game_key, g.name, coalesce(s.rating_count, 0)::int AS count, (count(*) OVER ())::int AS total,
                coalesce(round(s.rating_sum::numeric / nullif(s.rating_count, 0), 2), 0)::float8 AS average
         FROM games g LEFT JOIN game_rating_stats s ON s.game_key = g.key
         ORDER BY count DESC, g.name LIMIT $1`,
        [CHART_ROWS],
      ),
      this.db.query<{ day: string; count: number }>(
        `SELECT to_char(days.day, 'YYYY-MM-DD') AS day, count(m.id)::int AS count
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS days(day)
         LEFT JOIN messages m ON m.created_at >= days.day AT TIME ZONE 'UTC' AND m.created_at < (days.day + interval '1 day') AT TIME ZONE 'UTC'
         GROUP BY days.day ORDER BY days.day`,
        [MESSAGE_TREND_DAYS],
      ),
    ]);
    const userRow = users[0]!;
    return {
      users: { total: userRow.total, verified: userRow.verified },
      beta: { verifiedMembers: userRow.verified, target: userRow.target ?? DEFAULT_BETA_TARGET },
      signupsPerTournament: signups.map((row) => ({ tournamentId: row.tournament_id, title: row.title, count: row.count })),
      tournamentsTotal: signups[0]?.total ?? 0,
      ratingsPerGame: ratings.map((row) => ({ gameKey: row.game_key, name: row.name, count: row.count, average: Number(row.average) })),
      gamesTotal: ratings[0]?.total ?? 0,
      messagesPerDay: messages,
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    statsRepository: StatsRepository;
  }
}
