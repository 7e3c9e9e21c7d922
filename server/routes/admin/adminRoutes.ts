import type { FastifyInstance } from 'fastify';
import { useAuditTrail } from '../../audit/auditTrail';
import { adminUsersRoutes } from './adminUsersRoutes';
import { auditRoutes } from './auditRoutes';
import { earlyAccessRoutes } from './earlyAccessRoutes';
import { signupsRoutes } from './signupsRoutes';
import { statsRoutes } from './statsRoutes';

/**
 * The backoffice API. Not encapsulated (skip-override), so the audit trail's hooks reach every
 * feature's admin routes; the routes themselves live in their own plugins.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  useAuditTrail(app);
  await app.register(adminUsersRoutes);
  await app.register(auditRoutes);
  await app.register(signupsRoutes);
  await app.register(statsRoutes);
  await app.register(earlyAccessRoutes);
}
(adminRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
