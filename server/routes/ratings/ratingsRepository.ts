import type { Queryable } from '../../db/database';

/** A game's average and count of ratings, and the one caller's own rating if any. */
export interface RatingSummary {
  average: number;
  count: number;
  userRating: number | null;
  hasRated: boolean;
}

/** Who rates: an account, or a visitor by the client id the SPA generated. */
export type Rater = { userId: string } | { clientId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A game's figures shared by every caller: no rater's own rating in them. */
export type GameRatingStats = Omit<RatingSummary, 'userRating' | 'hasRated'>;

// The average is rounded to two decimals here; showing one decimal is the client's concern.
// No row means no such game; the figures are kept per game by a trigger.
const STATS_SQL = `SELECT coalesce(s.rating_count, 0)::int AS count,
  coalesce(round(s.rating_sum::numeric / nullif(s.rating_count, 0), 2), 0)::float8 AS average
  FROM games g LEFT JOIN game_rating_stats s ON s.game_key = g.key WHERE g.key = $1`;

/** One rater's rating of one game: a point read on the rater kind's unique index. */
const OWN_RATING_SQL = {
  user: 'SELECT rating::int AS rating FROM game_ratings WHERE game_key = $1 AND user_id = $2',
  client: 'SELECT rating::int AS rating FROM game_ratings WHERE game_key = $1 AND client_id = $2::uuid',
} as const;

const UPSERT_SQL = {
  user: `INSERT INTO game_ratings (game_key, user_id, rating) SELECT key, $2, $3 FROM games WHERE key = $1
    ON CONFLICT (game_key, user_id) WHERE user_id IS NOT NULL
    DO UPDATE SET rating = EXCLUDED.rating, updated_at = now() RETURNING id`,
  client: `INSERT INTO game_ratings (game_key, client_id, rating, counted) SELECT key, $2::uuid, $3, $4 FROM games WHERE key = $1
    ON CONFLICT (game_key, client_id) WHERE client_id IS NOT NULL
    DO UPDATE SET rating = EXCLUDED.rating, updated_at = now() RETURNING id`,
} as const;

function raterParam(rater: Rater): { kind: 'user' | 'client'; id: string } {
  return 'userId' in rater ? { kind: 'user', id: rater.userId } : { kind: 'client', id: rater.clientId };
}

export function withOwnRating(stats: GameRatingStats, userRating: number | null): RatingSummary {
  return { ...stats, userRating, hasRated: userRating !== null };
}

export class RatingsRepository {
  constructor(private readonly db: Queryable) {}

  /** The summary of a game for this rater (or for nobody); null when the game does not exist. */
  async summary(gameKey: string, rater: Rater | null): Promise<RatingSummary | null> {
    const stats = await this.stats(gameKey);
    return stats && withOwnRating(stats, rater ? await this.ownRating(gameKey, rater) : null);
  }

  /** A game's average and count; null when the game does not exist. */
  async stats(gameKey: string): Promise<GameRatingStats | null> {
    const [row] = await this.db.query<GameRatingStats>(STATS_SQL, [gameKey]);
    return row ? { average: row.average, count: row.count } : null;
  }

  /** The rater's own rating of the game, or null when they have not rated it. */
  async ownRating(gameKey: string, rater: Rater): Promise<number | null> {
    const { kind, id } = raterParam(rater);
    const [row] = await this.db.query<{ rating: number }>(OWN_RATING_SQL[kind], [gameKey, id]);
    return row?.rating ?? null;
  }

  /**
   * Creates or changes the rater's single rating of the game; false when the game does not exist.
   * `counted` says whether a visitor's new rating counts toward the game's figures; a changed
   * rating keeps what it was, and an account's always counts.
   */
  async rate(gameKey: string, rater: Rater, rating: number, counted = true): Promise<boolean> {
    const { kind, id } = raterParam(rater);
    const rows = await this.db.query(UPSERT_SQL[kind], kind === 'client' ? [gameKey, id, rating, counted] : [gameKey, id, rating]);
    return rows.length > 0;
  }
}

/**
 * Moves a visitor's ratings (made under their client id) to the account they just logged in to.
 * Where the account already rated a game, the account's rating is kept and the visitor's dropped.
 * A moved rating counts toward the game's figures, as every account's does.
 * One statement, so it is atomic without a transaction; answers how many ratings moved.
 */
export async function claimClientRatings(db: Queryable, clientId: string, userId: string): Promise<number> {
  if (!isClientId(clientId)) return 0;
  const rows = await db.query<{ moved: number }>(
    `WITH moved AS (
       UPDATE game_ratings AS visitor SET user_id = $2, client_id = NULL, counted = true, updated_at = now()
       WHERE visitor.client_id = $1::uuid
         AND NOT EXISTS (SELECT 1 FROM game_ratings AS account WHERE account.user_id = $2 AND account.game_key = visitor.game_key)
       RETURNING visitor.id
     ), dropped AS (
       DELETE FROM game_ratings WHERE client_id = $1::uuid AND id NOT IN (SELECT id FROM moved) RETURNING id
     )
     SELECT (SELECT count(*) FROM moved)::int AS moved`,
    [clientId, userId],
  );
  return rows[0]?.moved ?? 0;
}

declare module 'fastify' {
  interface FastifyInstance {
    ratingsRepository: RatingsRepository;
  }
}
