import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RatingSummaryCache } from './ratingSummaryCache';
import { RatingsRepository } from './ratingsRepository';
import { ratingsRoutes } from './ratingsRoutes';

async function ratings(app: FastifyInstance): Promise<void> {
  app.decorate('ratingsRepository', new RatingsRepository(app.db));
  app.decorate('ratingSummaryCache', new RatingSummaryCache());
  await app.register(ratingsRoutes);
}

/** A rating changes the catalogue's average ratings (games). */
export const ratingsPlugin = fp(ratings, { name: 'ratings', dependencies: ['auth', 'games', 'rate-limits'], decorators: { fastify: ['db'] } });
