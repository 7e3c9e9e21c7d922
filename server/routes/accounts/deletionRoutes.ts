import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { deletionMail } from './accountMails';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { DELETE_ACCOUNT_LINK_LIFETIME_MS, MAIL_REQUESTS_PER_IP_PER_MINUTE } from './accountRules';
import { ConfirmDeletionBody } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import { LoginThrottle } from './loginThrottle';
import { endEverySession } from './sessions';
import { callerOf } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';

/** Account deletion: asked for while logged in, confirmed from the mailed link. */
export async function deletionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.usersRepository;
  const tokens = app.accountTokensRepository;
  const throttle = app.loginThrottle;

  app.post(
    '/api/user/deletion-request',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: MAIL_REQUESTS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'requestAccountDeletion',
        summary: 'Ask to delete the logged-in account',
        description: 'Mails a /confirm-deletion?token=…&userId=… link (single use, 24 hours) to the account address.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: MessageResponse, ...errorResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await users.findById(callerOf(request).userId);
      if (!user) return reply.status(401).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      const token = await tokens.issue(user.id, 'delete_account', DELETE_ACCOUNT_LINK_LIFETIME_MS);
      try {
        await app.mailer.send(deletionMail(app.appConfig, user, token));
      } catch (error) {
        request.log.error({ err: error }, 'deletion mail could not be sent');
        return reply.status(503).send({ msg: ACCOUNT_MESSAGES.mailNotSent });
      }
      return { msg: ACCOUNT_MESSAGES.deletionRequested };
    },
  );

  app.post(
    '/api/user/confirm-deletion',
    {
      config: { rateLimit: { max: MAIL_REQUESTS_PER_IP_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        operationId: 'confirmAccountDeletion',
        summary: 'Delete an account with the mailed token',
        description:
          'Removes the personal data (e-mail, username, nickname, pictures, password, Google link) and ends every ' +
          'session. The row stays so messages show Deleted Account.',
        tags: ['accounts'],
        body: ConfirmDeletionBody,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.body.userId.toLowerCase();
      const deleted = await app.db.transaction(async (tx) => {
        const owner = await tokens.consume(request.body.token, 'delete_account', { userId, queryable: tx });
        if (!owner) return false;
        await tokens.deleteAllFor(owner, tx);
        return users.anonymize(owner, tx);
      });
      if (!deleted) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.deletionLinkInvalid });
      await endEverySession(app, userId);
      await throttle.clear(LoginThrottle.keyFor(userId, ''));
      return { msg: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
}
