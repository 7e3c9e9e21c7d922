import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { liveUserCondition } from './userCards';

/** What other users may see of a live account. */
export interface PublicUserRow {
  id: string;
  username: string;
  nickname: string | null;
  profile_icon: string | null;
  profile_background: string | null;
  created_at: Date | string;
}

const PUBLIC_COLUMNS = 'u.id, u.username, u.nickname, u.profile_icon, u.profile_background, u.created_at';

/** Live accounts by id or username, for the features that deal with other users (profiles, friends, chat). */
export class PublicUsersRepository {
  constructor(private readonly db: Database) {}

  /** A live account by its username, case-insensitively (usernames are unique once lowercased). */
  async findByUsername(username: string): Promise<PublicUserRow | null> {
    const rows = await this.db.query<PublicUserRow>(
      `SELECT ${PUBLIC_COLUMNS} FROM users u WHERE u.username_normalized = lower($1) AND ${liveUserCondition('u')}`,
      [username],
    );
    return rows[0] ?? null;
  }

  async findById(id: string): Promise<PublicUserRow | null> {
    const rows = await this.db.query<PublicUserRow>(`SELECT ${PUBLIC_COLUMNS} FROM users u WHERE u.id = $1 AND ${liveUserCondition('u')}`, [id]);
    return rows[0] ?? null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicUsersRepository: PublicUsersRepository;
  }
}

/** What other users may see of an account (app.publicUsersRepository), for the features that show people. */
export const publicUsersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('publicUsersRepository', new PublicUsersRepository(app.db));
  },
  { name: 'public-users', decorators: { fastify: ['db'] } },
);
