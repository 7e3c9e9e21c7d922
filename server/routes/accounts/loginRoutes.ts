import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bannedUntilText } from '../../../common/oauthReturn';
import { ACCOUNT_BANNED, ACCOUNT_MESSAGES, EMAIL_NOT_VERIFIED } from './accountMessages';
import { LOGINS_PER_IP_PER_MINUTE, looksLikeEmail } from './accountRules';
import { LoginBody, LoginRefusal, SessionResponse, User } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import { LoginThrottle, refuseAttempt } from './loginThrottle';
import { sessionFor } from './sessions';
import { isBanned, toUserDto } from './userDto';
import { claimVisitorRatings } from './visitorRatings';
import { clientIdOf } from './twoFactorCodes';
import { LoginUnauthorized } from '../../../common/contract/twoFactor';
import { TWO_FACTOR_REQUIRED } from '../../../common/twoFactor';
import { callerOf } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';

const IDENTIFIER_FIELDS = ['email', 'username', 'usernameOrEmail'] as const;
// Wider than a chosen username: temporary and older names log in too; quotes and spaces never.
const LOGIN_NAME = /^[A-Za-z0-9_-]{1,64}$/;

const CLIENT_ID_HEADER = 'x-client-id';

/** The name the caller logs in with: whichever of the three fields is given (clients send any one of them). */
function loginIdentifier(body: Partial<Record<(typeof IDENTIFIER_FIELDS)[number], string>>) {
  for (const field of IDENTIFIER_FIELDS) {
    const value = body[field]?.trim();
    if (value) return { field, value };
  }
  return null;
}

/** Password login, logout and the current user. */
export async function loginRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.usersRepository;
  const throttle = app.loginThrottle;

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: { max: LOGINS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'login',
        summary: 'Log in with e-mail or username and password',
        description:
          'The name goes in email, username or usernameOrEmail (any of them takes an e-mail or a username). ' +
          'Answers { token, user }. Unknown name and wrong password answer the same 401. An unverified account ' +
          'answers 403 errorType email_not_verified (with email and username), a banned one 403 errorType ' +
          'account_banned (with banDetails). A wrong password sent again from the same address counts once. An address ' +
          'with 20 failures on an account in 15 minutes gets 429 for it; an account with 20 failures from all addresses ' +
          'pauses the addresses that failed on it (429 with Retry-After), never one that has not. 60 logins a minute per IP. An X-Client-Id ' +
          "header moves that visitor's game ratings to the account. With two-factor sign-in on, a correct password answers 401 " +
          'errorType two_factor_required with a challenge for POST /api/auth/login/2fa.',
        tags: ['accounts'],
        body: LoginBody,
        response: { 200: SessionResponse, 401: LoginUnauthorized, 403: LoginRefusal, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const identifier = loginIdentifier(request.body);
      if (!identifier) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.identifierRequired });
      if (!looksLikeEmail(identifier.value) && !LOGIN_NAME.test(identifier.value)) {
        return reply.status(400).send({ msg: `${identifier.field} must be an e-mail address or a username` });
      }
      const user = await users.findByLogin(identifier.value);
      const throttleKey = LoginThrottle.keyFor(user?.id ?? null, identifier.value);
      const reserved = await throttle.reserve(throttleKey, request.ip);
      if (!reserved.open) return refuseAttempt(reply, reserved, ACCOUNT_MESSAGES.tooManyFailedLogins);

      const matches = await app.passwords.matches(user?.password_hash, request.body.password);
      if (!user || !matches) {
        await throttle.failedPassword(reserved.attempt, request.body.password);
        return reply.status(401).send({ msg: ACCOUNT_MESSAGES.invalidCredentials });
      }
      await throttle.succeeded(reserved.attempt);

      if (!user.email_verified_at) {
        return reply
          .status(403)
          .send({ msg: ACCOUNT_MESSAGES.emailNotVerified, errorType: EMAIL_NOT_VERIFIED, email: user.email, username: user.username });
      }
      if (isBanned(user)) {
        const until = new Date(user.banned_until!);
        return reply.status(403).send({
          msg: bannedUntilText(until),
          errorType: ACCOUNT_BANNED,
          banDetails: { reason: user.ban_reason, until: until.toISOString() },
        });
      }
      if (await app.twoFactorRepository.isEnabled(user.id)) {
        const challenge = await app.twoFactorRepository.openChallenge(user.id, clientIdOf(request.headers[CLIENT_ID_HEADER]));
        return reply.status(401).send({ msg: ACCOUNT_MESSAGES.twoFactorRequired, errorType: TWO_FACTOR_REQUIRED, challenge });
      }
      await claimVisitorRatings(app, request.log, request.headers[CLIENT_ID_HEADER], user.id);
      return sessionFor(app, user, request);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      preValidation: app.requireUser,
      schema: {
        operationId: 'logout',
        summary: 'Log out: this session ends',
        description: 'Ends the session of this token: the token is refused from now on and its sockets close. Other devices stay signed in.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: MessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId, sessionId } = callerOf(request);
      await app.sessionsRepository.end(userId, sessionId);
      app.realtime.disconnectSessions(sessionId);
      return { msg: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  for (const [url, operationId] of [
    ['/api/auth/me', 'getCurrentUser'],
    ['/api/user', 'getUser'],
  ] as const) {
    app.get(
      url,
      {
        preValidation: app.requireUser,
        schema: {
          operationId,
          summary: 'The logged-in user',
          description: 'The user of the bearer token.',
          tags: ['accounts'],
          security: [{ bearer: [] }],
          response: { 200: User, ...errorResponses(401) },
        },
      },
      async (request, reply) => {
        const user = await users.findById(callerOf(request).userId);
        if (!user) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
        return toUserDto(user);
      },
    );
  }
}
