import type { InjectOptions } from 'fastify';
import type { Bracket } from '../../../common/contract/brackets';
import { createAccount, type TestAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { as, type Callers, createCallers, createTournament, matchOf, readBracket, report } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);
const dispute = (account: TestAccount, tournamentId: string, matchId: string, reason = 'The score was 2-1 for us') =>
  inject(as(account.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/matches/${matchId}/disputes`, payload: { reason } }));
const resolve = (id: string, decision: 'upheld' | 'rejected', note?: string) =>
  inject(as(callers.admin.authorization, { method: 'POST', url: `/api/admin/disputes/${id}/resolve`, payload: { decision, note } }));

/** Four linked players in a started single elimination; winners-1-1 is players[0] against players[3]. */
async function playedBracket() {
  const players = await Promise.all(Array.from({ length: 4 }, () => createAccount(server.app)));
  const tournamentId = await createTournament(server.app);
  await inject(
    as(callers.admin.authorization, {
      method: 'POST',
      url: `/api/tournaments/${tournamentId}/participants`,
      payload: { participants: players.map((player, index) => ({ name: player.username, username: player.username, seed: index + 1 })) },
    }),
  );
  await inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: {} }));
  expect((await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 0] }))).statusCode).toBe(200);
  return { tournamentId, players };
}

test('a player of the match disputes its result: everyone sees it disputed, once per side', async () => {
  const { tournamentId, players } = await playedBracket();
  const answer = await dispute(players[3]!, tournamentId, 'winners-1-1');
  expect(answer.statusCode).toBe(201);
  expect(answer.json().dispute).toMatchObject({ matchId: 'winners-1-1', side: players[3]!.username, status: 'open', reason: 'The score was 2-1 for us' });
  expect(matchOf(await readBracket(server.app, tournamentId), 'winners-1-1')).toMatchObject({ disputed: true });
  expect(matchOf(await readBracket(server.app, tournamentId), 'winners-1-2').disputed).toBeUndefined();

  const again = await dispute(players[3]!, tournamentId, 'winners-1-1');
  expect([again.statusCode, again.json().msg]).toEqual([409, 'Your side has already disputed this result.']);
  expect((await dispute(players[0]!, tournamentId, 'winners-1-1')).statusCode).toBe(201);
});

test('only a player of the match, only a reported result, only within 15 minutes', async () => {
  const { tournamentId, players } = await playedBracket();
  const stranger = await dispute(players[1]!, tournamentId, 'winners-1-1');
  expect([stranger.statusCode, stranger.json().msg]).toEqual([403, 'Only a player of this match can dispute its result.']);
  const unplayed = await dispute(players[1]!, tournamentId, 'winners-1-2');
  expect([unplayed.statusCode, unplayed.json().msg]).toEqual([409, 'Only a reported result can be disputed.']);
  await server.db.query(`UPDATE bracket_reports SET created_at = now() - interval '16 minutes' WHERE tournament_id = $1`, [tournamentId]);
  const late = await dispute(players[3]!, tournamentId, 'winners-1-1');
  expect([late.statusCode, late.json().msg]).toEqual([409, 'A result can be disputed within 15 minutes of its report.']);
  expect((await inject({ method: 'POST', url: `/api/tournaments/${tournamentId}/matches/winners-1-1/disputes`, payload: { reason: 'x' } })).statusCode).toBe(401);
});

test('the admin queue: rejected, the result stands and the mark goes', async () => {
  const { tournamentId, players } = await playedBracket();
  const { dispute: opened } = (await dispute(players[3]!, tournamentId, 'winners-1-1')).json();
  const queue = await inject(as(callers.admin.authorization, { method: 'GET', url: '/api/admin/disputes?status=open' }));
  expect(queue.json().disputes.map((entry: { id: string }) => entry.id)).toContain(opened.id);
  expect((await inject(as(callers.user.authorization, { method: 'GET', url: '/api/admin/disputes' }))).statusCode).toBe(403);

  const rejected = await resolve(opened.id, 'rejected', 'The screenshot shows 2-0.');
  expect(rejected.json().dispute).toMatchObject({ status: 'rejected', note: 'The screenshot shows 2-0.' });
  const match = matchOf(await readBracket(server.app, tournamentId), 'winners-1-1');
  expect(match.disputed).toBeUndefined();
  expect(match.opponents.map((side) => side?.score)).toEqual([2, 0]);
  const twice = await resolve(opened.id, 'upheld');
  expect([twice.statusCode, twice.json().msg]).toEqual([409, 'This dispute is already resolved.']);
});

test('upheld: the match is reopened with what it decided, for the right result to be reported', async () => {
  const { tournamentId, players } = await playedBracket();
  await inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [1, 2] }));
  await inject(report(callers.admin.authorization, tournamentId, 'winners-2-1', { scores: [3, 1] }));
  const { dispute: opened } = (await dispute(players[3]!, tournamentId, 'winners-1-1')).json();
  expect((await resolve(opened.id, 'upheld')).json().dispute.status).toBe('upheld');

  const bracket: Bracket = await readBracket(server.app, tournamentId);
  expect(matchOf(bracket, 'winners-1-1')).toMatchObject({ status: 'ready' });
  expect(matchOf(bracket, 'winners-1-1').disputed).toBeUndefined();
  expect(matchOf(bracket, 'winners-2-1').status).toBe('waiting');
  expect(matchOf(bracket, 'winners-1-2').status).toBe('completed');
  expect((await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [1, 2] }))).statusCode).toBe(200);
  expect(matchOf(await readBracket(server.app, tournamentId), 'winners-2-1').opponents[0]?.name).toBe(players[3]!.username);
});
