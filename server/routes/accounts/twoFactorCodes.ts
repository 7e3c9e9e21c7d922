import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compactCode, isTotpCode } from '../../../common/twoFactor';
import { ACCOUNT_MESSAGES, accountPausedMessage } from './accountMessages';
import type { UserRow } from './usersRepository';

/** Which codes a check takes: of the secret a setup waits to confirm, of the confirmed one, or that or a recovery code. */
export type CodeKinds = 'pending' | 'authenticator' | 'authenticatorOrRecovery';

/** Wrong codes are counted per account and address like wrong passwords, under a key of their own. */
function throttleKey(userId: string): string {
  return `2fa:${userId}`;
}

/** False, after answering 429 with Retry-After, when this address has guessed too many codes of the account. */
export async function passesCodeGate(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<boolean> {
  const gate = await app.loginThrottle.gate(throttleKey(userId), request.ip);
  if (gate.open) return true;
  reply.header('retry-after', String(gate.retryAfterSeconds));
  const msg = gate.reason === 'address_locked' ? ACCOUNT_MESSAGES.tooManyCodeAttempts : accountPausedMessage(gate.retryAfterSeconds);
  await reply.status(429).send({ msg });
  return false;
}

/**
 * Checks a code typed for the account: an authenticator code of the confirmed secret (never one
 * accepted before), or, where `kinds` allows, an unused recovery code, which is used up. False after
 * answering the refusal: `wrongStatus` for a wrong code (which is counted), 429 with Retry-After
 * when this address has guessed too many.
 */
export async function codeAccepted(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  typed: string,
  kinds: CodeKinds,
  wrongStatus: 400 | 401 = 400,
): Promise<boolean> {
  const key = throttleKey(userId);
  if (!(await passesCodeGate(app, request, reply, userId))) return false;
  const code = compactCode(typed);
  const repository = app.twoFactorRepository;
  const accepted = isTotpCode(code)
    ? await repository.acceptCode(userId, code, kinds !== 'pending')
    : kinds === 'authenticatorOrRecovery' && (await repository.useRecoveryCode(userId, code));
  if (!accepted) {
    await app.loginThrottle.recordFailure(key, request.ip, code);
    await reply.status(wrongStatus).send({ msg: ACCOUNT_MESSAGES.twoFactorCodeWrong });
    return false;
  }
  await app.loginThrottle.clearAddress(key, request.ip);
  return true;
}

/** A wrong password where a change to two-factor asks for it counts like a wrong code. */
export async function recordWrongPassword(app: FastifyInstance, request: FastifyRequest, user: Pick<UserRow, 'id'>, password: string): Promise<void> {
  await app.loginThrottle.recordFailure(throttleKey(user.id), request.ip, `password:${password}`);
}

/** The caller's client id header, kept with a challenge so the visitor's ratings move at the second step. */
export function clientIdOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;
}
