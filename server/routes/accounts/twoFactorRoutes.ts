import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LoginRefusal, SessionResponse, TokenBody } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import {
  CodeBody,
  DisableTwoFactorBody,
  EnableTwoFactorBody,
  RecoveryCodes,
  SecondStepBody,
  SetupTwoFactorBody,
  TwoFactorRefusal,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../../../common/contract/twoFactor';
import { bannedUntilText } from '../../../common/oauthReturn';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import { callerOf } from '../../plugins/auth';
import { newRecoveryCodes } from '../../twoFactor/recoveryCodes';
import { newTotpSecret, otpauthUrl } from '../../twoFactor/totp';
import { twoFactorOffMail, twoFactorOnMail } from './accountMails';
import { ACCOUNT_BANNED, ACCOUNT_MESSAGES, TWO_FACTOR_CHALLENGE_INVALID } from './accountMessages';
import { LOGINS_PER_IP_PER_MINUTE } from './accountRules';
import { ownerConfirmed, passwordAccepted } from './reauthentication';
import { endOtherSessions, sendInBackground, sessionFor } from './sessions';
import { codeAccepted, codeThrottleKey } from './twoFactorCodes';
import { isBanned } from './userDto';
import { claimVisitorRatings } from './visitorRatings';
import { errorResponses } from '../../schemas/responses';

const CODE_GUESSING =
  'Every wrong code counts, per account and address: an address with too many gets 429 with Retry-After; 10 wrong ' +
  'codes on the account in 15 minutes, from anywhere, lock its second step (423 errorType two_factor_locked) until ' +
  'the owner follows the link mailed to them or resets the password. A code is accepted one 30-second step either ' +
  'side of now, and never twice. 409 when the stored key cannot be read (use a recovery code).';
const SETUP_CODE_GUESSING =
  'Every wrong code counts, per account and address: too many answer 429 with Retry-After. A code is accepted one ' +
  '30-second step either side of now.';
const OWNER_PROOF =
  'Needs the current password (a wrong one answers 400 and counts like a wrong login password); an account without a ' +
  'password must have signed in with Google within the last 10 minutes, else 403 errorType reauthentication_required.';

/** Two-factor sign-in: its setup, confirmation, recovery codes, turning it off, and the second step of a login. */
export async function twoFactorRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const repository = app.twoFactorRepository;
  const signedIn = { preValidation: app.requireUser };

  app.get(
    '/api/auth/2fa',
    {
      ...signedIn,
      schema: {
        operationId: 'getTwoFactorStatus',
        summary: 'Whether two-factor sign-in is on',
        description:
          'enabled, whether a setup waits for its first code, how many recovery codes are left, whether admin operations ' +
          'require it of this account, and whether the account has a password (without one, a setup needs a recent Google sign-in).',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: TwoFactorStatus, ...errorResponses(401) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const state = await repository.state(caller.userId);
      const user = await app.usersRepository.findById(caller.userId);
      return { ...state, required: app.appConfig.requireAdmin2fa && meetsRole(caller, STAFF_ROLES), hasPassword: Boolean(user?.password_hash) };
    },
  );

  app.post(
    '/api/auth/2fa/setup',
    {
      // An account without a password has nothing to send: a request without a body is an empty one.
      preValidation: [app.requireUser, async (request) => void (request.body ??= {})],
      schema: {
        operationId: 'startTwoFactorSetup',
        summary: 'Start setting up two-factor sign-in',
        description:
          'Makes a new authenticator key (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds) and answers it in base32 and as an ' +
          'otpauth:// link for a QR code. Nothing changes at login until a code confirms it (POST /api/auth/2fa/enable); ' +
          `asking again replaces a key that was not confirmed. ${OWNER_PROOF} An admin without two-factor may call it. ` +
          '409 when two-factor is already on.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: SetupTwoFactorBody,
        response: { 200: TwoFactorSetup, 403: TwoFactorRefusal, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { userId, email } = caller;
      if (await repository.isEnabled(userId)) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorAlreadyOn });
      if (!(await ownerConfirmed(app, request, reply, caller, request.body.password))) return reply;
      const secret = newTotpSecret();
      await repository.savePending(userId, secret);
      return { secret, otpauthUrl: otpauthUrl(secret, email) };
    },
  );

  app.post(
    '/api/auth/2fa/enable',
    {
      ...signedIn,
      schema: {
        operationId: 'enableTwoFactor',
        summary: 'Turn two-factor sign-in on with a first code',
        description:
          'Confirms the key of the setup with a code from the app and turns two-factor on; answers the ten recovery codes, ' +
          'shown this once (only their hashes are kept). Every other session of the account ends and the owner is mailed. ' +
          `${OWNER_PROOF} 400 for a wrong code, 409 without a setup or when it is on already. ${SETUP_CODE_GUESSING}`,
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: EnableTwoFactorBody,
        response: { 200: RecoveryCodes, 403: TwoFactorRefusal, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { userId, sessionId } = caller;
      const state = await repository.state(userId);
      if (state.enabled) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorAlreadyOn });
      if (!state.pending) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorNotStarted });
      if (!(await ownerConfirmed(app, request, reply, caller, request.body.password))) return reply;
      if (!(await codeAccepted(app, request, reply, userId, request.body.code, 'pending'))) return reply;
      const recoveryCodes = newRecoveryCodes();
      await repository.enable(userId, recoveryCodes);
      await endOtherSessions(app, userId, sessionId);
      sendInBackground(app, twoFactorOnMail(app.appConfig, caller));
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/auth/2fa/disable',
    {
      ...signedIn,
      schema: {
        operationId: 'disableTwoFactor',
        summary: 'Turn two-factor sign-in off',
        description:
          'Needs the password and a code from the app (or a recovery code). The key and the recovery codes are deleted, ' +
          'every other session of the account ends and the owner is mailed. 400 for a wrong password (counted like a wrong ' +
          `login password) or code, 409 when two-factor is off. ${CODE_GUESSING}`,
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: DisableTwoFactorBody,
        response: { 200: MessageResponse, 423: TwoFactorRefusal, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = callerOf(request);
      if (!(await repository.isEnabled(userId))) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorOff });
      const user = await app.usersRepository.findById(userId);
      if (!user) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      if (!(await passwordAccepted(app, request, reply, user, request.body.password, ACCOUNT_MESSAGES.passwordWrong))) return reply;
      if (!(await codeAccepted(app, request, reply, userId, request.body.code, 'authenticatorOrRecovery'))) return reply;
      await repository.remove(userId);
      await endOtherSessions(app, userId, sessionId);
      sendInBackground(app, twoFactorOffMail(app.appConfig, user, 'settings'));
      return { msg: ACCOUNT_MESSAGES.twoFactorDisabled };
    },
  );

  app.post(
    '/api/auth/2fa/recovery-codes',
    {
      ...signedIn,
      schema: {
        operationId: 'regenerateRecoveryCodes',
        summary: 'New recovery codes',
        description:
          'With a code from the app: ten new recovery codes replace the old ones (used or not), shown this once. Every other ' +
          `session of the account ends. 400 for a wrong code, 409 when two-factor is off. ${CODE_GUESSING}`,
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: CodeBody,
        response: { 200: RecoveryCodes, 423: TwoFactorRefusal, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = callerOf(request);
      if (!(await repository.isEnabled(userId))) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorOff });
      if (!(await codeAccepted(app, request, reply, userId, request.body.code, 'authenticator'))) return reply;
      const recoveryCodes = newRecoveryCodes();
      await repository.replaceRecoveryCodes(userId, recoveryCodes);
      await endOtherSessions(app, userId, sessionId);
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/auth/login/2fa',
    {
      config: { rateLimit: { max: LOGINS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'loginSecondStep',
        summary: 'Finish a login with a two-factor code',
        description:
          'Takes the challenge a correct password (or a Google sign-in) answered and a code from the app or a recovery code ' +
          '(used up); answers { token, user } like a login. A challenge is single use, lasts 5 minutes and takes at most 5 ' +
          'codes: an unknown, used, expired or spent one answers 401 errorType two_factor_challenge_invalid (log in with the ' +
          `password again); a wrong code answers 401. ${CODE_GUESSING}`,
        tags: ['accounts'],
        body: SecondStepBody,
        response: { 200: SessionResponse, 401: LoginRefusal, 403: LoginRefusal, 423: TwoFactorRefusal, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const challengeInvalid = { msg: ACCOUNT_MESSAGES.twoFactorChallengeInvalid, errorType: TWO_FACTOR_CHALLENGE_INVALID };
      const challenge = await repository.tryChallenge(request.body.challenge);
      const user = challenge && (await app.usersRepository.findById(challenge.userId));
      if (!challenge || !user) return reply.status(401).send(challengeInvalid);
      if (isBanned(user)) {
        const until = new Date(user.banned_until!);
        return reply.status(403).send({ msg: bannedUntilText(until), errorType: ACCOUNT_BANNED, banDetails: { reason: user.ban_reason, until: until.toISOString() } });
      }
      if (!(await codeAccepted(app, request, reply, user.id, request.body.code, 'authenticatorOrRecovery', 401))) return reply;
      if (!(await repository.closeChallenge(request.body.challenge))) return reply.status(401).send(challengeInvalid);
      await claimVisitorRatings(app, request.log, challenge.clientId, user.id);
      return sessionFor(app, user, request, challenge.signedInWith);
    },
  );

  app.post(
    '/api/auth/2fa/unlock',
    {
      config: { rateLimit: { max: LOGINS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'unlockTwoFactor',
        summary: 'Unlock the second step with the mailed link',
        description:
          'After too many wrong codes the second step of an account locks and its owner is mailed a link ' +
          '(/unlock-two-factor#token=…, single use, 24 hours). Its token unlocks it and forgets the wrong codes. 400 for an ' +
          'unknown, used or expired token. A password reset unlocks too.',
        tags: ['accounts'],
        body: TokenBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const userId = await app.accountTokensRepository.consume(request.body.token, 'unlock_two_factor');
      if (!userId) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.twoFactorUnlockLinkInvalid });
      await repository.unlock(userId);
      await app.loginThrottle.clear(codeThrottleKey(userId));
      return { msg: ACCOUNT_MESSAGES.twoFactorUnlocked };
    },
  );
}
