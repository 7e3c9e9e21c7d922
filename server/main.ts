import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { registerBackupSocket } from './backup/backupSocket';
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/dataDirLock';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { DatabaseUnavailableError, openDatabase } from './db/openDatabase';
import { createFilesOwnerOnly, makeOwnerOnly } from './lib/ownerOnlyFiles';
import { seed } from './seed';
import { ensureAdmin } from './routes/accounts/ensureAdmin';
import { RedisUnavailableError } from './realtime/realtimePlugin';

const SHUTDOWN_GRACE_MS = 10_000;

class PortUnavailableError extends Error {
  constructor(port: number, cause: NodeJS.ErrnoException) {
    super(`Cannot listen on port ${port} (${cause.code}): another program uses it or it needs more rights. Set PORT to a free port.`);
  }
}
// Mistakes an operator fixes from the message alone: their stack trace would only hide it.
const OPERATOR_ERRORS = [ConfigError, DataDirLockedError, DatabaseUnavailableError, RedisUnavailableError, PortUnavailableError];

type StartupNote = [message: string];

/** Migrations and seed run before the app is built, so no plugin ever sees a missing table. */
async function prepareDatabase(db: Database, seedDemo: boolean): Promise<StartupNote[]> {
  const notes: StartupNote[] = [];
  const applied = await migrate(db);
  if (applied.length > 0) notes.push([`Applied migrations: ${applied.join(', ')}`]);
  await seed(db, { demo: seedDemo, log: { info: (...args: unknown[]) => notes.push([args.map(String).join(' ')]) } });
  return notes;
}

async function listen(app: FastifyInstance, config: Config): Promise<void> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') throw new PortUnavailableError(config.port, error as NodeJS.ErrnoException);
    throw error;
  }
  const address = app.server.address();
  app.log.info(`VERSUS is listening on port ${typeof address === 'object' && address ? address.port : config.port} (${config.publicUrl})`);
}

/** In-flight requests finish, then everything closes; a second signal or a stuck request ends it early. */
function gracefulShutdown(app: FastifyInstance): (signal: string) => void {
  let closing = false;
  return (signal) => {
    if (closing) {
      app.log.warn(`${signal} received again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests, then closing`);
    setTimeout(() => {
      app.log.error(`Requests still running after ${SHUTDOWN_GRACE_MS} ms: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
}

async function main(): Promise<void> {
  // Everything the server writes (DATA_DIR above all) is for its own account alone.
  createFilesOwnerOnly();
  // A signal during start-up is acted on once the app can close cleanly; a second one stops at once.
  let shutdown: ((signal: string) => void) | undefined;
  let pendingSignal: string | undefined;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (shutdown) shutdown(signal);
      else if (pendingSignal) process.exit(1);
      else pendingSignal = signal;
    });
  }

  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  // What an older version (or a copy made by hand) left readable by others is made private too.
  const notPrivate = makeOwnerOnly(config.dataDir);
  const notes: StartupNote[] = [];
  const db = await openDatabase(config, (message) => notes.push([message]));
  let app: FastifyInstance | undefined;
  try {
    notes.push(...(await prepareDatabase(db, config.seedDemo)));
    const warnings: string[] = [];
    await ensureAdmin(db, config, { info: (message: string) => notes.push([message]), warn: (message: string) => warnings.push(message) });
    app = await buildApp({
      config,
      db,
      ownsDatabase: true,
      logger: { level: process.env.LOG_LEVEL ?? (config.nodeEnv === 'test' ? 'warn' : 'info') },
    });
    registerBackupSocket(app, db, config.dataDir);
    for (const note of notes) app.log.info(...note);
    for (const warning of warnings) app.log.warn(warning);
    if (notPrivate.length > 0) {
      app.log.warn(`Could not make these files in DATA_DIR private to this account; other accounts may read them: ${notPrivate.join(', ')}`);
    }
    if (config.databaseUrl && !process.env.JWT_SECRET) {
      app.log.warn('JWT_SECRET is unset: this process keeps its own secret, so tokens will not work across several processes.');
    }
    await listen(app, config);
  } catch (error) {
    await (app ? app.close() : db.close()).catch(() => undefined);
    throw error;
  }
  shutdown = gracefulShutdown(app);
  if (pendingSignal) shutdown(pendingSignal);
}

main().catch((error: unknown) => {
  if (OPERATOR_ERRORS.some((type) => error instanceof type)) {
    console.error((error as Error).message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
