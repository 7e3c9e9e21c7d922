import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ProfilesRepository } from './profilesRepository';
import { profilesRoutes } from './profilesRoutes';

async function profiles(app: FastifyInstance): Promise<void> {
  app.decorate('profilesRepository', new ProfilesRepository(app.db));
  await app.register(profilesRoutes);
}

/** A profile says whether its owner is a friend (friends) and online (realtime). */
export const profilesPlugin = fp(profiles, {
  name: 'profiles',
  dependencies: ['auth', 'friends', 'public-users', 'realtime'],
  decorators: { fastify: ['db'] },
});
