import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isCommonPassword } from '../../lib/commonPasswords';
import { mayMailRecipient } from '../../notifications/recipientCooldown';
import type { Mail } from '../../plugins/mail';
import { registrationAttemptMail, verificationMail } from './accountMails';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { MAIL_REQUESTS_PER_IP_PER_MINUTE, usernameProblem, VERIFY_EMAIL_LINK_LIFETIME_MS } from './accountRules';
import { EmailBody, RegisterBody, RegisteredResponse, TokenBody } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import { sendInBackground } from './sessions';
import { toUserDto } from './userDto';
import { TakenError } from './usersRepository';
import { errorResponses } from '../../schemas/responses';

/** Sign-up with e-mail, username and password, and the e-mail verification around it. */
export async function registrationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.usersRepository;
  const tokens = app.accountTokensRepository;
  const mailRateLimit = { rateLimit: { max: MAIL_REQUESTS_PER_IP_PER_MINUTE, timeWindow: 60_000 } };

  app.post(
    '/api/auth/register',
    {
      config: mailRateLimit,
      schema: {
        operationId: 'register',
        summary: 'Create an account',
        description:
          'Creates an unverified account and mails a /verify-email/{token} link (valid 24 hours). Logging in ' +
          'before verification answers errorType email_not_verified. A password among the ~49,000 most common ones answers 400. ' +
          'An address that already has an account answers the same 201 (its owner is mailed instead); a taken username answers 409. ' +
          'One sign-up mail per mailbox every 2 minutes and 6 a day.',
        tags: ['accounts'],
        body: RegisterBody,
        response: { 201: RegisteredResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, username, password } = request.body;
      const problem = usernameProblem(username);
      if (problem) return reply.status(400).send({ msg: problem });
      if (isCommonPassword(password)) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.passwordTooCommon });
      const passwordHash = await app.passwords.hash(password);
      const usernameTaken = () => reply.status(409).send({ msg: ACCOUNT_MESSAGES.usernameTaken });
      let user;
      let mail: Mail | null;
      try {
        user = await users.create({ email, username, passwordHash, emailVerified: false });
        mail = verificationMail(app.appConfig, user, await tokens.issue(user.id, 'verify_email', VERIFY_EMAIL_LINK_LIFETIME_MS));
      } catch (error) {
        if (!(error instanceof TakenError)) throw error;
        // Usernames are public, so a taken one may say so; a taken address must not show.
        if (error.field !== 'email' || (await users.usernameTaken(username))) return usernameTaken();
        const owner = await users.findByEmail(email);
        try {
          user = await users.createStandIn({ email, username, passwordHash });
        } catch (standInError) {
          if (standInError instanceof TakenError) return usernameTaken();
          throw standInError;
        }
        mail = owner && registrationAttemptMail(app.appConfig, owner);
      }
      // One sign-up mail per mailbox and window, whichever of the two it is.
      if (mail && (await mayMailRecipient(app.rateCounter, 'register', email))) {
        try {
          await app.mailer.send(mail);
        } catch (error) {
          // The account exists either way; the login page offers to resend the link.
          request.log.error({ err: error }, 'sign-up mail could not be sent');
        }
      }
      return reply.status(201).send({ msg: ACCOUNT_MESSAGES.registered, user: toUserDto(user) });
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        operationId: 'verifyEmail',
        summary: 'Verify an e-mail address with the mailed token',
        description: 'The token of a /verify-email/{token} link. A link already used answers 200 when the address is verified.',
        tags: ['accounts'],
        body: TokenBody,
        response: { 200: MessageResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { token } = request.body;
      const found = await tokens.lookup(token, 'verify_email');
      if (found.state === 'used') {
        const user = await users.findById(found.userId);
        if (user?.email_verified_at) return { msg: ACCOUNT_MESSAGES.emailAlreadyVerified };
      }
      const verified = await app.db.transaction(async (tx) => {
        const userId = await tokens.consume(token, 'verify_email', { queryable: tx });
        return userId ? users.markEmailVerified(userId, tx) : null;
      });
      if (!verified) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.verificationLinkInvalid });
      return { msg: ACCOUNT_MESSAGES.emailVerified };
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: mailRateLimit,
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Mail a new verification link',
        description:
          'Answers the same whether or not an unverified account exists for the address. One such mail per address ' +
          'every 2 minutes and 6 a day, whoever asks.',
        tags: ['accounts'],
        body: EmailBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const user = await users.findByEmail(request.body.email);
      if (user && !user.email_verified_at && (await mayMailRecipient(app.rateCounter, 'verify_email', user.email))) {
        const token = await tokens.issue(user.id, 'verify_email', VERIFY_EMAIL_LINK_LIFETIME_MS);
        sendInBackground(app, verificationMail(app.appConfig, user, token));
      }
      return { msg: ACCOUNT_MESSAGES.verificationResent };
    },
  );
}
