import type { FastifyBaseLogger } from 'fastify';
import { USERNAME_MAX_LENGTH } from '../../../common/accountRules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { TakenError, UsersRepository } from './usersRepository';

const USERNAME_ATTEMPTS = 20;

/** A username from the e-mail's local part: `admin@x.gg` → admin, admin1, admin2 … when taken. */
function usernameCandidate(email: string, attempt: number): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_-]/g, '').replace(/_temp_/gi, '') || 'admin';
  const suffix = attempt === 0 ? '' : String(attempt);
  const padded = base.length + suffix.length < 3 ? `${base}${'_'.repeat(3 - base.length - suffix.length)}` : base;
  return padded.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure a verified admin account with that e-mail
 * exists (product §3). An existing account is promoted and verified; its password is only set
 * when it has none, so a password changed in the app survives restarts.
 */
export async function ensureAdmin(db: Database, config: Config, log?: Pick<FastifyBaseLogger, 'info'>): Promise<void> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail || !adminPassword) return;
  const email = adminEmail.replace(/^.*<(.+)>$/, '$1').trim();
  const users = new UsersRepository(db);
  const existing = await users.findByEmail(email);
  if (existing) {
    if (!existing.password_hash) await users.setPassword(existing.id, await hashPassword(adminPassword));
    if (existing.role !== 'admin' || !existing.is_admin || !existing.email_verified_at) {
      await users.promoteToAdmin(existing.id);
      log?.info(`Made ${email} an admin`);
    }
    return;
  }
  const passwordHash = await hashPassword(adminPassword);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    try {
      await users.create({ email, username: usernameCandidate(email, attempt), passwordHash, emailVerified: true, role: 'admin', isAdmin: true });
      log?.info(`Created the admin account ${email}`);
      return;
    } catch (error) {
      if (error instanceof TakenError && error.field === 'username') continue;
      throw error;
    }
  }
  throw new Error(`Could not find a free username for the admin account ${email}`);
}
