/**
 * A DRAFT stays a draft whatever its bracket does: results are kept in step, but only an admin
 * publishes the tournament.
 */
import type { InjectOptions } from 'fastify';
import type { Tournament } from '../../../common/contract/tournaments';
import { build, type TestServer } from '../build';
import { as, type Callers, createCallers, report, startedBracket } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);

async function makeDraft(tournamentId: string): Promise<void> {
  const patched = await inject(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: { status: 'DRAFT' } }));
  expect(patched.statusCode).toBe(200);
}

async function storedTournament(tournamentId: string): Promise<Tournament> {
  const response = await inject(as(callers.admin.authorization, { method: 'GET', url: `/api/tournaments/${tournamentId}` }));
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function publiclyListed(tournamentId: string): Promise<boolean> {
  const { title } = await storedTournament(tournamentId);
  const listed = await inject({ method: 'GET', url: `/api/tournaments?limit=100&q=${encodeURIComponent(title)}` });
  return listed.json<{ items: Tournament[] }>().items.some((item) => item._id === tournamentId);
}

test("a draft whose bracket completes stays a DRAFT, with its results, and the public neither lists nor finds it", async () => {
  // Two players: the final is the only match.
  const { tournamentId } = await startedBracket(server.app, callers.admin, 2);
  await makeDraft(tournamentId);

  const final = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 0] }));
  expect(final.statusCode).toBe(200);

  const tournament = await storedTournament(tournamentId);
  expect(tournament.status).toBe('DRAFT');
  expect(tournament.results?.map((result) => [result.place, result.name])).toEqual([
    [1, 'Player 1'],
    [2, 'Player 2'],
  ]);
  expect(await publiclyListed(tournamentId)).toBe(false);
  expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` })).statusCode).toBe(404);
  expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/bracket` })).statusCode).toBe(404);
});

test('a correction of a completed tournament moved back to DRAFT leaves it a DRAFT', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 2);
  expect((await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 0] }))).statusCode).toBe(200);
  expect((await storedTournament(tournamentId)).status).toBe('COMPLETED');
  await makeDraft(tournamentId);

  const corrected = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [0, 2], correct: true }));
  expect(corrected.statusCode).toBe(200);
  const tournament = await storedTournament(tournamentId);
  expect(tournament.status).toBe('DRAFT');
  expect(tournament.results?.[0]).toMatchObject({ place: 1, name: 'Player 2' });
  expect(await publiclyListed(tournamentId)).toBe(false);
});

test('a published tournament still becomes COMPLETED when its bracket completes', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 2);
  expect((await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 0] }))).statusCode).toBe(200);
  expect((await storedTournament(tournamentId)).status).toBe('COMPLETED');
  expect(await publiclyListed(tournamentId)).toBe(true);
});

test("a public bracket read before the tournament turned DRAFT is not served from this process's cache afterwards", async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 2);
  expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/participants` })).statusCode).toBe(200);
  expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/bracket` })).statusCode).toBe(200);
  await makeDraft(tournamentId);
  expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/bracket` })).statusCode).toBe(404);
  expect((await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/participants` })).statusCode).toBe(404);
});
