import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isCommonPassword } from '../../lib/commonPasswords';
import { mayMailRecipient } from '../../notifications/recipientCooldown';
import { passwordResetMail, twoFactorOffMail } from './accountMails';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { LOGINS_PER_IP_PER_MINUTE, MAIL_REQUESTS_PER_IP_PER_MINUTE, RESET_PASSWORD_LINK_LIFETIME_MS } from './accountRules';
import { ChangePasswordBody, EmailBody, ResetPasswordBody, SessionResponse } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import { LoginThrottle } from './loginThrottle';
import { endEverySession, endOtherSessions, sendInBackground } from './sessions';
import { toUserDto } from './userDto';
import { callerOf } from '../../plugins/auth';
import { passwordAccepted, recentGoogleSignIn } from './reauthentication';
import { codeThrottleKey } from './twoFactorCodes';
import { TwoFactorRefusal } from '../../../common/contract/twoFactor';
import { errorResponses } from '../../schemas/responses';

/** Forgotten password by mailed link (single use, 1 hour) and a logged-in password change. */
export async function passwordRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.usersRepository;
  const tokens = app.accountTokensRepository;
  const throttle = app.loginThrottle;

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: { max: MAIL_REQUESTS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'forgotPassword',
        summary: 'Mail a password reset link',
        description:
          'Mails a /reset-password?token=… link (single use, 1 hour). Answers the same whether or not the address has an ' +
          'account. One such mail per address every 2 minutes and 6 a day, whoever asks.',
        tags: ['accounts'],
        body: EmailBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = await users.findByEmail(request.body.email);
      if (user && (await mayMailRecipient(app.rateCounter, 'reset_password', user.email))) {
        const token = await tokens.issue(user.id, 'reset_password', RESET_PASSWORD_LINK_LIFETIME_MS);
        sendInBackground(app, passwordResetMail(app.appConfig, user, token));
      }
      return { msg: ACCOUNT_MESSAGES.resetRequested };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: { max: LOGINS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'resetPassword',
        summary: 'Set a new password with a mailed reset token',
        description:
          'The token works once and for 1 hour. Every session of the account ends at once; the e-mail counts as verified. ' +
          'Two-factor sign-in, if on, is turned off (the owner is mailed), so an authenticator someone else added cannot ' +
          'outlive the reset and a lost phone does not lock the owner out; failed logins and wrong codes are forgotten. ' +
          'A password among the most common ones answers 400 and leaves the token unused.',
        tags: ['accounts'],
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      // Checked before the token is used, so the same link works for a better password.
      if (isCommonPassword(request.body.password)) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.passwordTooCommon });
      const passwordHash = await app.passwords.hash(request.body.password);
      const reset = await app.db.transaction(async (tx) => {
        const userId = await tokens.consume(request.body.token, 'reset_password', { queryable: tx });
        const updated = userId ? await users.setPassword(userId, passwordHash, tx) : null;
        return updated ? { user: updated, twoFactorWasOn: await app.twoFactorRepository.remove(updated.id, tx) } : null;
      });
      if (!reset) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.resetLinkInvalid });
      const { user } = reset;
      await endEverySession(app, user.id);
      // Whoever holds the mailbox may log in again at once, whatever a guesser did before.
      await throttle.clear(LoginThrottle.keyFor(user.id, ''));
      await throttle.clear(codeThrottleKey(user.id));
      if (reset.twoFactorWasOn) sendInBackground(app, twoFactorOffMail(app.appConfig, user, 'reset'));
      return { msg: ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: LOGINS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'changePassword',
        summary: 'Change the password of the logged-in account',
        description:
          'Needs currentPassword unless the account has none yet (a Google login), which must then have signed in with Google ' +
          'within the last 10 minutes (else 403 errorType reauthentication_required); a new password among the most common ' +
          'ones answers 400. A wrong currentPassword counts like a wrong login password, for the account and address, and ' +
          'too many answer 429 with Retry-After. Every other session ends at once; this ' +
          'one stays, and the answer carries its new token (the one sent stops working).',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: { 200: SessionResponse, 403: TwoFactorRefusal, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { userId, sessionId } = caller;
      if (isCommonPassword(request.body.newPassword)) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.passwordTooCommon });
      const current = await users.findById(userId);
      if (!current) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      if (current.password_hash) {
        const given = request.body.currentPassword;
        if (given === undefined) return reply.status(400).send({ msg: 'currentPassword is required' });
        if (!(await passwordAccepted(app, request, reply, current, given, ACCOUNT_MESSAGES.currentPasswordWrong))) return reply;
      } else if (!(await recentGoogleSignIn(app, reply, caller))) {
        // A stolen token must not be able to give the account a password of the thief's choosing.
        return reply;
      }
      const updated = await users.setPassword(current.id, await app.passwords.hash(request.body.newPassword));
      if (!updated) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      await endOtherSessions(app, updated.id, sessionId);
      const token = await app.signToken({ id: updated.id, tokenVersion: updated.token_version, role: updated.role, sessionId });
      return { msg: ACCOUNT_MESSAGES.passwordChanged, token, user: toUserDto(updated) };
    },
  );
}
