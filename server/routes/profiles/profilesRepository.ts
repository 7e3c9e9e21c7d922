import type { RatedGame } from '../../../common/contract/profiles';
import type { Database } from '../../db/database';
import { liveUserCondition } from './userCards';

export interface ProfileRow {
  id: string;
  username: string;
  nickname: string | null;
  profile_icon: string | null;
  profile_background: string | null;
  created_at: Date | string;
}

/** A profile shows this many of its owner's ratings, the latest first. */
const RATED_GAMES_SHOWN = 50;

export class ProfilesRepository {
  constructor(private readonly db: Database) {}

  /** A live account by its username, case-insensitively (usernames are unique once lowercased). */
  async findByUsername(username: string): Promise<ProfileRow | null> {
    const live = liveUserCondition('u');
    const rows = await this.db.query<ProfileRow>(
      `SELECT u.id, u.username, u.nickname, u.profile_icon, u.profile_background, u.created_at
       FROM users u WHERE u.username_normalized = lower($1) AND ${live}`,
      [username],
    );
    return rows[0] ?? null;
  }

  async findById(id: string): Promise<ProfileRow | null> {
    const live = liveUserCondition('u');
    const rows = await this.db.query<ProfileRow>(
      `SELECT u.id, u.username, u.nickname, u.profile_icon, u.profile_background, u.created_at
       FROM users u WHERE u.id = $1 AND ${live}`,
      [id],
    );
    return rows[0] ?? null;
  }

  async ratedGames(userId: string): Promise<RatedGame[]> {
    const rows = await this.db.query<{ game_key: string; name: string; rating: number }>(
      `SELECT r.game_key, g.name, r.rating FROM game_ratings r JOIN games g ON g.key = r.game_key
       WHERE r.user_id = $1 ORDER BY r.updated_at DESC LIMIT $2`,
      [userId, RATED_GAMES_SHOWN],
    );
    return rows.map((row) => ({ gameKey: row.game_key, name: row.name, rating: Number(row.rating) }));
  }
}
