import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../../server/db/dataDirLock';
import { openPglite } from '../../server/db/database';
import { copyEmptyDatabase } from '../../server/db/emptyDatabase';
import { seed } from '../../server/seed';
import { buildEmptyDatabase, buildServer } from '../../scripts/buildServer';

/**
 * Creating a PGlite database costs seconds and hundreds of MB, so it is done once per run: the
 * build's empty database (initialised and migrated, made again only when the migrations changed) is
 * copied and seeded, as a first start does, then dumped; each test file loads its own copy of the
 * dump. The tests that run the server as a process run what `npm run serve` runs, the compiled
 * bundle, so it is compiled from the current sources first (under a second).
 */
export default async function globalSetup(): Promise<void> {
  process.env.VERSUS_TEST_RUN ??= String(process.pid);
  buildServer();
  await buildEmptyDatabase();
  removeTemplatesOfFinishedRuns();
  const { PGLITE_TEMPLATE_PATH } = await import('./pgliteTemplate');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'versus-template-'));
  try {
    const pgliteDir = path.join(workDir, 'pglite');
    if (!copyEmptyDatabase(pgliteDir)) throw new Error('buildEmptyDatabase left no empty database to copy');
    const db = await openPglite(pgliteDir);
    try {
      await seed(db, { demo: true });
      // Gzip'd and taken after a checkpoint: a few MB to read per test file, and no log to replay.
      writeFileSync(PGLITE_TEMPLATE_PATH, await db.dumpDataDir!());
    } finally {
      await db.close();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Each run leaves a template named after its process; runs still going keep theirs. */
function removeTemplatesOfFinishedRuns(): void {
  for (const name of readdirSync(os.tmpdir())) {
    const run = /^versus-pglite-template-(\d+)\.tar(\.gz)?$/.exec(name)?.[1];
    if (run && !isProcessAlive(Number(run))) rmSync(path.join(os.tmpdir(), name), { force: true });
  }
}
