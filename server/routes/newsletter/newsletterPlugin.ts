import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NewsletterRepository } from './newsletterRepository';
import { newsletterRoutes } from './newsletterRoutes';

async function newsletter(app: FastifyInstance): Promise<void> {
  app.decorate('newsletterRepository', new NewsletterRepository(app.db));
  await app.register(newsletterRoutes);
}

export const newsletterPlugin = fp(newsletter, {
  name: 'newsletter',
  dependencies: ['mail', 'rate-limits'],
  decorators: { fastify: ['appConfig', 'db'] },
});
