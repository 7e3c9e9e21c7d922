import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FriendsRepository } from './friendsRepository';
import { friendsRoutes } from './friendsRoutes';

async function friends(app: FastifyInstance): Promise<void> {
  app.decorate('friendsRepository', new FriendsRepository(app.db));
  await app.register(friendsRoutes);
}

/** Friends are shown as user cards (public-users) and hear of each other live (realtime). */
export const friendsPlugin = fp(friends, {
  name: 'friends',
  dependencies: ['auth', 'public-users', 'rate-limits', 'realtime'],
  decorators: { fastify: ['db'] },
});
