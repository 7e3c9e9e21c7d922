/**
 * Rewrites the figures in the README's Performance section from bench/results/latest.json. A full
 * `npm run bench` does this itself; run it after a partial run (`npm run bench -- <names>`):
 *
 *   node -r esbuild-register bench/updateReadme.ts
 */
import { updateReadmeFigures } from './readmeFigures';

try {
  console.log(updateReadmeFigures() ? 'Rewrote the figures in README.md (Performance).' : 'The figures in README.md were already these.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
