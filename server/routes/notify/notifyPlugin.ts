import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotifyRepository } from './notifyRepository';
import { notifyRoutes } from './notifyRoutes';

async function notify(app: FastifyInstance): Promise<void> {
  app.decorate('notifyRepository', new NotifyRepository(app.db));
  await app.register(notifyRoutes);
}

/** A sign-up for a tournament already open is mailed at once (notification-sender). */
export const notifyPlugin = fp(notify, {
  name: 'notify',
  dependencies: ['auth', 'notification-sender', 'rate-limits'],
  decorators: { fastify: ['db'] },
});
