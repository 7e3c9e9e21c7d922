import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LoginRefusal, SessionResponse } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import { CodeBody, DisableTwoFactorBody, RecoveryCodes, SecondStepBody, TwoFactorSetup, TwoFactorStatus } from '../../../common/contract/twoFactor';
import { bannedUntilText } from '../../../common/oauthReturn';
import { meetsRole, STAFF_ROLES } from '../../../common/roles';
import { passwordMatches } from '../../lib/passwords';
import { callerOf } from '../../plugins/auth';
import { newRecoveryCodes } from '../../twoFactor/recoveryCodes';
import { newTotpSecret, otpauthUrl } from '../../twoFactor/totp';
import { ACCOUNT_BANNED, ACCOUNT_MESSAGES, TWO_FACTOR_CHALLENGE_INVALID } from './accountMessages';
import { LOGINS_PER_IP_PER_MINUTE } from './accountRules';
import { endOtherSessions, sessionFor } from './sessions';
import { codeAccepted, passesCodeGate, recordWrongPassword } from './twoFactorCodes';
import { isBanned } from './userDto';
import { claimVisitorRatings } from './visitorRatings';

const CODE_GUESSING =
  'Wrong codes are counted per account and address like wrong passwords: too many answer 429 with Retry-After. ' +
  'A code is accepted one 30-second step either side of now, and never twice.';

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
          'enabled, whether a setup waits for its first code, how many recovery codes are left, and whether admin operations ' +
          'require it of this account.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: TwoFactorStatus, 401: MessageResponse },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const state = await repository.state(caller.userId);
      return { ...state, required: app.appConfig.requireAdmin2fa && meetsRole(caller, STAFF_ROLES) };
    },
  );

  app.post(
    '/api/auth/2fa/setup',
    {
      ...signedIn,
      schema: {
        operationId: 'startTwoFactorSetup',
        summary: 'Start setting up two-factor sign-in',
        description:
          'Makes a new authenticator key (TOTP, RFC 6238: SHA-1, 6 digits, 30 seconds) and answers it in base32 and as an ' +
          'otpauth:// link for a QR code. Nothing changes at login until a code confirms it (POST /api/auth/2fa/enable); ' +
          'asking again replaces a key that was not confirmed. Needs only a bearer token (an admin without two-factor may ' +
          'call it). 409 when two-factor is already on.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: TwoFactorSetup, 401: MessageResponse, 409: MessageResponse },
      },
    },
    async (request, reply) => {
      const { userId, email } = callerOf(request);
      if (await repository.isEnabled(userId)) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorAlreadyOn });
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
          'shown this once (only their hashes are kept). Every other session of the account ends. 400 for a wrong code, ' +
          `409 without a setup or when it is on already. ${CODE_GUESSING}`,
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: CodeBody,
        response: { 200: RecoveryCodes, 400: MessageResponse, 401: MessageResponse, 409: MessageResponse, 429: MessageResponse },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = callerOf(request);
      const state = await repository.state(userId);
      if (state.enabled) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorAlreadyOn });
      if (!state.pending) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorNotStarted });
      if (!(await codeAccepted(app, request, reply, userId, request.body.code, 'pending'))) return reply;
      const recoveryCodes = newRecoveryCodes();
      await repository.enable(userId, recoveryCodes);
      await endOtherSessions(app, userId, sessionId);
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
          'Needs the password and a code from the app (or a recovery code). The key and the recovery codes are deleted and ' +
          `every other session of the account ends. 400 for a wrong password or code, 409 when two-factor is off. ${CODE_GUESSING}`,
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: DisableTwoFactorBody,
        response: { 200: MessageResponse, 400: MessageResponse, 401: MessageResponse, 409: MessageResponse, 429: MessageResponse },
      },
    },
    async (request, reply) => {
      const { userId, sessionId } = callerOf(request);
      if (!(await repository.isEnabled(userId))) return reply.status(409).send({ msg: ACCOUNT_MESSAGES.twoFactorOff });
      if (!(await passesCodeGate(app, request, reply, userId))) return reply;
      const user = await app.usersRepository.findById(userId);
      if (!user) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      if (!(await passwordMatches(user.password_hash, request.body.password))) {
        await recordWrongPassword(app, request, user, request.body.password);
        return reply.status(400).send({ msg: ACCOUNT_MESSAGES.passwordWrong });
      }
      if (!(await codeAccepted(app, request, reply, userId, request.body.code, 'authenticatorOrRecovery'))) return reply;
      await repository.remove(userId);
      await endOtherSessions(app, userId, sessionId);
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
        response: { 200: RecoveryCodes, 400: MessageResponse, 401: MessageResponse, 409: MessageResponse, 429: MessageResponse },
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
          '(used up); answers { token, user } like a login. A challenge is single use and lasts 5 minutes: an unknown, used ' +
          `or expired one answers 401 errorType two_factor_challenge_invalid; a wrong code answers 401. ${CODE_GUESSING}`,
        tags: ['accounts'],
        body: SecondStepBody,
        response: { 200: SessionResponse, 400: MessageResponse, 401: LoginRefusal, 403: LoginRefusal, 429: MessageResponse },
      },
    },
    async (request, reply) => {
      const challengeInvalid = { msg: ACCOUNT_MESSAGES.twoFactorChallengeInvalid, errorType: TWO_FACTOR_CHALLENGE_INVALID };
      const challenge = await repository.findChallenge(request.body.challenge);
      const user = challenge && (await app.usersRepository.findById(challenge.userId));
      if (!challenge || !user) return reply.status(401).send(challengeInvalid);
      if (isBanned(user)) {
        const until = new Date(user.banned_until!);
        return reply.status(403).send({ msg: bannedUntilText(until), errorType: ACCOUNT_BANNED, banDetails: { reason: user.ban_reason, until: until.toISOString() } });
      }
      if (!(await codeAccepted(app, request, reply, user.id, request.body.code, 'authenticatorOrRecovery', 401))) return reply;
      if (!(await repository.closeChallenge(request.body.challenge))) return reply.status(401).send(challengeInvalid);
      await claimVisitorRatings(app, request.log, challenge.clientId, user.id);
      return sessionFor(app, user, request);
    },
  );
}
