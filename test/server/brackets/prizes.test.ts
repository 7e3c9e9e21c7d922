import type { InjectOptions } from 'fastify';
import type { Bracket } from '../../../common/contract/brackets';
import type { Placement, Tournament } from '../../../common/contract/tournaments';
import { build, type TestServer } from '../build';
import { as, type Callers, createCallers, readBracket, report, setEventSettings, startedBracket } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);

const seedOf = (name: string | undefined) => Number(name?.replace('Player ', ''));

/** Plays every match still to play, the better seed winning, until the bracket is completed. */
async function playOut(tournamentId: string): Promise<Bracket> {
  for (;;) {
    const bracket = await readBracket(server.app, tournamentId);
    const ready = bracket.matches.filter((match) => match.status === 'ready');
    if (ready.length === 0) return bracket;
    for (const match of ready) {
      const [first, second] = match.opponents;
      const scores = seedOf(first?.name) < seedOf(second?.name) ? [2, 0] : [0, 2];
      const response = await inject(report(callers.admin.authorization, tournamentId, match.id, { scores }));
      expect(response.statusCode).toBe(200);
    }
  }
}

async function tournament(tournamentId: string): Promise<Tournament> {
  return (await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).json<Tournament>();
}

const prizes = (...amounts: string[]) => amounts.map((prize, index) => ({ place: index + 1, prize }));

test('a single elimination with prizes for places 1 to 4: the two semi-final losers share 3rd–4th, each with its prize', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 8);
  await setEventSettings(server.app, callers.admin, tournamentId, { prizes: prizes('€300', '€150', '€50', '€50') });
  expect((await playOut(tournamentId)).status).toBe('completed');
  const completed = await tournament(tournamentId);
  expect(completed.status).toBe('COMPLETED');
  expect(completed.results).toEqual<Placement[]>([
    { place: 1, name: 'Player 1', prize: '€300' },
    { place: 2, name: 'Player 2', prize: '€150' },
    { place: 3, name: 'Player 3', prize: '€50' },
    { place: 3, name: 'Player 4', prize: '€50' },
  ]);
});

test('places past the podium are named as far as the bracket decides them: four quarter-final losers share 5th–8th', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 8);
  await setEventSettings(server.app, callers.admin, tournamentId, { prizes: [...prizes('€300', '€150', '€80', '€40'), { place: 5, prize: '€10' }] });
  await playOut(tournamentId);
  expect((await tournament(tournamentId)).results).toEqual<Placement[]>([
    { place: 1, name: 'Player 1', prize: '€300' },
    { place: 2, name: 'Player 2', prize: '€150' },
    // The bracket did not say who of the two is 3rd: each is shown both prizes of the places they share.
    { place: 3, name: 'Player 3', prize: '€80 / €40' },
    { place: 3, name: 'Player 4', prize: '€80 / €40' },
    ...[5, 6, 7, 8].map((seed) => ({ place: 5, name: `Player ${seed}`, prize: '€10' })),
  ]);
});

test('a round robin with prizes for 5 places names each of the five, with its prize', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 6, 'ROUND_ROBIN');
  await setEventSettings(server.app, callers.admin, tournamentId, { prizes: prizes('500 tokens', '300 tokens', '200 tokens', '100 tokens', '50 tokens') });
  await playOut(tournamentId);
  expect((await tournament(tournamentId)).results).toEqual<Placement[]>(
    [1, 2, 3, 4, 5].map((place) => ({ place, name: `Player ${place}`, prize: `${[500, 300, 200, 100, 50][place - 1]} tokens` })),
  );
});

test('a correction that reopens the bracket keeps every prized place undecided, and the next completion names them again', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  await setEventSettings(server.app, callers.admin, tournamentId, { prizes: prizes('€300', '€150', '€50', '€50') });
  await playOut(tournamentId);

  const reopened = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [0, 2], correct: true }));
  expect(reopened.statusCode).toBe(200);
  const live = await tournament(tournamentId);
  expect([live.status, live.results]).toEqual([
    'LIVE',
    [
      { place: 1, name: 'TBD', prize: '€300' },
      { place: 2, name: 'TBD', prize: '€150' },
      { place: 3, name: 'TBD', prize: '€50' },
      { place: 4, name: 'TBD', prize: '€50' },
    ],
  ]);

  await playOut(tournamentId);
  expect((await tournament(tournamentId)).results).toEqual<Placement[]>([
    { place: 1, name: 'Player 2', prize: '€300' },
    { place: 2, name: 'Player 4', prize: '€150' },
    { place: 3, name: 'Player 1', prize: '€50' },
    { place: 3, name: 'Player 3', prize: '€50' },
  ]);
});

test('a place an admin entered in the results with a prize is kept when the bracket completes', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  await setEventSettings(server.app, callers.admin, tournamentId, { prizes: prizes('€300') });
  const award = { place: 5, name: 'Fair play award', prize: 'A jersey' };
  const entered = await inject(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: { results: [award] } }));
  expect(entered.statusCode).toBe(200);
  await playOut(tournamentId);
  expect((await tournament(tournamentId)).results).toEqual<Placement[]>([
    { place: 1, name: 'Player 1', prize: '€300' },
    { place: 2, name: 'Player 2', prize: null },
    { place: 3, name: 'Player 3', prize: null },
    { place: 3, name: 'Player 4', prize: null },
    award,
  ]);
});
