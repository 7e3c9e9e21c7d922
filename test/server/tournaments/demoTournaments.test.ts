import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seedDemoTournaments } from '../../../server/routes/tournaments/demoTournaments';
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
  startAt: string | null;
  organizer: string | null;
  game: string | null;
  results: unknown[] | null;
}

async function allTournaments(): Promise<Item[]> {
  return ((await server.app.inject({ method: 'GET', url: '/api/tournaments?limit=100' })).json() as { items: Item[] }).items;
}

it('seeds several tournaments per status over several games, by VERSUS and partners, some TBA', async () => {
  const items = await allTournaments();
  const count = (status: string) => items.filter((item) => item.status === status).length;
  for (const status of ['COMING_SOON', 'UPCOMING', 'LIVE', 'COMPLETED']) expect(count(status)).toBeGreaterThanOrEqual(2);
  expect(count('SCHEDULED')).toBeGreaterThanOrEqual(1);
  expect(new Set(items.map((item) => item.game)).size).toBeGreaterThanOrEqual(5);
  expect(items.some((item) => item.organizer === null)).toBe(true);
  expect(items.some((item) => item.organizer !== null)).toBe(true);
  expect(items.some((item) => item.startAt === null)).toBe(true);
  const now = Date.now();
  for (const item of items.filter((entry) => entry.status === 'COMPLETED')) {
    expect(Date.parse(item.startAt!)).toBeLessThan(now);
    expect(item.results?.length).toBeGreaterThan(0);
  }
  for (const item of items.filter((entry) => entry.status === 'UPCOMING' && entry.startAt)) {
    expect(Date.parse(item.startAt!)).toBeGreaterThan(now);
  }
});

it('seeds only on first start: a second seed keeps what is there', async () => {
  const before = await allTournaments();
  expect(await seedDemoTournaments(server.db)).toBe(0);
  expect(await allTournaments()).toHaveLength(before.length);
});

it('bundles the same tournaments (same ids and titles) for TOURNAMENT_SOURCE=local', async () => {
  const bundled = JSON.parse(readFileSync(path.join(__dirname, '../../../public/data/tournaments.json'), 'utf8')) as { items: Item[] };
  const seeded = new Map((await allTournaments()).map((item) => [item._id, item]));
  for (const item of bundled.items) {
    expect(seeded.get(item._id)).toMatchObject({ title: item.title, status: item.status, game: item.game });
  }
});
