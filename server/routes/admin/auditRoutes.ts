import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ADMIN_ERRORS, AuditList, AuditQuery } from '../../../common/contract/admin';

export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const entries = app.auditRepository;

  app.get(
    '/api/admin/audit',
    {
      preValidation: app.requireRole('admin', 'master'),
      schema: {
        operationId: 'listAuditLog',
        summary: 'The audit log (admin or master)',
        description:
          'Every change made by an admin or master through the API: who, what (method and route, or a named action), ' +
          'on what, and when. Newest first; pass `nextBefore` as `before` for older entries.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: AuditList, ...ADMIN_ERRORS },
      },
    },
    async (request) => entries.list({ limit: request.query.limit, before: request.query.before?.toLowerCase() }),
  );
}
