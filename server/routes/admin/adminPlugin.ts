import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdminUsersRepository } from './adminUsersRepository';
import { adminUsersRoutes } from './adminUsersRoutes';
import { AuditRepository } from './auditRepository';
import { auditRoutes } from './auditRoutes';
import { EarlyAccessRepository } from './earlyAccessRepository';
import { earlyAccessRoutes } from './earlyAccessRoutes';
import { SignupsRepository } from './signupsRepository';
import { signupsRoutes } from './signupsRoutes';
import { StatsRepository } from './statsRepository';
import { statsRoutes } from './statsRoutes';

/** The backoffice API; the audit trail that records its changes is a plugin of the app's (audit-trail). */
async function admin(app: FastifyInstance): Promise<void> {
  app.decorate('adminUsersRepository', new AdminUsersRepository(app.db));
  app.decorate('auditRepository', new AuditRepository(app.db));
  app.decorate('earlyAccessRepository', new EarlyAccessRepository(app.db));
  app.decorate('signupsRepository', new SignupsRepository(app.db));
  app.decorate('statsRepository', new StatsRepository(app.db));

  await app.register(adminUsersRoutes);
  await app.register(auditRoutes);
  await app.register(signupsRoutes);
  await app.register(statsRoutes);
  await app.register(earlyAccessRoutes);
}

/** Staff changes read and write accounts (accounts) and tell their owners by mail (mail). */
export const adminPlugin = fp(admin, {
  name: 'admin',
  dependencies: ['accounts', 'audit-trail', 'auth', 'mail', 'rate-limits'],
  decorators: { fastify: ['appConfig', 'db'] },
});
