/**
 * `npm run build:server`: compiles the server and its two operator commands into plain JavaScript
 * files in build/server/ (main.js, which `npm run serve` runs, and backup.js and restore.js, which
 * `npm run backup` and `npm run restore` run): production runs without compiling TypeScript. Each
 * holds everything it imports from server/ and common/; packages stay external and load from
 * node_modules. What the server reads at run time (migrations, the built SPA, bundled data) is
 * found from the project folder (server/lib/projectRoot.ts), not copied.
 *
 * It also makes the empty embedded database a first start copies (server/db/emptyDatabase.ts),
 * again only when the migrations or PGlite changed since the last one.
 *
 * Not dist/: the server serves that folder to browsers.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { openPglite, PGLITE_START_PARAMS } from '../server/db/database';
import { EMPTY_DATABASE_DIR } from '../server/db/emptyDatabase';
import { loadMigrations, migrate } from '../server/db/migrate';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(ROOT, 'build', 'server');
export const SERVER_BUNDLE = path.join(OUT_DIR, 'main.js');
export const BACKUP_BUNDLE = path.join(OUT_DIR, 'backup.js');
export const RESTORE_BUNDLE = path.join(OUT_DIR, 'restore.js');

/**
 * The arguments after `node` of `npm run serve`, read from package.json, so the tests and benchmarks
 * that start the compiled server start it exactly as production does (Node flags included).
 */
export function serveArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [command, ...args] = scripts.serve!.split(/\s+/);
  if (command !== 'node' || !args.includes(path.relative(ROOT, SERVER_BUNDLE))) throw new Error(`npm run serve should run node ${path.relative(ROOT, SERVER_BUNDLE)}, not: ${scripts.serve}`);
  return args.map((arg) => (arg === path.relative(ROOT, SERVER_BUNDLE) ? SERVER_BUNDLE : arg));
}

/** Throws when the sources do not compile (esbuild has printed why). */
export function buildServer(): void {
  buildSync({
    entryPoints: {
      main: path.join(ROOT, 'server', 'main.ts'),
      backup: path.join(ROOT, 'server', 'backup', 'backupCommand.ts'),
      restore: path.join(ROOT, 'server', 'backup', 'restoreCommand.ts'),
    },
    outdir: OUT_DIR,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    // The oldest Node line we support.
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** What the empty database is made from: when this changes, it is made again. */
async function emptyDatabaseRecipe(): Promise<string> {
  const pglite = JSON.parse(readFileSync(path.join(ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string };
  const hash = createHash('sha256').update(pglite.version).update(PGLITE_START_PARAMS.join(' '));
  for (const migration of await loadMigrations()) hash.update(migration.id).update(migration.sql);
  return hash.digest('hex');
}

/**
 * An initialised and migrated embedded database without rows, closed cleanly, in build/. Seeding
 * stays at start: what it adds depends on the settings (SEED_DEMO). Returns whether it was made.
 */
export async function buildEmptyDatabase(directory = EMPTY_DATABASE_DIR): Promise<boolean> {
  const recipeFile = `${directory}.recipe`;
  const recipe = await emptyDatabaseRecipe();
  if (existsSync(path.join(directory, 'PG_VERSION')) && existsSync(recipeFile) && readFileSync(recipeFile, 'utf8') === recipe) return false;
  const making = `${directory}.making`;
  rmSync(making, { recursive: true, force: true });
  const db = await openPglite(making);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  rmSync(directory, { recursive: true, force: true });
  renameSync(making, directory);
  writeFileSync(recipeFile, recipe);
  return true;
}

if (require.main === module) {
  (async () => {
    try {
      buildServer();
    } catch {
      process.exit(1);
    }
    console.log(`Server and commands compiled to ${path.relative(process.cwd(), OUT_DIR)}`);
    const made = await buildEmptyDatabase();
    console.log(`Empty database ${made ? 'made in' : 'up to date in'} ${path.relative(process.cwd(), EMPTY_DATABASE_DIR)}`);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
