import type { InjectOptions } from 'fastify';
import type { Bracket, Participant } from '../../../common/contract/brackets';
import type { Tournament } from '../../../common/contract/tournaments';
import { build, type TestServer } from '../build';
import { addPlayers, as, type Callers, createCallers, createTournament, matchOf, readBracket, report, startedBracket } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);

describe('participants', () => {
  test('an admin adds a list; everyone reads it, seeded first, with the linked account', async () => {
    const tournamentId = await createTournament(server.app);
    const added = await inject(
      as(callers.admin.authorization, {
        method: 'POST',
        url: `/api/tournaments/${tournamentId}/participants`,
        payload: { participants: [{ name: ' Zed ' }, { name: 'Ann', seed: 1 }, { name: 'Linked', username: callers.user.username.toUpperCase() }] },
      }),
    );
    expect(added.statusCode).toBe(201);
    expect(added.json<{ participants: Participant[] }>().participants.map((p) => [p.name, p.username, p.seed])).toEqual([
      ['Zed', null, null],
      ['Ann', null, 1],
      ['Linked', callers.user.username, null],
    ]);
    const listed = await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/participants` });
    expect(listed.json<{ participants: Participant[] }>().participants.map((p) => p.name)).toEqual(['Ann', 'Zed', 'Linked']);
  });

  test('a name already taken (any letter case), a name listed twice and an unknown username are refused with the reason', async () => {
    const tournamentId = await createTournament(server.app);
    await addPlayers(server.app, callers.admin, tournamentId, 2);
    const post = (participants: unknown[]) =>
      inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/participants`, payload: { participants } }));
    const taken = await post([{ name: 'PLAYER 1' }]);
    expect([taken.statusCode, taken.json().msg]).toEqual([409, 'Player 1 is already a participant of this tournament.']);
    const twice = await post([{ name: 'Bo' }, { name: 'bo' }]);
    expect([twice.statusCode, twice.json().msg]).toEqual([400, 'bo is listed twice.']);
    const unknown = await post([{ name: 'Cy', username: 'nobody_here' }]);
    expect([unknown.statusCode, unknown.json().msg]).toEqual([400, 'No VERSUS account is named nobody_here.']);
    const listed = await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/participants` });
    expect(listed.json().participants).toHaveLength(2);
  });

  test('seeding by order and shuffling renumber everyone from 1; a removed participant is gone', async () => {
    const tournamentId = await createTournament(server.app);
    const [one, two, three] = await addPlayers(server.app, callers.admin, tournamentId, 3);
    const seeded = await inject(
      as(callers.master.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/participants/seed`, payload: { order: [three!.id] } }),
    );
    expect(seeded.statusCode).toBe(200);
    expect(seeded.json<{ participants: Participant[] }>().participants.map((p) => [p.name, p.seed])).toEqual([
      ['Player 3', 1],
      ['Player 1', 2],
      ['Player 2', 3],
    ]);
    const shuffled = await inject(
      as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/participants/seed`, payload: { shuffle: true } }),
    );
    expect(shuffled.json<{ participants: Participant[] }>().participants.map((p) => p.seed)).toEqual([1, 2, 3]);
    const removed = await inject(as(callers.admin.authorization, { method: 'DELETE', url: `/api/tournaments/${tournamentId}/participants/${two!.id}` }));
    expect(removed.statusCode).toBe(200);
    const listed = await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/participants` });
    expect(listed.json<{ participants: Participant[] }>().participants.map((p) => p.id).sort()).toEqual([one!.id, three!.id].sort());
  });
});

describe('starting and reading a bracket', () => {
  test("404 before it starts; starting uses the tournament's format; 409 a second time or with fewer than 2 participants", async () => {
    const tournamentId = await createTournament(server.app, 'Double Elimination');
    const before = await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/bracket` });
    expect([before.statusCode, before.json().msg]).toEqual([404, 'This tournament has no bracket yet.']);
    await addPlayers(server.app, callers.admin, tournamentId, 1);
    const start = () => inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: {} }));
    const tooFew = await start();
    expect([tooFew.statusCode, tooFew.json().msg]).toEqual([409, 'A bracket needs at least 2 participants; this tournament has 1.']);
    await inject(
      as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/participants`, payload: { participants: [{ name: 'B' }, { name: 'C' }] } }),
    );
    const started = await start();
    expect(started.statusCode).toBe(201);
    expect(started.json<Bracket>()).toMatchObject({ tournamentId, format: 'DOUBLE_ELIMINATION', status: 'running', version: 1 });
    const again = await start();
    expect(again.statusCode).toBe(409);
    const read = await readBracket(server.app, tournamentId);
    expect(read.matches.length).toBeGreaterThan(0);
    const add = await inject(
      as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/participants`, payload: { participants: [{ name: 'Late' }] } }),
    );
    expect(add.statusCode).toBe(409);
  });

  test('options that do not apply to the format answer 400 with the reason', async () => {
    const tournamentId = await createTournament(server.app, 'SWISS');
    await addPlayers(server.app, callers.admin, tournamentId, 4);
    const response = await inject(
      as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: { thirdPlaceMatch: true } }),
    );
    expect([response.statusCode, response.json().msg]).toEqual([400, 'thirdPlaceMatch does not apply to a Swiss bracket.']);
  });

  test('a cached read is replaced by the next one after a report', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    expect(matchOf(await readBracket(server.app, tournamentId), 'winners-1-1').status).toBe('ready');
    const reported = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 1] }));
    expect(reported.statusCode).toBe(200);
    const after = await readBracket(server.app, tournamentId);
    expect(matchOf(after, 'winners-1-1').status).toBe('completed');
    expect(after.version).toBe(2);
  });
});

describe('a completed bracket', () => {
  test("sets the tournament's results, top three with names; a correction that reopens it takes them back", async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4, 'SINGLE_ELIMINATION', { thirdPlaceMatch: true });
    const play = async (matchId: string, scores: number[], extra: Record<string, unknown> = {}) => {
      const response = await inject(report(callers.admin.authorization, tournamentId, matchId, { scores, ...extra }));
      expect(response.statusCode).toBe(200);
    };
    await play('winners-1-1', [2, 0]); // Player 1 beats Player 4
    await play('winners-1-2', [0, 2]); // Player 3 beats Player 2
    await play('winners-2-1', [3, 1]); // the final
    await play('final-1-1', [1, 0]); // the third-place match: Player 4 beats Player 2
    const tournament = (await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json<Tournament>();
    expect(tournament.status).toBe('COMPLETED');
    expect(tournament.results).toEqual([
      { place: 1, name: 'Player 1', prize: null },
      { place: 2, name: 'Player 3', prize: null },
      { place: 3, name: 'Player 4', prize: null },
    ]);
    expect((await readBracket(server.app, tournamentId)).status).toBe('completed');

    await play('winners-1-1', [0, 2], { correct: true });
    const reopened = (await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json<Tournament>();
    expect([reopened.status, reopened.results]).toEqual(['LIVE', null]);
  });

  test('keeps the prize the tournament lists for each place, through a correction that reopens it and changes the winner', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4, 'SINGLE_ELIMINATION', { thirdPlaceMatch: true });
    const prizes = [
      { place: 1, name: 'Winner', prize: '€500' },
      { place: 2, name: 'Runner-up', prize: '€250' },
      { place: 3, name: 'Third', prize: '€100' },
      { place: 4, name: 'Fourth', prize: 'A jersey' },
    ];
    const listed = await inject(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: { results: prizes } }));
    expect(listed.statusCode).toBe(200);
    const play = async (matchId: string, scores: number[], extra: Record<string, unknown> = {}) => {
      const response = await inject(report(callers.admin.authorization, tournamentId, matchId, { scores, ...extra }));
      expect(response.statusCode).toBe(200);
    };
    const results = async () => {
      const tournament = (await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json<Tournament>();
      return [tournament.status, tournament.results];
    };
    await play('winners-1-1', [2, 0]); // Player 1 beats Player 4
    await play('winners-1-2', [0, 2]); // Player 3 beats Player 2
    await play('winners-2-1', [3, 1]); // the final: Player 1 wins
    await play('final-1-1', [1, 0]); // the third-place match: Player 4 beats Player 2
    expect(await results()).toEqual([
      'COMPLETED',
      [
        { place: 1, name: 'Player 1', prize: '€500' },
        { place: 2, name: 'Player 3', prize: '€250' },
        { place: 3, name: 'Player 4', prize: '€100' },
        { place: 4, name: 'Fourth', prize: 'A jersey' },
      ],
    ]);

    // The final corrected: the bracket stays complete, the places change hands, the prizes stay with the places.
    await play('winners-2-1', [1, 3], { correct: true });
    expect(await results()).toEqual([
      'COMPLETED',
      [
        { place: 1, name: 'Player 3', prize: '€500' },
        { place: 2, name: 'Player 1', prize: '€250' },
        { place: 3, name: 'Player 4', prize: '€100' },
        { place: 4, name: 'Fourth', prize: 'A jersey' },
      ],
    ]);

    // A correction that reopens the bracket: the names are to be decided again, the prizes are not.
    await play('winners-1-1', [0, 2], { correct: true });
    expect(await results()).toEqual([
      'LIVE',
      [
        { place: 1, name: 'TBD', prize: '€500' },
        { place: 2, name: 'TBD', prize: '€250' },
        { place: 3, name: 'TBD', prize: '€100' },
        { place: 4, name: 'Fourth', prize: 'A jersey' },
      ],
    ]);
    await play('winners-2-1', [2, 0]); // the final again: Player 4 beats Player 3
    await play('final-1-1', [2, 1]); // Player 1 beats Player 2 for 3rd
    expect(await results()).toEqual([
      'COMPLETED',
      [
        { place: 1, name: 'Player 4', prize: '€500' },
        { place: 2, name: 'Player 3', prize: '€250' },
        { place: 3, name: 'Player 1', prize: '€100' },
        { place: 4, name: 'Fourth', prize: 'A jersey' },
      ],
    ]);
  });

  test('two players sharing 3rd place (no third-place match) both keep the prize listed for 3rd', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const prizes = [1, 2, 3].map((place) => ({ place, name: 'TBD', prize: `${100 * (4 - place)} tokens` }));
    expect((await inject(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: { results: prizes } }))).statusCode).toBe(200);
    for (const [matchId, scores] of [['winners-1-1', [2, 0]], ['winners-1-2', [2, 0]], ['winners-2-1', [2, 1]]] as const) {
      expect((await inject(report(callers.admin.authorization, tournamentId, matchId, { scores }))).statusCode).toBe(200);
    }
    const tournament = (await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json<Tournament>();
    expect(tournament.results).toEqual([
      { place: 1, name: 'Player 1', prize: '300 tokens' },
      { place: 2, name: 'Player 2', prize: '200 tokens' },
      { place: 3, name: 'Player 3', prize: '100 tokens' },
      { place: 3, name: 'Player 4', prize: '100 tokens' },
    ]);
  });
});

describe('the tournament says whether its bracket has started (hasBracket)', () => {
  test('false before the start, in its read and in the list; true right after', async () => {
    const tournamentId = await createTournament(server.app);
    await addPlayers(server.app, callers.admin, tournamentId, 2);
    const listed = async () =>
      (await inject({ method: 'GET', url: '/api/tournaments?status=LIVE&limit=100' })).json<{ items: Tournament[] }>().items.find((item) => item._id === tournamentId);
    expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json<Tournament>().hasBracket).toBe(false);
    expect((await listed())?.hasBracket).toBe(false);

    const started = await inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: {} }));
    expect(started.statusCode).toBe(201);
    expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json<Tournament>().hasBracket).toBe(true);
    // The list read before the start was kept in memory; the start forgets it.
    expect((await listed())?.hasBracket).toBe(true);
  });
});

