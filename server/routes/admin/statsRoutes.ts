import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Stats } from '../../../common/contract/admin';
import { errorResponses } from '../../schemas/responses';

export async function statsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const stats = app.statsRepository;

  app.get(
    '/api/admin/stats',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        operationId: 'getAdminStats',
        summary: 'Counts and trends for the admin dashboard (admin only)',
        description:
          'Users (total, verified), verified members against the beta target (2500 unless the countdown sets one), ' +
          'sign-ups per tournament and ratings per game (the top 20 of each), and chat messages per day for the last 14 ' +
          'days (UTC, days without messages included).',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: Stats, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async () => stats.read(),
  );
}
