import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../common/user';

export interface TestAccount {
  id: string;
  token: string;
  authorization: string;
}

/** A verified account made through the accounts repository, with a token signed as login does. */
export async function createAccount(app: FastifyInstance, { role = 'user' as Role, isAdmin = false } = {}): Promise<TestAccount> {
  const username = `player_${randomBytes(4).toString('hex')}`;
  const user = await app.usersRepository.create({
    email: `${username}@example.com`,
    username,
    passwordHash: null,
    emailVerified: true,
    role,
    isAdmin,
  });
  const { token } = await app.openSession({ id: user.id, tokenVersion: user.token_version, role: user.role });
  return { id: user.id, token, authorization: `Bearer ${token}` };
}
