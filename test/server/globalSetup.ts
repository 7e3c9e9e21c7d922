import { readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { isProcessAlive } from '../../server/db/dataDirLock';
import { wrapPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { buildEmptyDatabase, buildServer } from '../../scripts/buildServer';

/**
 * Creating a PGlite database costs seconds and hundreds of MB, so it is done once per run:
 * migrated and seeded, then dumped; each test file loads its own copy of the dump.
 * The tests that run the server as a process run what `npm run serve` runs, the compiled bundle,
 * so it is compiled from the current sources first (under a second), with the empty database a
 * first start copies (made again only when the migrations changed).
 */
export default async function globalSetup(): Promise<void> {
  process.env.VERSUS_TEST_RUN ??= String(process.pid);
  buildServer();
  await buildEmptyDatabase();
  await removeTemplatesOfFinishedRuns();
  const { PGLITE_TEMPLATE_PATH } = await import('./pgliteTemplate');
  const pglite = await PGlite.create();
  const db = wrapPglite(pglite);
  await migrate(db);
  await seed(db, { demo: true });
  const dump = await pglite.dumpDataDir('none');
  await writeFile(PGLITE_TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

/** Each run leaves a template of tens of MB named after its process; runs still going keep theirs. */
async function removeTemplatesOfFinishedRuns(): Promise<void> {
  for (const name of await readdir(os.tmpdir())) {
    const run = /^versus-pglite-template-(\d+)\.tar$/.exec(name)?.[1];
    if (run && !isProcessAlive(Number(run))) await rm(path.join(os.tmpdir(), name), { force: true });
  }
}
