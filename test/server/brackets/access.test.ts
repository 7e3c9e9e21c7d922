/**
 * Who may call each bracket endpoint: a visitor, a user, a master, an admin, an API key with the
 * results scope and a revoked key. Each caller gets a target of its own (a fresh tournament or
 * participant), so an allowed write never stands in the way of the next caller's.
 */
import type { InjectOptions } from 'fastify';
import { build, type TestServer } from '../build';
import { addPlayers, as, type Callers, createApiKey, createCallers, createTournament, newReportId, report, startedBracket } from './support';

const CALLERS = ['visitor', 'user', 'master', 'admin', 'key', 'revoked key'] as const;
type Caller = (typeof CALLERS)[number];

let server: TestServer;
let callers: Callers;
let authorization: Record<Caller, string | null>;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
  const key = await createApiKey(server.app, callers.admin);
  const revoked = await createApiKey(server.app, callers.admin);
  await server.app.inject(as(callers.admin.authorization, { method: 'DELETE', url: `/api/admin/api-keys/${revoked.id}` }));
  authorization = {
    visitor: null,
    user: callers.user.authorization,
    master: callers.master.authorization,
    admin: callers.admin.authorization,
    key: `Bearer ${key.key}`,
    'revoked key': `Bearer ${revoked.key}`,
  };
});
afterAll(() => server.close());

const PUBLIC: Record<Caller, number> = { visitor: 200, user: 200, master: 200, admin: 200, key: 200, 'revoked key': 200 };
const STAFF_OR_KEY = (ok: number): Record<Caller, number> => ({ visitor: 401, user: 403, master: ok, admin: ok, key: ok, 'revoked key': 401 });
const STAFF = (ok: number): Record<Caller, number> => ({ visitor: 401, user: 403, master: ok, admin: ok, key: 403, 'revoked key': 401 });

interface Row {
  expected: Record<Caller, number>;
  request(): Promise<InjectOptions>;
}

const admin = () => callers.admin;

const ROWS: Record<string, Row> = {
  'GET /api/tournaments/{id}/participants': {
    expected: PUBLIC,
    request: async () => ({ method: 'GET', url: `/api/tournaments/${await createTournament(server.app)}/participants` }),
  },
  'POST /api/tournaments/{id}/participants': {
    expected: STAFF_OR_KEY(201),
    request: async () => ({
      method: 'POST',
      url: `/api/tournaments/${await createTournament(server.app)}/participants`,
      payload: { participants: [{ name: 'Ann' }, { name: 'Bob', seed: 1 }] },
    }),
  },
  'DELETE /api/tournaments/{id}/participants/{participantId}': {
    expected: STAFF(200),
    request: async () => {
      const tournamentId = await createTournament(server.app);
      const [participant] = await addPlayers(server.app, admin(), tournamentId, 2);
      return { method: 'DELETE', url: `/api/tournaments/${tournamentId}/participants/${participant!.id}` };
    },
  },
  'POST /api/tournaments/{id}/participants/seed': {
    expected: STAFF(200),
    request: async () => {
      const tournamentId = await createTournament(server.app);
      await addPlayers(server.app, admin(), tournamentId, 3);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/participants/seed`, payload: { shuffle: true } };
    },
  },
  'POST /api/tournaments/{id}/bracket': {
    expected: STAFF(201),
    request: async () => {
      const tournamentId = await createTournament(server.app);
      await addPlayers(server.app, admin(), tournamentId, 5);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: { thirdPlaceMatch: true } };
    },
  },
  'POST /api/tournaments/{id}/bracket/preview': {
    expected: STAFF(200),
    request: async () => {
      const tournamentId = await createTournament(server.app);
      await addPlayers(server.app, admin(), tournamentId, 5);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket/preview`, payload: {} };
    },
  },
  'DELETE /api/tournaments/{id}/bracket': {
    expected: STAFF(200),
    request: async () => ({ method: 'DELETE', url: `/api/tournaments/${(await startedBracket(server.app, admin(), 3)).tournamentId}/bracket` }),
  },
  'GET /api/tournaments/{id}/bracket': {
    expected: PUBLIC,
    request: async () => ({ method: 'GET', url: `/api/tournaments/${(await startedBracket(server.app, admin(), 3)).tournamentId}/bracket` }),
  },
  'POST /api/tournaments/{id}/matches/{matchId}/report': {
    expected: STAFF_OR_KEY(200),
    request: async () => ({
      method: 'POST',
      url: `/api/tournaments/${(await startedBracket(server.app, admin(), 4)).tournamentId}/matches/winners-1-1/report`,
      payload: { reportId: newReportId(), scores: [2, 1] },
    }),
  },
  'POST /api/tournaments/{id}/matches/{matchId}/start': {
    expected: STAFF_OR_KEY(200),
    request: async () => ({ method: 'POST', url: `/api/tournaments/${(await startedBracket(server.app, admin(), 4)).tournamentId}/matches/winners-1-1/start` }),
  },
  'GET /api/tournaments/{id}/matches/{matchId}/dependents': {
    expected: STAFF(200),
    request: async () => ({ method: 'GET', url: `/api/tournaments/${(await startedBracket(server.app, admin(), 4)).tournamentId}/matches/winners-1-1/dependents` }),
  },
  'POST /api/tournaments/{id}/participants/{participantId}/withdraw': {
    expected: STAFF(200),
    request: async () => {
      const { tournamentId, participants } = await startedBracket(server.app, admin(), 4);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/participants/${participants[0]!.id}/withdraw`, payload: { reason: 'forfeit' } };
    },
  },
  'DELETE /api/tournaments/{id}/participants/{participantId}/withdraw': {
    expected: STAFF(200),
    request: async () => {
      const { tournamentId, participants } = await startedBracket(server.app, admin(), 4);
      const url = `/api/tournaments/${tournamentId}/participants/${participants[0]!.id}/withdraw`;
      await server.app.inject(as(authorization.admin, { method: 'POST', url, payload: { reason: 'forfeit' } }));
      return { method: 'DELETE', url };
    },
  },
  'POST /api/tournaments/{id}/participants/{participantId}/check-in': {
    expected: STAFF(200),
    request: async () => {
      const tournamentId = await createTournament(server.app);
      const [participant] = await addPlayers(server.app, admin(), tournamentId, 2);
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/participants/${participant!.id}/check-in` };
    },
  },
  'POST /api/tournaments/{id}/matches/{matchId}/disputes': {
    // Only a player of the match may; none of these callers plays it.
    expected: { visitor: 401, user: 403, master: 403, admin: 403, key: 401, 'revoked key': 401 },
    request: async () => {
      const { tournamentId } = await startedBracket(server.app, admin(), 4);
      await server.app.inject(report(authorization.admin, tournamentId, 'winners-1-1', { scores: [2, 0] }));
      return { method: 'POST', url: `/api/tournaments/${tournamentId}/matches/winners-1-1/disputes`, payload: { reason: 'Wrong score' } };
    },
  },
  'POST /api/admin/api-keys': {
    expected: STAFF(201),
    request: async () => ({ method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Another bot', scopes: ['results'] } }),
  },
  'GET /api/admin/api-keys': { expected: STAFF(200), request: async () => ({ method: 'GET', url: '/api/admin/api-keys' }) },
  'DELETE /api/admin/api-keys/{id}': {
    expected: STAFF(200),
    request: async () => ({ method: 'DELETE', url: `/api/admin/api-keys/${(await createApiKey(server.app, admin())).id}` }),
  },
};

describe.each(Object.entries(ROWS))('%s', (_operation, row) => {
  test.each(CALLERS)('as %s', async (caller) => {
    const response = await server.app.inject(as(authorization[caller], await row.request()));
    expect([caller, response.statusCode]).toEqual([caller, row.expected[caller]]);
  });
});

test('every bracket and API key operation of the document has a row here', async () => {
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
  const operations = Object.entries(document.paths)
    .filter(([path]) => /\/(participants|bracket|matches)|api-keys/.test(path))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  expect(operations.sort()).toEqual(Object.keys(ROWS).sort());
});

test('a refused report changes nothing', async () => {
  const { tournamentId } = await startedBracket(server.app, admin(), 4);
  for (const caller of ['visitor', 'user', 'revoked key'] as const) {
    await server.app.inject(as(authorization[caller], { method: 'POST', url: `/api/tournaments/${tournamentId}/matches/winners-1-1/report`, payload: { reportId: 'r', scores: [1, 0] } }));
  }
  const stored = await server.db.query<{ version: number }>('SELECT version FROM brackets WHERE tournament_id = $1', [tournamentId]);
  expect(stored[0]!.version).toBe(1);
});

test.each([' ', '   ', '\u00a0'])('an API key named only with spaces (%j) is refused with a clear error, and no key is made', async (name) => {
  const before = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM api_keys');
  const response = await server.app.inject(as(callers.admin.authorization, { method: 'POST', url: '/api/admin/api-keys', payload: { name, scopes: ['results'] } }));
  expect(response.statusCode).toBe(400);
  expect(response.json<{ msg: string }>().msg).not.toBe('');
  const after = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM api_keys');
  expect(after[0]!.count).toBe(before[0]!.count);
});
