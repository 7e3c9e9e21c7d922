import type { Bracket, Participant } from '../../../common/contract/brackets';
import { TOURNAMENT_FORMATS } from '../../../common/tournamentFormats';
import { seedDemoBrackets } from '../../../server/routes/brackets/demoBrackets';
import { seed } from '../../../server/seed';
import { build, type TestServer } from '../build';

// Building the app on a fresh database takes seconds on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;

beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});

interface Item {
  _id: string;
  title: string;
  status: string;
  format: string | null;
  results: Array<{ place: number; name: string; prize?: string | null }> | null;
}

async function seededTournaments(status: 'LIVE' | 'COMPLETED'): Promise<Item[]> {
  const response = await server.app.inject({ method: 'GET', url: `/api/tournaments?status=${status}&limit=100` });
  return response.json<{ items: Item[] }>().items;
}

async function bracketOf(id: string): Promise<Bracket> {
  const response = await server.app.inject({ method: 'GET', url: `/api/tournaments/${id}/bracket` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

it('every seeded LIVE tournament has a bracket in progress: some results in, some matches still to play', async () => {
  const live = await seededTournaments('LIVE');
  expect(live.length).toBeGreaterThanOrEqual(2);
  for (const tournament of live) {
    const bracket = await bracketOf(tournament._id);
    expect(bracket.status).toBe('running');
    expect(bracket.format).toBe(tournament.format);
    const played = bracket.matches.filter((match) => match.status === 'completed' && !match.bye);
    expect(played.length).toBeGreaterThan(0);
    expect(bracket.matches.some((match) => match.status === 'ready')).toBe(true);
    expect(bracket.version).toBe(played.length + 1);
  }
});

it('every seeded past tournament has a completed bracket whose podium is its results, prizes kept', async () => {
  const past = await seededTournaments('COMPLETED');
  expect(past.length).toBeGreaterThanOrEqual(2);
  for (const tournament of past) {
    const bracket = await bracketOf(tournament._id);
    expect(bracket.status).toBe('completed');
    expect(bracket.matches.every((match) => match.status === 'completed')).toBe(true);
    const podium = bracket.standings.filter((standing) => standing.rank <= 3).map((standing) => standing.name);
    expect(tournament.results?.filter((result) => result.place <= 3).map((result) => result.name)).toEqual(podium);
  }
  const autumn = past.find((tournament) => tournament.title === 'EA FC Autumn Championship')!;
  expect(autumn.results).toEqual([
    { place: 1, name: 'NordicNinja', prize: '€2,500' },
    { place: 2, name: 'PixelPulse', prize: '€1,250' },
    { place: 3, name: 'GoalMachine', prize: '€750' },
    { place: 4, name: 'TikiTakaTom', prize: '€500' },
  ]);
});

it('the seeded brackets cover each of the five formats, with a result in every battle royale lobby', async () => {
  const tournaments = [...(await seededTournaments('LIVE')), ...(await seededTournaments('COMPLETED'))];
  const brackets = await Promise.all(tournaments.map((tournament) => bracketOf(tournament._id)));
  expect(new Set(brackets.map((bracket) => bracket.format))).toEqual(new Set(TOURNAMENT_FORMATS));
  const royale = brackets.find((bracket) => bracket.format === 'BATTLE_ROYALE')!;
  for (const lobby of royale.matches) expect(lobby.opponents.every((player) => player?.place && player.score !== null)).toBe(true);
  expect(royale.standings[0]!.kills).toBeGreaterThan(0);
});

it('the participants are listed with the seeds their bracket was drawn with', async () => {
  const [tournament] = await seededTournaments('COMPLETED');
  const response = await server.app.inject({ method: 'GET', url: `/api/tournaments/${tournament!._id}/participants` });
  const { participants } = response.json<{ participants: Participant[] }>();
  expect(participants.length).toBeGreaterThanOrEqual(8);
  expect(participants.map((participant) => participant.seed)).toEqual(participants.map((_, index) => index + 1));
});

it('a restart seeds nothing again: brackets, versions and participants stay as they are', async () => {
  const live = await seededTournaments('LIVE');
  const before = await Promise.all(live.map((tournament) => bracketOf(tournament._id)));
  await seed(server.db, { demo: true });
  expect(await seedDemoBrackets(server.db)).toBe(0);
  const after = await Promise.all(live.map((tournament) => bracketOf(tournament._id)));
  expect(after).toEqual(before);
  const [row] = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM bracket_participants WHERE tournament_id = $1', [live[0]!._id]);
  expect(row?.count).toBe(before[0]!.standings.length);
});

it('a demo tournament an admin has moved to another status, or emptied of its bracket, is not given one again unless it is back in its demo status', async () => {
  const [live] = await seededTournaments('LIVE');
  await server.db.query('DELETE FROM brackets WHERE tournament_id = $1', [live!._id]);
  await server.db.query('DELETE FROM bracket_participants WHERE tournament_id = $1', [live!._id]);
  await server.db.query("UPDATE tournaments SET status = 'UPCOMING' WHERE id = $1", [live!._id]);
  expect(await seedDemoBrackets(server.db)).toBe(0);
  // Read from the table: the public read is cached, and these changes went around the routes.
  const storedStatus = async () => (await server.db.query<{ status: string }>('SELECT status FROM brackets WHERE tournament_id = $1', [live!._id]))[0]?.status;
  expect(await storedStatus()).toBeUndefined();

  await server.db.query("UPDATE tournaments SET status = 'LIVE' WHERE id = $1", [live!._id]);
  expect(await seedDemoBrackets(server.db)).toBe(1);
  expect(await storedStatus()).toBe('running');
});
