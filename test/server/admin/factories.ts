import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../common/user';
import { newId } from '../../../server/db/ids';

export interface TestAccount {
  id: string;
  username: string;
  authorization: string;
}

/** Inserts a verified account the way the accounts feature stores one, and signs it a token. */
export async function createAccount(app: FastifyInstance, { role = 'user' as Role, isAdmin = false } = {}): Promise<TestAccount> {
  const id = newId();
  const username = `${role}_${id.slice(-8)}`;
  await app.db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, role, is_admin, email_verified_at)
     VALUES ($1, $2, $2, $3, $3, $4, $5, now())`,
    [id, `${username}@example.com`, username, role, isAdmin],
  );
  // Without a password the account can only have come from a Google sign-in, just now.
  const { token } = await app.openSession({ id, tokenVersion: 0, role }, { signedInWith: 'google' });
  return { id, username, authorization: `Bearer ${token}` };
}

export async function createTournament(app: FastifyInstance, title: string): Promise<string> {
  const id = newId();
  await app.db.query(`INSERT INTO tournaments (id, title, status) VALUES ($1, $2, 'COMING_SOON')`, [id, title]);
  return id;
}

export async function createSignup(app: FastifyInstance, tournamentId: string, email: string): Promise<void> {
  await app.db.query('INSERT INTO notify_signups (id, tournament_id, email) VALUES ($1, $2, $3)', [newId(), tournamentId, email]);
}
