import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API_KEY_MAX_LIFETIME_DAYS } from '../../../common/apiKeyBounds';
import { ApiKeyList, ApiKeyParams, CreateApiKeyBody, CreatedApiKey } from '../../../common/contract/brackets';
import { MessageResponse } from '../../../common/contract/errors';
import { fieldMessage } from '../../plugins/validationMessages';
import { actorOf, API_KEY_WRITES_PER_MINUTE } from './bracketAccess';
import { AUDITED, type BracketGuards } from './bracketRouteOptions';
import { errorResponses } from '../../schemas/responses';

const DAY_MS = 24 * 60 * 60 * 1000;

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
          'nothing outside its scopes (`results`: add participants and report results). It works while the admin or master ' +
          'who created it is still one, not banned and not deleted; until `expiresAt` if given (otherwise it does not expire); ' +
          `for the tournaments of \`tournamentIds\` only if given; and for ${API_KEY_WRITES_PER_MINUTE} writes a minute (429 beyond).`,
        tags: ['admin'],
        security: [{ bearer: [] }],
        body: CreateApiKeyBody,
        response: { 201: CreatedApiKey, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const createdBy = personOf(request);
      const { name, scopes, expiresAt, tournamentIds } = request.body;
      const end = expiresAt === undefined ? undefined : new Date(expiresAt);
      if (end && !(end.getTime() > Date.now())) return reply.status(400).send({ msg: fieldMessage('body.expiresAt', 'must be in the future') });
      if (end && end.getTime() > Date.now() + API_KEY_MAX_LIFETIME_DAYS * DAY_MS) {
        return reply.status(400).send({ msg: fieldMessage('body.expiresAt', `must be at most ${API_KEY_MAX_LIFETIME_DAYS} days ahead`) });
      }
      const bounds = { expiresAt: end, tournamentIds: tournamentIds && [...new Set(tournamentIds.map((id) => id.toLowerCase()))] };
      return reply.status(201).send(await keys.create(name.trim(), scopes, createdBy, bounds));
    },
  );

  app.get(
    '/api/admin/api-keys',
    {
      preValidation: guards.staff,
      schema: {
        operationId: 'listApiKeys',
        summary: 'The API keys in use (admin or master)',
        description:
          'Names, scopes, when each was created and last used and by whom it was created, its end and tournaments, and ' +
          'whether it works now (with the reason when it does not); never the keys themselves.',
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: ApiKeyList, ...errorResponses(401, 403) },
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
        response: { 200: MessageResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const revoked = await keys.revoke(request.params.id.toLowerCase(), personOf(request));
      return revoked ? { msg: 'API key revoked' } : reply.status(404).send({ msg: 'API key not found' });
    },
  );
}
