import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { HealthResponse, HealthUnavailable, PublicConfig } from '../../../common/contract/system';

export async function healthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness and database check',
        description: 'Answers 200 once the database answers a query, 503 while it does not.',
        tags: ['system'],
        response: { 200: HealthResponse, 503: HealthUnavailable },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.query('SELECT 1');
        return { ok: true };
      } catch {
        return reply.status(503).send({ ok: false, msg: 'Database unavailable' });
      }
    },
  );

  app.get(
    '/api/config',
    {
      schema: {
        operationId: 'getPublicConfig',
        summary: 'Public run-time settings of the web app',
        description: 'The settings the SPA needs at run time (bot link, data sources, social links, imprint). Never secrets.',
        tags: ['system'],
        response: { 200: PublicConfig },
      },
    },
    async () => app.publicConfig,
  );
}
