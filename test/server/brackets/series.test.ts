import type { InjectOptions } from 'fastify';
import type { ReportResponse } from '../../../common/contract/brackets';
import { build, type TestServer } from '../build';
import { type Callers, createCallers, matchOf, readBracket, report, setEventSettings, startedBracket } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);

/** A started bracket of four whose tournament plays best-of-n series. */
async function seriesBracket(bestOf: number, format = 'SINGLE_ELIMINATION') {
  const started = await startedBracket(server.app, callers.admin, 4, format);
  await setEventSettings(server.app, callers.admin, started.tournamentId, { bestOf });
  return started;
}

async function storedReports(tournamentId: string): Promise<number> {
  const rows = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM bracket_reports WHERE tournament_id = $1', [tournamentId]);
  return rows[0]!.count;
}

test('a best-of-3 won 2–1 game by game: the games are stored, answered with the match and read in the bracket', async () => {
  const { tournamentId } = await seriesBracket(3);
  const games = [
    [3, 1],
    [0, 2],
    [2, 1],
  ];
  const reported = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 1], games }));
  expect(reported.statusCode).toBe(200);
  const answered = reported.json<ReportResponse>().matches.find((match) => match.id === 'winners-1-1')!;
  expect(answered.games).toEqual(games);
  expect(answered.opponents.map((opponent) => [opponent?.score, opponent?.result])).toEqual([
    [2, 'win'],
    [1, 'loss'],
  ]);
  const bracket = await readBracket(server.app, tournamentId);
  expect(matchOf(bracket, 'winners-1-1')).toEqual(answered);
  expect(matchOf(bracket, 'winners-1-2').games).toBeNull();
  expect(matchOf(bracket, 'winners-2-1').opponents[0]?.name).toBe('Player 1');
});

test.each([
  ['a drawn series', { scores: [1, 1] }, 'A best-of-3 is won with 2 games: 2–1 or 2–0.'],
  ['more wins than a series has', { scores: [3, 0] }, 'A best-of-3 is won with 2 games: 2–1 or 2–0.'],
  ['a series not yet won', { scores: [1, 0], games: [[2, 0]] }, 'A best-of-3 is won with 2 games: 2–1 or 2–0.'],
  ['games that do not give the scores', { scores: [2, 0], games: [[1, 0], [0, 1], [1, 0]] }, 'The scores must be the games each side won: the games give 2–1, not 2–0.'],
  ['more games than the series has', { scores: [2, 1], games: [[1, 0], [0, 1], [1, 1], [1, 0]] }, 'A best-of-3 has at most 3 games; 4 were given.'],
  ['a game with a negative score', { scores: [2, 0], games: [[1, 0], [-1, 0]] }, 'Game 2, item 1 must be at least 0 (body.games.1.0).'],
  ['a game after the series was won', { scores: [2, 1], games: [[1, 0], [1, 0], [0, 1]] }, 'The series was decided in game 2: no game is played after that.'],
])('%s is refused with a clear message, and nothing is stored', async (_case, body, msg) => {
  const { tournamentId } = await seriesBracket(3);
  const refused = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', body));
  expect([refused.statusCode, refused.json().msg]).toEqual([400, msg]);
  const bracket = await readBracket(server.app, tournamentId);
  expect([bracket.version, matchOf(bracket, 'winners-1-1').status]).toEqual([1, 'ready']);
  expect(await storedReports(tournamentId)).toBe(0);
});

test('without games, a best-of-5 takes the games won when they decide the series', async () => {
  const { tournamentId } = await seriesBracket(5);
  const refused = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 1] }));
  expect([refused.statusCode, refused.json().msg]).toEqual([400, 'A best-of-5 is won with 3 games: 3–2, 3–1 or 3–0.']);
  const reported = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [1, 3] }));
  expect(reported.statusCode).toBe(200);
  expect(matchOf(await readBracket(server.app, tournamentId), 'winners-1-1')).toMatchObject({ status: 'completed', games: null });
});

test('a best-of-1 takes any scores as before, or the one game played', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  expect((await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [17, 9] }))).statusCode).toBe(200);
  const draw = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [1, 1] }));
  expect([draw.statusCode, draw.json().msg]).toEqual([400, 'A draw is not possible in single elimination: one side must score more.']);
  const twoGames = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [1, 1], games: [[1, 0], [0, 1]] }));
  expect([twoGames.statusCode, twoGames.json().msg]).toEqual([400, 'A best-of-1 has at most 1 game; 2 were given.']);
  expect((await inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [0, 1], games: [[3, 4]] }))).statusCode).toBe(200);
  const bracket = await readBracket(server.app, tournamentId);
  expect(matchOf(bracket, 'winners-1-1')).toMatchObject({ games: null, opponents: [expect.objectContaining({ score: 17 }), expect.objectContaining({ score: 9 })] });
  expect(matchOf(bracket, 'winners-1-2').games).toEqual([[3, 4]]);
});

test('a round robin best-of-3 cannot end level, though a best-of-1 round robin can', async () => {
  const { tournamentId } = await seriesBracket(3, 'ROUND_ROBIN');
  const level = await inject(report(callers.admin.authorization, tournamentId, 'group-1-1-1', { scores: [1, 1], games: [[2, 0], [0, 2]] }));
  expect([level.statusCode, level.json().msg]).toEqual([400, 'A best-of-3 is won with 2 games: 2–1 or 2–0.']);
  await setEventSettings(server.app, callers.admin, tournamentId, { bestOf: 1 });
  expect((await inject(report(callers.admin.authorization, tournamentId, 'group-1-1-1', { scores: [1, 1] }))).statusCode).toBe(200);
});

test('the same reportId with its games again answers the same; a correction replaces the games, and a reset match loses them', async () => {
  const { tournamentId } = await seriesBracket(3);
  const first = { reportId: 'series-1', scores: [2, 0], games: [[1, 0], [1, 0]] };
  const sent = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', first));
  const again = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', first));
  expect([again.statusCode, again.json()]).toEqual([200, sent.json()]);
  expect(await storedReports(tournamentId)).toBe(1);

  await inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [2, 0] }));
  const final = await inject(report(callers.admin.authorization, tournamentId, 'winners-2-1', { scores: [2, 1], games: [[1, 0], [0, 1], [1, 0]] }));
  expect(final.statusCode).toBe(200);

  const corrected = await inject(report(callers.master.authorization, tournamentId, 'winners-1-1', { scores: [1, 2], games: [[0, 1], [1, 0], [0, 1]], correct: true }));
  expect(corrected.statusCode).toBe(200);
  const bracket = await readBracket(server.app, tournamentId);
  expect(matchOf(bracket, 'winners-1-1').games).toEqual([
    [0, 1],
    [1, 0],
    [0, 1],
  ]);
  // The final was played by the old winner: it is to be played again, its games gone with its result.
  expect(matchOf(bracket, 'winners-2-1')).toMatchObject({ status: 'ready', games: null });
});

test('battle royale lobbies take placements whatever the series length', async () => {
  const { tournamentId, participants } = await seriesBracket(3, 'BATTLE_ROYALE');
  const placements = participants.map((participant, index) => ({ participantId: participant.id, place: index + 1, kills: 0 }));
  const reported = await inject(report(callers.admin.authorization, tournamentId, 'lobby-1-1', { placements }));
  expect(reported.statusCode).toBe(200);
  expect(matchOf(await readBracket(server.app, tournamentId), 'lobby-1-1')).toMatchObject({ status: 'completed', games: null });
});
