/**
 * `npm run build:server`: compiles the server (server/main.ts with everything it imports from
 * server/ and common/) into one plain JavaScript file, build/server/main.js, which `npm run serve`
 * runs: production starts without compiling TypeScript. Packages stay external and load from
 * node_modules. What the server reads at run time (migrations, the built SPA, bundled data) is
 * found from the project folder (server/lib/projectRoot.ts), not copied.
 *
 * Not dist/: the server serves that folder to browsers.
 */
import path from 'node:path';
import { buildSync } from 'esbuild';

const ROOT = path.resolve(__dirname, '..');
export const SERVER_BUNDLE = path.join(ROOT, 'build', 'server', 'main.js');

/** Throws when the sources do not compile (esbuild has printed why). */
export function buildServer(outfile = SERVER_BUNDLE): void {
  buildSync({
    entryPoints: [path.join(ROOT, 'server', 'main.ts')],
    outfile,
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

if (require.main === module) {
  try {
    buildServer();
    console.log(`Server compiled to ${path.relative(process.cwd(), SERVER_BUNDLE)}`);
  } catch {
    process.exit(1);
  }
}
