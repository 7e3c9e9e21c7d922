import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { STORE_NAMES } from '../../../common/game';
import { normalizeGameKey } from '../../../common/gameKeys';
import { sendSerialized, serializeForRoute } from '../../lib/readCache';
import { CreateGameBody, Game, GameList, GameListQuery, KeyParams, SlugParams, UpdateGameBody } from '../../../common/contract/games';
import { fieldMessage } from '../../plugins/validationMessages';
import { errorResponses } from '../../schemas/responses';

const GAME_NOT_FOUND = 'Game not found';

export async function gamesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const games = app.gamesRepository;
  const cache = app.gameReadCache;
  const adminOnly = app.requireRole('admin', 'master');

  app.get(
    '/api/games',
    {
      schema: {
        operationId: 'listGames',
        summary: 'List the game catalogue',
        description:
          'Games sorted by release date (newest first), featured first, name, or average rating; filtered by genre, ' +
          'platform, competitive, featured and a case-insensitive text search over name and descriptions. ' +
          'Each game carries its averageRating and ratingCount.',
        tags: ['games'],
        querystring: GameListQuery,
        response: { 200: GameList },
      },
    },
    async (request, reply) => {
      const json = await cache.listJson(request.query, async () => serializeForRoute(reply, await games.list(request.query)));
      return sendSerialized(reply, json);
    },
  );

  app.get(
    '/api/games/:slug',
    {
      schema: {
        operationId: 'getGame',
        summary: 'One game by its key or an alias of it',
        description: 'The slug is normalised, so eafc, EA_FC and ea-sports-fc all answer ea-fc; 404 for an unknown game.',
        tags: ['games'],
        params: SlugParams,
        response: { 200: Game, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const key = normalizeGameKey(request.params.slug);
      const game = await cache.game(key, () => games.findByKey(key));
      if (!game) return reply.status(404).send({ msg: GAME_NOT_FOUND });
      return game;
    },
  );

  app.post(
    '/api/games',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'createGame',
        summary: 'Add a game to the catalogue (admin or master)',
        description:
          'Creates a game under a normalised key (an alias of an existing key is refused). Store links use the store ' +
          `names (${STORE_NAMES.join(', ')}) and https URLs; images are /images paths or https URLs. 409 when the key is taken.`,
        tags: ['games', 'admin'],
        security: [{ bearer: [] }],
        body: CreateGameBody,
        response: { 201: Game, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { key } = request.body;
      if (normalizeGameKey(key) !== key) {
        return reply.status(400).send({ msg: fieldMessage('body.key', `${key} is an alias of ${normalizeGameKey(key)}`) });
      }
      const game = await games.create(request.body);
      if (!game) return reply.status(409).send({ msg: `A game with the key ${key} already exists` });
      cache.clear();
      return reply.status(201).send(game);
    },
  );

  app.patch(
    '/api/games/:key',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'updateGame',
        summary: 'Change a game of the catalogue (admin or master)',
        description: 'Changes the given fields of the game; the key (or an alias of it) names the game and cannot change.',
        tags: ['games', 'admin'],
        security: [{ bearer: [] }],
        params: KeyParams,
        body: UpdateGameBody,
        response: { 200: Game, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const game = await games.update(normalizeGameKey(request.params.key), request.body);
      if (!game) return reply.status(404).send({ msg: GAME_NOT_FOUND });
      cache.clear();
      return game;
    },
  );
}
