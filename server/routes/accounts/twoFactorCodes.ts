import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compactCode, isTotpCode, TWO_FACTOR_LOCKED } from '../../../common/twoFactor';
import { SecretUnreadable } from '../../twoFactor/secretBox';
import { twoFactorLockedMail } from './accountMails';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { CODE_FAILURES_PER_ACCOUNT, UNLOCK_TWO_FACTOR_LINK_LIFETIME_MS } from './accountRules';
import { refuseAttempt } from './loginThrottle';
import { sendInBackground } from './sessions';

/** Which codes a check takes: of the secret a setup waits to confirm, of the confirmed one, or that or a recovery code. */
export type CodeKinds = 'pending' | 'authenticator' | 'authenticatorOrRecovery';

/**
 * Wrong codes are counted per account and address under keys of their own. The codes of a setup
 * not yet confirmed are apart: fumbling them guards nothing, and must not bring a lock nearer.
 */
export function codeThrottleKey(userId: string, kinds: CodeKinds = 'authenticator'): string {
  return kinds === 'pending' ? `2fa-setup:${userId}` : `2fa:${userId}`;
}

async function refuseLocked(reply: FastifyReply): Promise<FastifyReply> {
  return reply.status(423).send({ msg: ACCOUNT_MESSAGES.twoFactorLocked, errorType: TWO_FACTOR_LOCKED });
}

/**
 * Locks the second step of the account, whose wrong codes reached the cap, and mails the owner the
 * link that unlocks it. Only the request that locked it sends the mail.
 */
async function lockSecondStep(app: FastifyInstance, userId: string): Promise<void> {
  if (!(await app.twoFactorRepository.lock(userId))) return;
  const user = await app.usersRepository.findById(userId);
  if (!user) return;
  const token = await app.accountTokensRepository.issue(user.id, 'unlock_two_factor', UNLOCK_TWO_FACTOR_LINK_LIFETIME_MS);
  sendInBackground(app, twoFactorLockedMail(app.appConfig, user, token));
}

/**
 * Checks a code typed for the account: an authenticator code of the confirmed secret (never one
 * accepted before), or, where `kinds` allows, an unused recovery code, which is used up. False after
 * answering the refusal: `wrongStatus` for a wrong code (every one counts), 429 with Retry-After
 * when this address has guessed too many, 423 two_factor_locked once the account's wrong codes
 * reached the cap, 409 when the stored key cannot be opened.
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
  const repository = app.twoFactorRepository;
  const guarded = kinds !== 'pending';
  if (guarded && (await repository.isLocked(userId))) {
    await refuseLocked(reply);
    return false;
  }
  // The cap is checked in the same step that lets the attempt in, so codes sent all at once cannot pass it.
  const reserved = await app.loginThrottle.reserve(codeThrottleKey(userId, kinds), request.ip, {
    accountCap: guarded ? CODE_FAILURES_PER_ACCOUNT : Infinity,
  });
  if (!reserved.open && reserved.reason === 'account_capped') {
    await lockSecondStep(app, userId);
    await refuseLocked(reply);
    return false;
  }
  if (!reserved.open) {
    await refuseAttempt(reply, reserved, ACCOUNT_MESSAGES.tooManyCodeAttempts);
    return false;
  }
  const code = compactCode(typed);
  let accepted: boolean;
  try {
    accepted = isTotpCode(code)
      ? await repository.acceptCode(userId, code, guarded)
      : kinds === 'authenticatorOrRecovery' && (await repository.useRecoveryCode(userId, code));
  } catch (error) {
    if (!(error instanceof SecretUnreadable)) throw error;
    await app.loginThrottle.withdraw(reserved.attempt);
    request.log.warn({ userId }, 'a two-factor secret cannot be opened with the configured key');
    await reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorSecretUnreadable });
    return false;
  }
  if (!accepted) {
    // The reserved attempt stays counted: that is the wrong code's failure. The one that reaches the cap locks at once.
    if (guarded && (await app.loginThrottle.failuresOf(codeThrottleKey(userId))) >= CODE_FAILURES_PER_ACCOUNT) {
      await lockSecondStep(app, userId);
      await refuseLocked(reply);
    } else {
      await reply.status(wrongStatus).send({ msg: ACCOUNT_MESSAGES.twoFactorCodeWrong });
    }
    return false;
  }
  await app.loginThrottle.succeeded(reserved.attempt);
  return true;
}

/** The caller's client id header, kept with a challenge so the visitor's ratings move at the second step. */
export function clientIdOf(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;
}
