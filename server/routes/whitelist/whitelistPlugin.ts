import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WhitelistRepository } from './whitelistRepository';
import { whitelistRoutes } from './whitelistRoutes';

async function whitelist(app: FastifyInstance): Promise<void> {
  app.decorate('whitelistRepository', new WhitelistRepository(app.db));
  await app.register(whitelistRoutes);
}

export const whitelistPlugin = fp(whitelist, { name: 'whitelist', dependencies: ['auth', 'rate-limits'], decorators: { fastify: ['db'] } });
