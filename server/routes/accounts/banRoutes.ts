import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PERMANENT_BAN_UNTIL } from '../../../common/accountRules';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { endEverySession } from './sessions';
import { staffBannedMail } from './accountMails';
import { staffChangeAllowed, tellStaffMember } from './staffChangeGuard';
import { AccountParams, BanBody, BannedResponse } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import { callerOf } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';

/** Admins ban a user with a reason, until a date or for good, and lift the ban. */
export async function banRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = app.usersRepository;
  const adminOnly = { preValidation: app.requireRole('admin') };

  app.post(
    '/api/admin/users/:id/ban',
    {
      ...adminOnly,
      schema: {
        operationId: 'banUser',
        summary: 'Ban a user until a date or permanently (admin)',
        description:
          'Role admin or the isAdmin flag. The user cannot log in (403 errorType account_banned with banDetails) and ' +
          'every session ends (their tokens are refused) and their open realtime connections close at once. Banning an ' +
          'admin or master needs the caller\'s own password (400 when missing or wrong, counted like a wrong login ' +
          'password; 429 after too many) and mails them; the operator account (ADMIN_EMAIL) cannot be banned (403).',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: AccountParams,
        body: BanBody,
        response: { 200: BannedResponse, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.params.id.toLowerCase();
      const { permanent, until: end } = request.body;
      if (permanent && end) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.banEndTwice });
      if (!permanent && !end) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.banEndNeeded });
      const until = new Date(permanent ? PERMANENT_BAN_UNTIL : end!);
      if (!(until.getTime() > Date.now())) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.banUntilInPast });
      const actorId = callerOf(request).userId;
      if (userId === actorId) return reply.status(400).send({ msg: ACCOUNT_MESSAGES.cannotBanYourself });
      const target = await users.findById(userId);
      if (!target) return reply.status(404).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      if (!(await staffChangeAllowed(app, request, reply, { actorId, target, password: request.body.password }))) return reply;
      const banned = await users.ban(userId, request.body.reason.trim(), until);
      if (!banned) return reply.status(404).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      await endEverySession(app, userId);
      const by = (await users.findById(actorId))?.username ?? 'unknown';
      const length = permanent ? 'permanently' : `until ${until.toISOString()}`;
      tellStaffMember(app, target, staffBannedMail(app.appConfig, target, { length, reason: banned.ban_reason ?? '', by }));
      return { msg: ACCOUNT_MESSAGES.banned, banDetails: { reason: banned.ban_reason, until: until.toISOString() } };
    },
  );

  app.delete(
    '/api/admin/users/:id/ban',
    {
      ...adminOnly,
      schema: {
        operationId: 'unbanUser',
        summary: 'Lift the ban of a user (admin)',
        description: 'Role admin or the isAdmin flag.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: AccountParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const unbanned = await users.unban(request.params.id.toLowerCase());
      if (!unbanned) return reply.status(404).send({ msg: ACCOUNT_MESSAGES.userNotFound });
      return { msg: ACCOUNT_MESSAGES.unbanned };
    },
  );
}
