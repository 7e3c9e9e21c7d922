import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../../common/contract/accounts';
import type { SignInMethod } from '../../twoFactor/twoFactorRepository';
import { toUserDto } from './userDto';
import type { UserRow } from './usersRepository';

/** What every successful login answers: the token of a new session on the caller's device, and the user. */
export async function sessionFor(
  app: FastifyInstance,
  row: UserRow,
  request: FastifyRequest,
  signedInWith: SignInMethod = 'password',
): Promise<{ token: string; user: Required<User> }> {
  const { token } = await app.openSession(
    { id: row.id, tokenVersion: row.token_version, role: row.role },
    { userAgent: request.headers['user-agent'], address: request.ip, signedInWith },
  );
  return { token, user: toUserDto(row) };
}

/**
 * Ends every session of the user at once: their tokens are refused from now on and their open
 * sockets close on every process (a new password by reset, a ban, a deletion).
 */
export async function endEverySession(app: FastifyInstance, userId: string): Promise<void> {
  await app.sessionsRepository.endAll(userId);
  app.realtime.disconnectUser(userId);
}

/** Ends the user's sessions but the one asking, closing their sockets on every process. */
export async function endOtherSessions(app: FastifyInstance, userId: string, keepSessionId: string): Promise<number> {
  const ended = await app.sessionsRepository.endOthers(userId, keepSessionId);
  app.realtime.disconnectSessions(ended);
  return ended.length;
}

/**
 * Sends a mail without making the request wait for it: the answer must be the same (and as fast)
 * whether or not an account exists. A failure is logged; the user can ask again.
 */
export function sendInBackground(app: FastifyInstance, mail: Parameters<FastifyInstance['mailer']['send']>[0]): void {
  app.mailer.send(mail).catch((error: unknown) => app.log.error({ err: error, subject: mail.subject }, 'mail could not be sent'));
}
