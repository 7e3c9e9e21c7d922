import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../common/user';
import { newId } from '../../../server/db/ids';

export interface TestAccount {
  id: string;
  token: string;
  authorization: string;
}

/** Inserts a verified account the way the accounts feature stores one, and signs it a token. */
export async function createAccount(app: FastifyInstance, { role = 'user' as Role, isAdmin = false } = {}): Promise<TestAccount> {
  const id = newId();
  const name = `player_${id.slice(-8)}`;
  await app.db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, role, is_admin, email_verified_at)
     VALUES ($1, $2, $2, $3, $3, $4, $5, now())`,
    [id, `${name}@example.com`, name, role, isAdmin],
  );
  const token = await app.signToken({ id, tokenVersion: 0, role });
  return { id, token, authorization: `Bearer ${token}` };
}
