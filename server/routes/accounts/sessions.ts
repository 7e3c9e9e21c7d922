import type { FastifyInstance } from 'fastify';
import type { User } from '../../../common/contract/accounts';
import { toUserDto } from './userDto';
import type { UserRow } from './usersRepository';

/** What every successful login answers: a fresh token and the user. */
export async function sessionFor(app: FastifyInstance, row: UserRow): Promise<{ token: string; user: Required<User> }> {
  const token = await app.signToken({ id: row.id, tokenVersion: row.token_version, role: row.role });
  return { token, user: toUserDto(row) };
}

/**
 * Sends a mail without making the request wait for it: the answer must be the same (and as fast)
 * whether or not an account exists. A failure is logged; the user can ask again.
 */
export function sendInBackground(app: FastifyInstance, mail: Parameters<FastifyInstance['mailer']['send']>[0]): void {
  app.mailer.send(mail).catch((error: unknown) => app.log.error({ err: error, subject: mail.subject }, 'mail could not be sent'));
}
