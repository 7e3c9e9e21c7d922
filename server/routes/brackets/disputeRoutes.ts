import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DisputeBody, DisputeList, DisputeListQuery, DisputeParams, DisputeResponse, MatchParams, ResolveDisputeBody } from '../../../common/contract/brackets';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { errorResponses } from '../../schemas/responses';
import { actorOf } from './bracketAccess';
import { AUDITED, type AfterWrite, type BracketGuards } from './bracketRouteOptions';

/** Disputes an account may open a minute: one per match it plays, far more than anyone needs. */
export const DISPUTES_PER_MINUTE = 10;

const perAccount = {
  rateLimit: {
    max: DISPUTES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => (request.auth ? `disputes user:${request.auth.userId}` : `disputes ip:${request.ip}`),
  },
};

export function disputeRoutes(fastify: FastifyInstance, guards: BracketGuards, afterWrite: AfterWrite): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const disputes = app.disputesRepository;

  app.post(
    '/api/tournaments/:id/matches/:matchId/disputes',
    {
      config: { ...AUDITED, ...perAccount },
      schema: {
        operationId: 'disputeResult',
        summary: 'Dispute a reported result (a player of the match)',
        description:
          'Within 15 minutes of the report, once per side: the match shows `disputed: true` to everyone until an admin ' +
          'resolves it. 403 for an account that plays neither side, 409 outside the window, twice, or for a match without a reported result.',
        tags: ['brackets'],
        security: [{ bearer: [] }],
        params: MatchParams,
        body: DisputeBody,
        response: { 201: DisputeResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      if (!request.auth) return reply.status(401).send({ msg: request.authError ?? SIGN_IN_REQUIRED });
      const id = request.params.id.toLowerCase();
      const dispute = await disputes.open(id, request.params.matchId, request.auth.userId, request.body.reason);
      afterWrite(id);
      return reply.status(201).send({ dispute });
    },
  );

  app.get(
    '/api/admin/disputes',
    {
      preValidation: guards.staff,
      schema: {
        operationId: 'listDisputes',
        summary: 'The disputes to resolve (admin or master)',
        description: 'Open ones first, oldest first, then the resolved ones, latest first (200 at most).',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        querystring: DisputeListQuery,
        response: { 200: DisputeList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ disputes: await disputes.list(request.query.status) }),
  );

  app.post(
    '/api/admin/disputes/:id/resolve',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'resolveDispute',
        summary: 'Resolve a dispute (admin or master)',
        description: '`upheld` reopens the match (and what depended on it) for the right result to be reported; `rejected` lets the result stand. 409 once resolved.',
        tags: ['brackets', 'admin'],
        security: [{ bearer: [] }],
        params: DisputeParams,
        body: ResolveDisputeBody,
        response: { 200: DisputeResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { dispute, tournamentId, write } = await disputes.resolve(request.params.id.toLowerCase(), request.body, actorOf(request));
      // Upheld: the reopened matches reach the watchers; rejected: pages read the bracket again to drop the mark.
      afterWrite(tournamentId, write ?? undefined);
      return { dispute };
    },
  );
}
