// Jest transform: TypeScript, JSX and ES-module-only dependencies with esbuild, to CommonJS unless
// jest loads the file as an ES module. Node 24 lets jest load an ES-module-only package as one (it
// evaluates ES modules synchronously there, so `require` of them works); Node 20 does not, so there
// they become CommonJS. Type checking is `npm run typecheck`'s job; this only has to be fast.
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx', '.mjs': 'js', '.cjs': 'js' };

const formatOf = (options) => (options && options.supportsStaticESM ? 'esm' : 'cjs');

module.exports = {
  getCacheKey(source, filename, options) {
    return createHash('sha1').update('v2').update(formatOf(options)).update(filename).update(source).digest('hex');
  },
  process(source, filename, options) {
    const extension = filename.slice(filename.lastIndexOf('.'));
    const format = formatOf(options);
    const result = transformSync(source, {
      loader: LOADERS[extension] ?? 'js',
      format,
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      sourcefile: filename,
      // In CommonJS, import() becomes require(), which jest resolves and transforms like any import.
      ...(format === 'cjs' ? { supported: { 'dynamic-import': false } } : {}),
    });
    return { code: result.code };
  },
};
