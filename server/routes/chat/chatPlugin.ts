import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChatRepository } from './chatRepository';
import { chatRoutes } from './chatRoutes';

async function chat(app: FastifyInstance): Promise<void> {
  app.decorate('chatRepository', new ChatRepository(app.db));
  await app.register(chatRoutes);
}

/** Only friends chat (friends); messages show who wrote them (public-users) and reach their sockets (realtime). */
export const chatPlugin = fp(chat, {
  name: 'chat',
  dependencies: ['auth', 'friends', 'public-users', 'rate-limits', 'realtime'],
  decorators: { fastify: ['db'] },
});
