/**
 * One piece of server data, one client endpoint: two query endpoints reading the same server path
 * would keep two cached copies of it, which a change, or a live update, refreshes only one of
 * (the backoffice's bracket screen once had its own copy of the bracket the public page watches).
 * Every query endpoint of the app, the backoffice's included, is run once here against a server
 * that records what it was asked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { baseApi } from '../../../src/api/baseApi';
import { makeStore, type RootState } from '../../../src/app/store';
import { server } from '../mswServer';
import { signedOut } from '../render';

const SRC = path.resolve(__dirname, '..', '..', '..', 'src');
const ID = '6a1f00d5e1a7c0de0000b00a';

/** The argument each query is run with where an id (or nothing) is not enough. */
const SAMPLE_ARGS: Record<string, unknown> = {
  getGames: {},
  getTournaments: { source: 'api' },
  getTournament: { id: ID, source: 'api' },
  getNotifyStatus: { tournamentId: ID },
  getProfile: { username: ID, viewerId: null },
  getOwnRegistration: { tournamentId: ID, viewerId: ID },
  getDependentMatches: { tournamentId: ID, matchId: ID },
  getAdminTournaments: { skip: 0 },
  getShopOrders: {},
  searchUsers: { q: '', skip: 0 },
  getAuditLog: {},
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module that adds endpoints to the one API, each domain's backoffice endpoints included. */
const endpointModules = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes('.injectEndpoints('));

/** A query as run by initiate: awaited until answered, then let go. */
type Running = Promise<unknown> & { unsubscribe: () => void };
type Endpoint = { initiate: (arg: unknown) => ThunkAction<Running, RootState, unknown, UnknownAction> };
const isQuery = (endpoint: object) => 'useQuery' in endpoint || 'useInfiniteQuery' in endpoint;

/** Each query endpoint with the server paths it read. */
async function pathsReadByEachQuery(): Promise<Map<string, Set<string>>> {
  for (const file of endpointModules) await import(file);
  const store = makeStore(signedOut);
  const read = new Map<string, Set<string>>();
  let running = '';
  server.use(
    http.all('*', ({ request }) => {
      read.get(running)!.add(new URL(request.url).pathname);
      return HttpResponse.json({ msg: 'Not found' }, { status: 404 });
    }),
  );
  const queries = Object.entries(baseApi.endpoints as Record<string, Endpoint>).filter(([, endpoint]) => isQuery(endpoint));
  for (const [name, endpoint] of queries) {
    running = name;
    read.set(name, new Set());
    const request = store.dispatch(endpoint.initiate(name in SAMPLE_ARGS ? SAMPLE_ARGS[name] : ID));
    await request;
    request.unsubscribe();
  }
  return read;
}

test('no two query endpoints read the same server path', async () => {
  expect(endpointModules.map((file) => path.relative(SRC, file))).toEqual(
    expect.arrayContaining([path.join('features', 'brackets', 'admin', 'bracketAdminApi.ts'), path.join('features', 'admin', 'adminApi.ts')]),
  );
  const read = await pathsReadByEachQuery();
  expect(read.has('getAdminTournaments')).toBe(true);
  // Every query asked the server something: a new one needing an argument gets it in SAMPLE_ARGS.
  expect([...read].filter(([, paths]) => paths.size === 0).map(([name]) => name)).toEqual([]);

  const readers = new Map<string, string[]>();
  for (const [name, paths] of read) for (const pathname of paths) readers.set(pathname, [...(readers.get(pathname) ?? []), name]);
  const shared = [...readers].filter(([, names]) => names.length > 1).map(([pathname, names]) => `${pathname}: ${names.join(', ')}`);
  expect(shared).toEqual([]);
});
