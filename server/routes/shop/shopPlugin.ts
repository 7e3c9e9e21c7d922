import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ShopRepository } from './shopRepository';
import { shopRoutes } from './shopRoutes';

async function shop(app: FastifyInstance): Promise<void> {
  app.decorate('shopRepository', new ShopRepository(app.db));
  await app.register(shopRoutes);
}

export const shopPlugin = fp(shop, { name: 'shop', dependencies: ['auth', 'rate-limits'], decorators: { fastify: ['appConfig', 'db'] } });
