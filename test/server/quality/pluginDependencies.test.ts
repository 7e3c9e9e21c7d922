/**
 * Plugins say what they need, by name. A folder of server/ that uses a decoration made by another
 * folder's plugin (app.verifyToken, app.tournamentListCache, request.auth …) lists that plugin in
 * the `dependencies` of its fastify-plugin call, so Fastify refuses to start when the plugin is
 * missing or registered after it. The app's own decorations (appConfig, db …, made by buildApp
 * before any plugin) are named under `decorators.fastify`. importLoops.test.ts counts the same
 * uses as edges between folders.
 */
import { APP_FILE, decoratorEdges, folderOf, sourceFiles, surveyDecorators } from './decoratorUses';

const survey = surveyDecorators(sourceFiles('server'));

function declaredBy(folder: string): { dependencies: Set<string>; appDecorations: Set<string> } {
  const plugins = survey.plugins.filter((plugin) => folderOf(plugin.file) === folder);
  return {
    dependencies: new Set(plugins.flatMap((plugin) => plugin.dependencies)),
    appDecorations: new Set(plugins.flatMap((plugin) => plugin.appDecorations)),
  };
}

test('sees the plugins, and the uses of decorations across folders', () => {
  expect(survey.plugins.length).toBeGreaterThan(20);
  const edges = decoratorEdges(survey);
  // Sockets sign in with the auth plugin's verifyToken; brackets clear the tournaments' list cache.
  expect(edges.get('server/realtime')).toContain('server/plugins');
  expect(edges.get('server/routes/brackets')).toContain('server/routes/tournaments');
});

test('every decoration used outside its folder is made by one plugin that can be named', () => {
  const unclear = survey.uses
    .filter(({ decoration, file }) => folderOf(file) !== folderOf(decoration.file) && survey.providerOf(decoration) === null)
    .map(({ decoration }) => `${decoration.on}.${decoration.name} (declared in ${decoration.file})`);
  expect([...new Set(unclear)]).toEqual([]);
});

test("a folder that uses another folder's decoration depends on the plugin that makes it", () => {
  const missing = survey.uses.flatMap(({ decoration, file }) => {
    const folder = folderOf(file);
    const provider = survey.providerOf(decoration);
    if (provider === null || provider === 'app' || folderOf(provider.file) === folder) return [];
    return declaredBy(folder).dependencies.has(provider.name) ? [] : [`${file}: ${decoration.on}.${decoration.name} needs '${provider.name}'`];
  });
  expect([...new Set(missing)]).toEqual([]);
});

test("a plugin names the app's own decorations it uses under decorators.fastify", () => {
  const missing = survey.uses.flatMap(({ decoration, file }) => {
    const folder = folderOf(file);
    if (decoration.file !== APP_FILE || folder === APP_FILE) return [];
    return declaredBy(folder).appDecorations.has(decoration.name) ? [] : [`${file}: app.${decoration.name}`];
  });
  expect([...new Set(missing)]).toEqual([]);
});

test('every dependency names a plugin that exists', () => {
  const names = new Set(survey.plugins.map((plugin) => plugin.name));
  const unknown = survey.plugins.flatMap((plugin) => plugin.dependencies.filter((name) => !names.has(name)).map((name) => `${plugin.name} -> ${name}`));
  expect(unknown).toEqual([]);
});
