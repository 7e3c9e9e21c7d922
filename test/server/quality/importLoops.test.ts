/**
 * The layers, as the import graph shows them. Lint (import-x/no-cycle) refuses cycles between
 * files that run at import time; this also counts type-only imports and looks one level up: no two
 * folders of the server may import each other, nor two features of the SPA, even through different
 * files. No two files of the SPA form a loop either, lazy import() included (the store loads the
 * realtime code, which must not lead back to it). What two folders share moves down into a folder
 * both may use (server/users, server/lib, src/lib, src/components …); a page that shows two
 * features is put together in src/app. A folder that uses a Fastify decoration another folder's
 * plugin makes (app.tournamentListCache …) depends on it as much as by an import, so those uses
 * count as edges between folders too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { decoratorEdges, folderOf, sourceFiles, surveyDecorators } from './decoratorUses';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SCANNED = ['server', 'common'];
const FEATURES = path.join('src', 'features');

/** Every file with the files it imports (relative imports only, `import type` included). */
function importGraph(files: string[]): Map<string, Set<string>> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = path.normalize(path.join(path.dirname(from), specifier));
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
      const targets = importedFiles.flatMap(({ fileName }) => (fileName.startsWith('.') ? [resolve(file, fileName)] : []));
      return [file, new Set(targets.filter((target): target is string => target !== undefined))];
    }),
  );
}

/** Groups of nodes that reach each other (Tarjan's strongly connected components of size > 1). */
function loops(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function folderGraph(files: Map<string, Set<string>>, decorations: Map<string, Set<string>>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = folderOf(file);
    const reached = folders.get(from) ?? new Set<string>();
    folders.set(from, reached);
    for (const target of targets) if (folderOf(target) !== from) reached.add(folderOf(target));
  }
  for (const [from, targets] of decorations) {
    const reached = folders.get(from) ?? new Set<string>();
    folders.set(from, reached);
    for (const target of targets) reached.add(target);
  }
  return folders;
}

const graph = importGraph(SCANNED.flatMap(sourceFiles));
const decorationGraph = decoratorEdges(surveyDecorators(sourceFiles('server')));

test('no two files of server/ and common/ import each other, directly or around a loop, types included', () => {
  expect(loops(graph)).toEqual([]);
});

test('no two folders of server/ and common/ import each other or use each other\'s decorations, directly or around a loop', () => {
  expect(loops(folderGraph(graph, decorationGraph))).toEqual([]);
});

test('the realtime transport imports no feature', () => {
  const intoRoutes = [...graph]
    .filter(([file]) => file.startsWith(`server${path.sep}realtime${path.sep}`))
    .flatMap(([file, targets]) => [...targets].filter((target) => target.startsWith(`server${path.sep}routes${path.sep}`)).map((target) => `${file} -> ${target}`));
  expect(intoRoutes).toEqual([]);
});

/** The feature a file of the SPA belongs to (src/features/<name>), or null outside the features. */
function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0]!;
}

function featureGraph(files: Map<string, Set<string>>): Map<string, Set<string>> {
  const features = new Map<string, Set<string>>();
  for (const [file, targets] of files) {
    const from = featureOf(file);
    if (from === null) continue;
    const reached = features.get(from) ?? new Set<string>();
    features.set(from, reached);
    for (const target of targets) {
      const to = featureOf(target);
      if (to !== null && to !== from) reached.add(to);
    }
  }
  return features;
}

test('no two features of the SPA import each other, directly or around a loop, types included', () => {
  const spa = importGraph(sourceFiles(FEATURES));
  expect(spa.size).toBeGreaterThan(100);
  expect(loops(featureGraph(spa))).toEqual([]);
});

const spaFiles = importGraph(sourceFiles('src'));

test('no two files of the SPA import each other, directly or around a loop, types and lazy imports included', () => {
  expect(spaFiles.size).toBeGreaterThan(200);
  expect(loops(spaFiles)).toEqual([]);
});

test('the realtime client imports no feature', () => {
  const realtime = path.join('src', 'realtime') + path.sep;
  const intoFeatures = [...spaFiles]
    .filter(([file]) => file.startsWith(realtime))
    .flatMap(([file, targets]) => [...targets].filter((target) => featureOf(target) !== null).map((target) => `${file} -> ${target}`));
  expect(intoFeatures).toEqual([]);
});
