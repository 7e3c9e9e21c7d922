import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { normalizeGameKey } from '../../../common/gameKeys';
import { GamesRepository } from './gamesRepository';

const ListQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 100, default: 30 }),
  sort: Type.Union([Type.Literal('release'), Type.Literal('featured'), Type.Literal('name')], { default: 'release' }),
});

const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });

export async function gamesRoutes(app: FastifyInstance): Promise<void> {
  const games = new GamesRepository(app.db);

  app.get<{ Querystring: { limit: number; sort: 'release' | 'featured' | 'name' } }>(
    '/api/games',
    {
      schema: {
        operationId: 'listGames',
        summary: 'List the game catalogue',
        description: 'Games sorted by release date (newest first), featured first, or name.',
        tags: ['games'],
        querystring: ListQuery,
      },
    },
    async (request) => games.list(request.query),
  );

  app.get<{ Params: { slug: string } }>(
    '/api/games/:slug',
    {
      schema: {
        operationId: 'getGame',
        summary: 'One game by its key or an alias of it',
        description: 'The slug is normalised (spec §3), so eafc, EA_FC and ea-sports-fc all answer ea-fc.',
        tags: ['games'],
        params: SlugParams,
      },
    },
    async (request, reply) => {
      const game = await games.findByKey(normalizeGameKey(request.params.slug));
      if (!game) return reply.status(404).send({ msg: 'Game not found' });
      return game;
    },
  );
}
