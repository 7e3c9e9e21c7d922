import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import type { Database } from '../../server/db/database';
import { createTestDatabase } from './testDatabase';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'versus-test-')),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    PUBLIC_URL: 'http://localhost:8080',
    ...env,
  });
}

/** Builds the real app on a fresh database; requests go through app.inject, no port is opened. */
export async function build(env: Record<string, string> = {}, options: { distDir?: string } = {}): Promise<TestServer> {
  const config = testConfig(env);
  const db = await createTestDatabase();
  const app = await buildApp({ config, db, distDir: options.distDir ?? path.join(config.dataDir, 'no-build') });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
