import type { RatedGame } from '../../../common/contract/profiles';
import type { Database } from '../../db/database';

/** A profile shows this many of its owner's ratings, the latest first. */
const RATED_GAMES_SHOWN = 50;

export class ProfilesRepository {
  constructor(private readonly db: Database) {}

  async ratedGames(userId: string): Promise<RatedGame[]> {
    const rows = await this.db.query<{ game_key: string; name: string; rating: number }>(
      `SELECT r.game_key, g.name, r.rating FROM game_ratings r JOIN games g ON g.key = r.game_key
       WHERE r.user_id = $1 ORDER BY r.updated_at DESC LIMIT $2`,
      [userId, RATED_GAMES_SHOWN],
    );
    return rows.map((row) => ({ gameKey: row.game_key, name: row.name, rating: Number(row.rating) }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    profilesRepository: ProfilesRepository;
  }
}
