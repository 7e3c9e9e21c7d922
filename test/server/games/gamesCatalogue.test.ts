import type { Game } from '../../../common/contract/games';
import { BUILT_IN_GAME_KEYS } from '../../../common/gameKeys';
import { build, type TestServer } from '../build';

// Loading a PGlite copy takes seconds on a busy machine; these bounds are against hangs, not for speed.
jest.setTimeout(60_000);

let server: TestServer;

beforeAll(async () => {
  server = await build();
});
afterAll(async () => {
  await server.close();
});

async function list(query = ''): Promise<Game[]> {
  const response = await server.app.inject({ method: 'GET', url: `/api/games${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Game[];
}

const keysOf = (games: Game[]) => games.map((game) => game.key);

describe('GET /api/games', () => {
  test('lists the six built-in games, newest release first, each with its rating summary', async () => {
    const games = await list();
    expect(keysOf(games).sort()).toEqual([...BUILT_IN_GAME_KEYS].sort());
    const releases = games.map((game) => game.releaseDate!);
    expect(releases).toEqual([...releases].sort().reverse());
    for (const game of games) {
      expect(game).toMatchObject({ averageRating: 0, ratingCount: 0, title: game.name });
      expect(game._id).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  test('the built-in catalogue has its featured and competitive flags and full details', async () => {
    const games = await list('?sort=name');
    expect(keysOf(games.filter((game) => game.featured)).sort()).toEqual(['cod', 'ea-fc', 'valorant']);
    expect(keysOf(games.filter((game) => !game.competitive))).toEqual(['mario-kart']);
    for (const game of games) {
      expect(game.publisher).toBeTruthy();
      expect(game.developer).toBeTruthy();
      expect(game.platforms.length).toBeGreaterThan(0);
      expect(game.genres.length).toBeGreaterThan(0);
      expect(game.rating).toEqual({ system: expect.any(String), value: expect.any(String) });
      expect(game.sections.length).toBeGreaterThan(0);
      expect(game.heroSrcset).toEqual({
        mobile: `/images/games/${game.key}/hero-mobile.svg`,
        tablet: `/images/games/${game.key}/hero-tablet.svg`,
        desktop: `/images/games/${game.key}/hero-desktop.svg`,
      });
      expect(game.coverImage).toBe(`/images/games/${game.key}/cover.svg`);
    }
  });

  test('limit bounds the list and sort=featured puts the featured games first', async () => {
    const games = await list('?limit=4&sort=featured');
    expect(games).toHaveLength(4);
    expect(games.slice(0, 3).every((game) => game.featured)).toBe(true);
    expect(games[3]!.featured).toBe(false);
  });

  test('sort=name orders alphabetically', async () => {
    const names = (await list('?sort=name')).map((game) => game.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('filters by genre and platform case-insensitively, and by competitive and featured', async () => {
    expect(keysOf(await list('?genre=racing'))).toEqual(['mario-kart']);
    expect(keysOf(await list('?platform=android'))).toEqual(['clash-royale']);
    expect(keysOf(await list('?competitive=false'))).toEqual(['mario-kart']);
    expect(await list('?competitive=true')).toHaveLength(5);
    expect(keysOf(await list('?featured=true&sort=name')).sort()).toEqual(['cod', 'ea-fc', 'valorant']);
    expect(keysOf(await list('?genre=Shooter&platform=PS5&sort=name')).sort()).toEqual(['cod', 'valorant']);
  });

  test('q searches name and descriptions without case and treats % and _ literally', async () => {
    expect(keysOf(await list('?q=VALORANT'))).toEqual(['valorant']);
    expect(keysOf(await list('?q=elixir'))).toEqual(['clash-royale']);
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?q=_')).toEqual([]);
    expect(await list('?q=nothing-matches-this')).toEqual([]);
  });

  test.each([
    ['?limit=0', 'querystring.limit'],
    ['?limit=101', 'querystring.limit'],
    ['?limit=ten', 'querystring.limit'],
    ['?sort=popularity', 'querystring.sort'],
    ['?competitive=maybe', 'querystring.competitive'],
    [`?q=${'x'.repeat(101)}`, 'querystring.q'],
  ])('%s is a 400 naming the field', async (query, field) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/games${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain(field);
  });
});

describe('GET /api/games/{slug}', () => {
  test.each([
    ['ea-fc', 'ea-fc'],
    ['eafc', 'ea-fc'],
    ['ea-sports-fc', 'ea-fc'],
    ['EA_FC', 'ea-fc'],
    ['call-of-duty', 'cod'],
    ['csgo', 'cs-go'],
    ['cs:go', 'cs-go'],
    ['CS GO', 'cs-go'],
    ['mario-kart-world', 'mario-kart'],
    ['Clash Royale', 'clash-royale'],
  ])('%s answers %s', async (slug, key) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/games/${encodeURIComponent(slug)}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key, averageRating: 0, ratingCount: 0 });
  });

  test('an unknown game is a 404 with msg', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/games/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: 'Game not found' });
  });

  test('the OpenAPI description names and describes every games and ratings operation', async () => {
    const spec = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string }>>;
    }>();
    const operations = Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/api/games') || path.startsWith('/api/game-ratings'))
      .flatMap(([, methods]) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      ['createGame', 'getGame', 'getGameRating', 'listGames', 'rateGame', 'updateGame'],
    );
    for (const operation of operations) {
      expect(operation.summary).toBeTruthy();
      expect(operation.description).toBeTruthy();
    }
  });
});
