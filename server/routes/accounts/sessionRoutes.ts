import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AccountParams, SessionsResponse } from '../../../common/contract/accounts';
import { MessageResponse } from '../../../common/contract/errors';
import { callerOf } from '../../plugins/auth';
import { ACCOUNT_MESSAGES } from './accountMessages';
import { endOtherSessions } from './sessions';
import { errorResponses } from '../../schemas/responses';

/** The signed-in devices of an account: listed, signed out one by one, or all but this one. */
export async function sessionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const sessions = app.sessionsRepository;
  const signedIn = { preValidation: app.requireUser };

  app.get(
    '/api/auth/sessions',
    {
      ...signedIn,
      schema: {
        operationId: 'listSessions',
        summary: 'The devices signed in to this account',
        description:
          'Every session of the account, most recently seen first: a short browser label, the country of the login, ' +
          'when it started and when it was last used (to the minute). current marks the session of this token.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: SessionsResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId, sessionId } = callerOf(request);
      const rows = await sessions.list(userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          current: row.id === sessionId,
          createdAt: new Date(row.created_at).toISOString(),
          lastSeenAt: new Date(row.last_seen_at).toISOString(),
          userAgent: row.device,
          place: row.place,
        })),
      };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      ...signedIn,
      schema: {
        operationId: 'endSession',
        summary: 'Sign out one device',
        description: "Ends one of the account's sessions (this one too, like logout): its token is refused and its sockets close, on every process.",
        tags: ['accounts'],
        security: [{ bearer: [] }],
        params: AccountParams,
        response: { 200: MessageResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      const sessionId = request.params.id.toLowerCase();
      if (!(await sessions.end(userId, sessionId))) return reply.status(404).send({ msg: ACCOUNT_MESSAGES.sessionNotFound });
      app.realtime.disconnectSessions(sessionId);
      return { msg: ACCOUNT_MESSAGES.sessionEnded };
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      ...signedIn,
      schema: {
        operationId: 'logoutEverywhereElse',
        summary: 'Sign out every other device',
        description: 'Ends every session of the account but this one: their tokens are refused and their sockets close, on every process.',
        tags: ['accounts'],
        security: [{ bearer: [] }],
        response: { 200: MessageResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { userId, sessionId } = callerOf(request);
      await endOtherSessions(app, userId, sessionId);
      return { msg: ACCOUNT_MESSAGES.otherSessionsEnded };
    },
  );
}
