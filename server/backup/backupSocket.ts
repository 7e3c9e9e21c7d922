import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

/**
 * Where a running server hands out backups of its embedded database: a Unix socket in DATA_DIR,
 * reachable only by the account that runs the server (who can read the data directory anyway).
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

export const BACKUP_REQUEST_PATH = '/backup';

/**
 * PGlite belongs to the server process: a second process must not open its directory (the lock
 * refuses it, and PGlite has no cross-process locking). So `npm run backup` asks the running
 * server over this socket, and the server takes the copy between two of its own statements.
 * Nothing of it is on the network port. Started with the app and closed with it.
 */
export function registerBackupSocket(app: FastifyInstance, db: Database, dataDir: string): void {
  const { dumpDataDir } = db;
  if (!dumpDataDir) return;
  const socketPath = backupSocketPath(dataDir);
  let server: Server | undefined;

  app.addHook('onReady', async () => {
    const backups = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== BACKUP_REQUEST_PATH) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end(`Ask GET ${BACKUP_REQUEST_PATH}`);
        return;
      }
      dumpDataDir().then(
        (tarball) => {
          app.log.info(`Backup of the embedded database handed out (${tarball.byteLength} bytes)`);
          response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': tarball.byteLength }).end(tarball);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'backup failed');
          response.writeHead(500, { 'content-type': 'text/plain' }).end(`The backup failed: ${(error as Error).message}`);
        },
      );
    });
    // A socket file left by a killed server would refuse the address; the data directory's lock
    // says no other live server owns it, so it can go.
    rmSync(socketPath, { force: true });
    try {
      await new Promise<void>((resolve, reject) => {
        backups.once('error', reject);
        backups.listen(socketPath, () => resolve());
      });
      chmodSync(socketPath, 0o600);
      server = backups;
    } catch (error) {
      app.log.warn({ err: error }, `No backup socket at ${socketPath}: npm run backup works only while the server is stopped`);
    }
  });
  app.addHook('preClose', async () => {
    if (!server) return;
    await new Promise((resolve) => server!.close(resolve));
    rmSync(socketPath, { force: true });
  });
}
