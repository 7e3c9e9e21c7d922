import type { FastifyBaseLogger } from 'fastify';
import { USERNAME_MAX_LENGTH } from '../../../common/accountRules';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { hashPassword, passwordMatches } from '../../lib/passwords';
import { normalizeEmail } from './accountRules';
import { SessionsRepository } from '../../sessions/sessionsRepository';
import { TakenError, type UserRow, UsersRepository } from './usersRepository';

const USERNAME_ATTEMPTS = 20;

type AdminLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

interface BootstrapRow {
  user_id: string;
  applied_password_hash: string;
}

/** A username from the e-mail's local part: `admin@x.gg` → admin, admin1, admin2 … when taken. */
function usernameCandidate(email: string, attempt: number): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_-]/g, '').replace(/_temp_/gi, '') || 'admin';
  const suffix = attempt === 0 ? '' : String(attempt);
  const padded = base.length + suffix.length < 3 ? `${base}${'_'.repeat(3 - base.length - suffix.length)}` : base;
  return padded.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
}

async function createAdmin(users: UsersRepository, email: string, passwordHash: string): Promise<UserRow> {
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    try {
      return await users.create({ email, username: usernameCandidate(email, attempt), passwordHash, emailVerified: true, role: 'admin', isAdmin: true });
    } catch (error) {
      if (error instanceof TakenError && error.field === 'username') continue;
      throw error;
    }
  }
  throw new Error(`Could not find a free username for the admin account ${email}`);
}

/**
 * With ADMIN_EMAIL and ADMIN_PASSWORD set, makes sure a verified admin account with that e-mail
 * exists and that the operator's password opens it.
 *
 * An account at that address that this start-up did not make (someone registered the address
 * first, or it predates the setting) is taken over: its password becomes ADMIN_PASSWORD and its
 * sessions end, so a squatter is never promoted with a password of their own. Once the account is
 * the operator's, a password changed in the app survives restarts; a new ADMIN_PASSWORD is applied.
 * It runs before the server listens: no socket is open yet, so ending sessions means removing them.
 */
export async function ensureAdmin(db: Database, config: Config, log?: AdminLog): Promise<void> {
  const { adminEmail, adminPassword } = config;
  if (!adminEmail || !adminPassword) return;
  const email = adminEmail.replace(/^.*<(.+)>$/, '$1').trim();
  const key = normalizeEmail(email);
  const users = new UsersRepository(db);
  const sessions = new SessionsRepository(db);
  const [claim] = await db.query<BootstrapRow>('SELECT user_id, applied_password_hash FROM admin_bootstrap WHERE email_normalized = $1', [key]);
  const existing = await users.findByEmail(email);
  const remember = (userId: string, passwordHash: string) =>
    db.query(
      `INSERT INTO admin_bootstrap (email_normalized, user_id, applied_password_hash) VALUES ($1, $2, $3)
       ON CONFLICT (email_normalized) DO UPDATE SET user_id = $2, applied_password_hash = $3, applied_at = now()`,
      [key, userId, passwordHash],
    );

  if (!existing) {
    const passwordHash = await hashPassword(adminPassword);
    const created = await createAdmin(users, email, passwordHash);
    await remember(created.id, passwordHash);
    log?.info(`Created the admin account ${email}`);
    return;
  }

  const ours = claim?.user_id === existing.id;
  const passwordIsNew = !ours || !(await passwordMatches(claim.applied_password_hash, adminPassword));
  if (passwordIsNew) {
    const passwordHash = await hashPassword(adminPassword);
    await users.setPassword(existing.id, passwordHash);
    await sessions.endAll(existing.id);
    await remember(existing.id, passwordHash);
    if (ours) {
      log?.info(`Applied the new ADMIN_PASSWORD to ${email}; its other sessions ended`);
    } else {
      log?.warn(
        `Took over the existing account ${email} (${existing.email_verified_at ? 'verified' : 'never verified'}) for ADMIN_EMAIL: ` +
          'its password was replaced by ADMIN_PASSWORD and its sessions ended',
      );
    }
  }
  if (existing.role !== 'admin' || !existing.is_admin || !existing.email_verified_at) {
    await users.promoteToAdmin(existing.id);
    log?.info(`Made ${email} an admin`);
  }
}
