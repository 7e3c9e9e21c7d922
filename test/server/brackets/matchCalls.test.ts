import type { InjectOptions } from 'fastify';
import type { ReportResponse } from '../../../common/contract/brackets';
import { build, type TestServer } from '../build';
import { type Callers, callMatch, createApiKey, createCallers, matchOf, readBracket, report, startedBracket } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);

async function auditActions(tournamentId: string): Promise<string[]> {
  const log = await server.db.query<{ action: string }>("SELECT action FROM audit_log WHERE target = $1 AND action LIKE 'bracket.match.%' ORDER BY created_at", [tournamentId]);
  return log.map((entry) => entry.action);
}

test('a called match is running for every reader; calling it again answers the same and changes nothing', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  const called = await inject(callMatch(callers.admin.authorization, tournamentId, 'winners-1-1'));
  expect(called.statusCode).toBe(200);
  const [answered, ...others] = called.json<ReportResponse>().matches;
  expect(others).toEqual([]);
  expect(answered).toMatchObject({ id: 'winners-1-1', status: 'running' });
  const bracket = await readBracket(server.app, tournamentId);
  expect(matchOf(bracket, 'winners-1-1')).toEqual(answered);
  expect(bracket.version).toBe(2);

  // The bot retries: the same answer, no new version, no second audit entry.
  const again = await inject(callMatch(callers.master.authorization, tournamentId, 'winners-1-1'));
  expect([again.statusCode, again.json()]).toEqual([200, called.json()]);
  expect((await readBracket(server.app, tournamentId)).version).toBe(2);
  expect(await auditActions(tournamentId)).toEqual(['bracket.match.called']);
});

test('a running match takes its result as a ready one does, and the winner goes on', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  expect((await inject(callMatch(callers.admin.authorization, tournamentId, 'winners-1-1'))).statusCode).toBe(200);
  const reported = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [0, 2] }));
  expect(reported.statusCode).toBe(200);
  const bracket = await readBracket(server.app, tournamentId);
  expect(matchOf(bracket, 'winners-1-1').status).toBe('completed');
  expect(matchOf(bracket, 'winners-2-1').opponents[0]?.name).toBe('Player 4');
  expect(await auditActions(tournamentId)).toEqual(['bracket.match.called', 'bracket.match.reported']);
});

test('only a ready match can be called: one waiting for its opponents or already played answers 409 and nothing changes', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  const call = async (matchId: string) => {
    const response = await inject(callMatch(callers.admin.authorization, tournamentId, matchId));
    return [response.statusCode, response.json().msg];
  };
  expect(await call('winners-2-1')).toEqual([409, 'Match winners-2-1 cannot start: its opponents are not both known yet.']);
  expect((await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 0] }))).statusCode).toBe(200);
  expect(await call('winners-2-1')).toEqual([409, 'Match winners-2-1 cannot start: its opponents are not both known yet.']);
  expect(await call('winners-1-1')).toEqual([409, 'Match winners-1-1 cannot start: it is already completed.']);
  expect(await call('winners-9-9')).toEqual([404, 'Match winners-9-9 is not in this bracket.']);
  expect((await readBracket(server.app, tournamentId)).version).toBe(2);
  expect(await auditActions(tournamentId)).toEqual(['bracket.match.reported']);
});

test('the bot calls a match with its results key, under its own name in the audit log; a user is refused', async () => {
  const key = await createApiKey(server.app, callers.admin, 'Caller bot');
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  const refused = await inject(callMatch(callers.user.authorization, tournamentId, 'winners-1-2'));
  expect(refused.statusCode).toBe(403);
  expect(matchOf(await readBracket(server.app, tournamentId), 'winners-1-2').status).toBe('ready');

  const called = await inject(callMatch(`Bearer ${key.key}`, tournamentId, 'winners-1-2'));
  expect(called.statusCode).toBe(200);
  expect(matchOf(await readBracket(server.app, tournamentId), 'winners-1-2').status).toBe('running');
  const log = await server.db.query<{ actor_name: string; details: Record<string, unknown> }>(
    "SELECT actor_name, details FROM audit_log WHERE target = $1 AND action = 'bracket.match.called'",
    [tournamentId],
  );
  expect(log).toEqual([{ actor_name: 'API key "Caller bot"', details: { matchId: 'winners-1-2', apiKeyId: key.id } }]);
});
