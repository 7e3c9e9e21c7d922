import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiKeyList, ApiKeyParams, CreateApiKeyBody, CreatedApiKey } from '../../../common/contract/brackets';
import { MessageResponse } from '../../../common/contract/errors';
import { actorOf } from './bracketAccess';
import { AUDITED, type BracketGuards, WRITE_ERRORS } from './bracketRouteOptions';

/** The keys the messaging-app bot reports results with: created, listed and revoked in the backoffice. */
export function apiKeysRoutes(fastify: FastifyInstance, guards: BracketGuards): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const keys = app.apiKeysRepository;
  /** Only people create and revoke keys: a key never manages keys. */
  const personOf = (request: Parameters<typeof actorOf>[0]): string => {
    const actor = actorOf(request);
    if (actor.kind !== 'person') throw Object.assign(new Error('An API key cannot manage API keys.'), { statusCode: 403 });
    return actor.userId;
  };

  app.post(
    '/api/admin/api-keys',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'createApiKey',
        summary: 'Create an API key (admin or master)',
        description:
          'Answers the key once: only its hash is stored. The bot sends it as `Authorization: Bearer {key}`; it can do ' +
          'nothing outside its scopes (`results`: add participants and report results).',
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: CreateApiKeyBody,
        response: { 201: CreatedApiKey, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await keys.create(request.body.name.trim(), request.body.scopes, personOf(request))),
  );

  app.get(
    '/api/admin/api-keys',
    {
      preValidation: guards.staff,
      schema: {
        operationId: 'listApiKeys',
        summary: 'The API keys in use (admin or master)',
        description: 'Names, scopes and when each was created and last used; never the keys themselves.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: ApiKeyList, 401: MessageResponse, 403: MessageResponse },
      },
    },
    async () => ({ keys: await keys.list() }),
  );

  app.delete(
    '/api/admin/api-keys/:id',
    {
      preValidation: guards.staff,
      config: AUDITED,
      schema: {
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key (admin or master)',
        description: 'The key stops working at once, on every server process.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: ApiKeyParams,
        response: { 200: MessageResponse, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const revoked = await keys.revoke(request.params.id.toLowerCase(), personOf(request));
      return revoked ? { msg: 'API key revoked' } : reply.status(404).send({ msg: 'API key not found' });
    },
  );
}
