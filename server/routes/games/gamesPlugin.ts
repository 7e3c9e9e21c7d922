import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { GameReadCache } from './gameReadCache';
import { GamesRepository } from './gamesRepository';
import { gamesRoutes } from './gamesRoutes';

async function games(app: FastifyInstance): Promise<void> {
  app.decorate('gamesRepository', new GamesRepository(app.db));
  app.decorate('gameReadCache', new GameReadCache());
  await app.register(gamesRoutes);
}

export const gamesPlugin = fp(games, { name: 'games', dependencies: ['auth'], decorators: { fastify: ['db'] } });
