import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder holding package.json, from which the server reads what ships beside its code: the SQL
 * migrations, the built SPA and the bundled data. It is found by walking up from this module, so it
 * is the same whether the server runs from its TypeScript sources or as the compiled bundle (where
 * every module shares one __dirname), and whatever the working directory.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in ${start} or above it: run the server from inside the VERSUS folder.`);
  }
}

export const PROJECT_ROOT = findProjectRoot(__dirname);
