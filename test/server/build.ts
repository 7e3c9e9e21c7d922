import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import type { Mailer } from '../../server/plugins/mail';
import { createTestDatabase } from './testDatabase';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** A built SPA to serve; by default a folder without one (the server answers its short note). */
  distDir?: string;
  /** Registers more routes or hooks before the app is ready (routes of a test, a slow handler …). */
  extend?: (app: FastifyInstance) => unknown;
  /** Another database than a fresh copy of the seeded template (one that fails, one shared by two apps). */
  db?: Database;
  mailer?: Mailer;
  /** No request is rate limited, so thousands of requests per route reach the handlers. */
  liftRateLimits?: boolean;
  /**
   * Passwords hashed with production's argon2id settings. Test servers otherwise hash with the least
   * cost: registrations and logins by the thousand would spend minutes on argon2 alone.
   */
  owaspPasswordHashing?: boolean;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'versus-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://localhost:8080',
    // Off on purpose: most server tests use an admin as a means (to make a tournament, ban a user)
    // and have no authenticator. test/server/accounts/twoFactorAdmins.test.ts proves that the
    // default is on and what it does; a test passes REQUIRE_ADMIN_2FA: 'true' to have it.
    REQUIRE_ADMIN_2FA: 'false',
    ...env,
  });
}

/**
 * Builds the real app on a fresh database; requests go through app.inject, no port is opened
 * unless the test listens itself. close() closes the app, the database it created and its DATA_DIR.
 */
export async function build(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const config = testConfig(env);
  const ownDb = options.db === undefined;
  const db = options.db ?? (await createTestDatabase());
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db,
      distDir: options.distDir ?? path.join(config.dataDir, 'no-build'),
      mailer: options.mailer,
      liftRateLimits: options.liftRateLimits,
      quickPasswordHashing: !options.owaspPasswordHashing,
    });
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    if (ownDb) await db.close();
    throw error;
  }
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      if (ownDb) await db.close();
      if (!env.DATA_DIR) rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
