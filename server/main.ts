import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { seed } from './db/seed';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const db = await openDatabase(config);
  const app = await buildApp({
    config,
    db,
    logger: { level: process.env.LOG_LEVEL ?? (config.nodeEnv === 'test' ? 'warn' : 'info') },
  });
  app.addHook('onClose', async () => {
    await db.close();
  });

  const applied = await migrate(db);
  if (applied.length > 0) app.log.info(`Applied migrations: ${applied.join(', ')}`);
  await seed(db, { demo: config.seedDemo, log: app.log });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`VERSUS is listening on ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
