import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BetaRepository } from './betaRepository';
import { betaRoutes } from './betaRoutes';

async function beta(app: FastifyInstance): Promise<void> {
  app.decorate('betaRepository', new BetaRepository(app.db));
  await app.register(betaRoutes);
}

export const betaPlugin = fp(beta, { name: 'beta', dependencies: ['auth', 'rate-limits'], decorators: { fastify: ['db'] } });
