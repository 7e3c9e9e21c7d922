import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const PublicConfigResponse = Type.Object({
  botUrl: Type.String(),
  tournamentSource: Type.Union([Type.Literal('api'), Type.Literal('local')]),
  shopSource: Type.Union([Type.Literal('api'), Type.Literal('local')]),
  cryptoWallet: NullableString,
  analyticsId: NullableString,
  googleClientId: NullableString,
  discordClientId: NullableString,
  supportEmail: Type.String(),
  social: Type.Object({ instagram: Type.String(), x: Type.String(), telegram: Type.String() }),
  imprint: Type.Object({
    company: Type.String(),
    address: Type.String(),
    representative: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    register: Type.String(),
    vatId: Type.String(),
  }),
});

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
        // ok is absent when the error handler answers the 503 (the server is shutting down).
        response: { 200: Type.Object({ ok: Type.Boolean() }), 503: Type.Object({ ok: Type.Optional(Type.Boolean()), msg: Type.String() }) },
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
        response: { 200: PublicConfigResponse },
      },
    },
    async () => app.publicConfig,
  );
}
