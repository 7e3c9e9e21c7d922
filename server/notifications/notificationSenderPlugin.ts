import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxSender } from './outboxSender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the notification outbox; call wake() after queueing mails. */
    notificationSender: OutboxSender;
  }
}

/**
 * Runs the outbox sender while the app runs: it starts once the app is ready (main.ts migrates
 * before that) and stops before anything closes, so the mails in flight finish on an open
 * database and mailer.
 */
async function runNotificationSender(app: FastifyInstance): Promise<void> {
  const sender = new OutboxSender({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.appConfig.publicUrl,
    log: {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
    onDelivery: (outcome) => app.metrics?.mailDeliveries.inc({ outcome }),
  });
  app.decorate('notificationSender', sender);
  app.addHook('onReady', async () => sender.start());
  app.addHook('preClose', async () => sender.stop());
}

export const notificationSenderPlugin = fp(runNotificationSender, {
  name: 'notification-sender',
  dependencies: ['mail'],
  decorators: { fastify: ['appConfig', 'db', 'metrics'] },
});
