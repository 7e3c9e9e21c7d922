import makeConfig from '../../../webpack.config';

test('the production build emits no source maps: they would hand anyone the whole source, backoffice included', () => {
  const production = makeConfig(undefined, { mode: 'production' });
  expect(production.devtool).toBe(false);
  const tsRule = production.module?.rules?.find((rule) => rule && typeof rule === 'object' && String(rule.test) === String(/\.tsx?$/));
  expect(JSON.stringify(tsRule)).toContain('"sourceMap":false');
});

test('the development build keeps its quick source maps', () => {
  expect(makeConfig(undefined, { mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
});
