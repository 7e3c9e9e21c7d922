/**
 * Reads the server's Fastify decorations from its sources, as the import graph is read from its
 * imports: which decorations each `declare module 'fastify'` announces, which plugin each
 * `fp(…, { name, dependencies, decorators })` call defines, and where a decoration is used
 * (`app.x`, `fastify.x`, `instance.x`, `request.x`, or `const { x } = app`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/** What the receivers of a use are called: the app under its usual names, and the request. */
const APP_NAMES = new Set(['app', 'fastify', 'instance']);
const REQUEST_NAME = 'request';
/** The file that builds the app and makes its own decorations (appConfig, db …) before any plugin. */
export const APP_FILE = path.join('server', 'app.ts');

export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The files at the top of server/ (main, app, config, seed …) each stand alone: that level is no feature. */
export const folderOf = (file: string) => (path.dirname(file) === 'server' ? file : path.dirname(file));

type Target = 'app' | 'request';

interface Decoration {
  name: string;
  on: Target;
  file: string;
}

export interface Plugin {
  name: string;
  file: string;
  dependencies: string[];
  /** The app's own decorations the plugin names under `decorators.fastify`. */
  appDecorations: string[];
}

interface Use {
  decoration: Decoration;
  file: string;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

const TARGET_OF_INTERFACE: Record<string, Target> = { FastifyInstance: 'app', FastifyRequest: 'request' };

function declaredDecorations(file: string, source: ts.SourceFile): Decoration[] {
  return source.statements.flatMap((statement) => {
    if (!ts.isModuleDeclaration(statement) || statement.name.text !== 'fastify' || !statement.body || !ts.isModuleBlock(statement.body)) return [];
    return statement.body.statements.flatMap((inner) => {
      const on = ts.isInterfaceDeclaration(inner) ? TARGET_OF_INTERFACE[inner.name.text] : undefined;
      if (!on || !ts.isInterfaceDeclaration(inner)) return [];
      return inner.members.flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [{ name: member.name.text, on, file }] : []));
    });
  });
}

function property(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  const found = object.properties.find((entry) => ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name) && entry.name.text === key);
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

function strings(expression: ts.Expression | undefined): string[] {
  if (!expression || !ts.isArrayLiteralExpression(expression)) return [];
  return expression.elements.flatMap((element) => (ts.isStringLiteral(element) ? [element.text] : []));
}

function definedPlugins(file: string, source: ts.SourceFile): Plugin[] {
  const plugins: Plugin[] = [];
  walk(source, (node) => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== 'fp') return;
    const options = node.arguments[1];
    if (!options || !ts.isObjectLiteralExpression(options)) return;
    const name = property(options, 'name');
    const decorators = property(options, 'decorators');
    plugins.push({
      name: name && ts.isStringLiteral(name) ? name.text : '(unnamed)',
      file,
      dependencies: strings(property(options, 'dependencies')),
      appDecorations: decorators && ts.isObjectLiteralExpression(decorators) ? strings(property(decorators, 'fastify')) : [],
    });
  });
  return plugins;
}

function usedNames(source: ts.SourceFile): Array<{ name: string; on: Target }> {
  const used: Array<{ name: string; on: Target }> = [];
  const targetOf = (expression: ts.Expression): Target | null => {
    if (!ts.isIdentifier(expression)) return null;
    if (APP_NAMES.has(expression.text)) return 'app';
    return expression.text === REQUEST_NAME ? 'request' : null;
  };
  walk(source, (node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const on = targetOf(node.expression);
      if (on) used.push({ name: node.name.text, on });
    } else if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
      const on = targetOf(node.initializer);
      if (!on) return;
      for (const element of node.name.elements) {
        const key = element.propertyName ?? element.name;
        if (ts.isIdentifier(key)) used.push({ name: key.text, on });
      }
    }
  });
  return used;
}

export interface DecoratorSurvey {
  plugins: Plugin[];
  uses: Use[];
  /** The plugin that makes a decoration; 'app' for buildApp's own; null when no single plugin can be told. */
  providerOf(decoration: Decoration): Plugin | 'app' | null;
}

export function surveyDecorators(files: string[]): DecoratorSurvey {
  const sources = new Map(files.map((file) => [file, parse(file)]));
  const decorations = [...sources].flatMap(([file, source]) => declaredDecorations(file, source));
  const plugins = [...sources].flatMap(([file, source]) => definedPlugins(file, source));
  const byName = new Map(decorations.map((decoration) => [`${decoration.on}.${decoration.name}`, decoration]));
  const uses = [...sources].flatMap(([file, source]) =>
    usedNames(source).flatMap(({ name, on }) => {
      const decoration = byName.get(`${on}.${name}`);
      return decoration ? [{ decoration, file }] : [];
    }),
  );
  const providerOf = (decoration: Decoration): Plugin | 'app' | null => {
    if (decoration.file === APP_FILE) return 'app';
    // The plugin of the declaring file, else the one plugin of its folder.
    const inFile = plugins.filter((plugin) => plugin.file === decoration.file);
    const candidates = inFile.length > 0 ? inFile : plugins.filter((plugin) => folderOf(plugin.file) === folderOf(decoration.file));
    return candidates.length === 1 ? candidates[0]! : null;
  };
  return { plugins, uses, providerOf };
}

/** Folder → the folders whose decorations it uses (the app's own left out: they come before any plugin). */
export function decoratorEdges(survey: DecoratorSurvey): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { decoration, file } of survey.uses) {
    const from = folderOf(file);
    const to = folderOf(decoration.file);
    if (from === to || decoration.file === APP_FILE) continue;
    const reached = edges.get(from) ?? new Set<string>();
    edges.set(from, reached);
    reached.add(to);
  }
  return edges;
}
