// Jest transform: TypeScript, JSX and ES-module-only dependencies to CommonJS with esbuild.
// Type checking is `npm run typecheck`'s job; this only has to be fast.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx', '.mjs': 'js', '.cjs': 'js' };

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha1').update('v1').update(filename).update(source).digest('hex');
  },
  process(source, filename) {
    const extension = filename.slice(filename.lastIndexOf('.'));
    const result = transformSync(source, {
      loader: LOADERS[extension] ?? 'js',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
      supported: { 'dynamic-import': false },
    });
    return { code: result.code };
  },
};
