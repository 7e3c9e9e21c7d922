import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AuditList, AuditQuery } from '../../../common/contract/admin';
import { auditLabeller } from './auditLabels';
import { errorResponses } from '../../schemas/responses';

export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const entries = app.auditRepository;
  const labelOf = auditLabeller(app);

  app.get(
    '/api/admin/audit',
    {
      preValidation: app.requireRole('admin', 'master'),
      schema: {
        operationId: 'listAuditLog',
        summary: 'The audit log (admin or master)',
        description:
          'Every change made by an admin or master through the API: who, what (method and route, or a named action), ' +
          'on what, and when, each action also in words and each target by its name today. Newest first; pass `nextBefore` ' +
          'as `before` for older entries. Filters: a part of the person\'s name, one action, a first and a last day.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: AuditList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { limit, before, actor, action, from, to } = request.query;
      const [page, actions] = await Promise.all([entries.list({ limit, before: before?.toLowerCase(), actor, action, from, to }), entries.actions()]);
      return {
        items: page.items.map((entry) => ({ ...entry, actionLabel: labelOf(entry.action) })),
        nextBefore: page.nextBefore,
        actions: actions.map((name) => ({ action: name, label: labelOf(name) })),
      };
    },
  );
}
