import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REAUTHENTICATION_REQUIRED } from '../../../common/twoFactor';
import type { AuthContext } from '../../plugins/auth';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { RECENT_SIGN_IN_SECONDS } from './accountRules';
import { LoginThrottle, refuseAttempt } from './loginThrottle';
import type { UserRow } from './usersRepository';

/**
 * Checks the account's current password where a change asks for it again. A wrong one counts like a
 * wrong login password, for the account and the caller's address (a stolen token must not become a
 * way to guess the password), so the same limits refuse with 429. False after answering: 400 with
 * `wrongMessage`, or 429.
 */
export async function passwordAccepted(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: Pick<UserRow, 'id' | 'password_hash'>,
  given: string,
  wrongMessage: string,
): Promise<boolean> {
  const reserved = await app.loginThrottle.reserve(LoginThrottle.keyFor(user.id, ''), request.ip);
  if (!reserved.open) {
    await refuseAttempt(reply, reserved, ACCOUNT_MESSAGES.tooManyFailedLogins);
    return false;
  }
  if (!(await app.passwords.matches(user.password_hash, given))) {
    await app.loginThrottle.failedPassword(reserved.attempt, given);
    await reply.status(400).send({ msg: wrongMessage });
    return false;
  }
  await app.loginThrottle.succeeded(reserved.attempt);
  return true;
}

/**
 * Whether an account without a password proved itself by signing in with Google within the last
 * minutes on this session; false after answering 403 reauthentication_required.
 */
export async function recentGoogleSignIn(app: FastifyInstance, reply: FastifyReply, caller: AuthContext): Promise<boolean> {
  if (await app.sessionsRepository.openedRecentlyWith(caller.sessionId, 'google', RECENT_SIGN_IN_SECONDS)) return true;
  await reply.status(403).send({ msg: ACCOUNT_MESSAGES.reauthenticationRequired, errorType: REAUTHENTICATION_REQUIRED });
  return false;
}

/**
 * The owner proves it is them before a change to how the account signs in: the current password,
 * or for an account without one, a recent Google sign-in. False after answering the refusal (400 for
 * a missing or wrong password, 429, 403 reauthentication_required, 401 for an account gone).
 */
export async function ownerConfirmed(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: AuthContext,
  password: string | undefined,
): Promise<boolean> {
  const user = await app.usersRepository.findById(caller.userId);
  if (!user) {
    await reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
    return false;
  }
  if (!user.password_hash) return recentGoogleSignIn(app, reply, caller);
  if (password === undefined) {
    await reply.status(400).send({ msg: ACCOUNT_MESSAGES.passwordRequired });
    return false;
  }
  return passwordAccepted(app, request, reply, user, password, ACCOUNT_MESSAGES.passwordWrong);
}
