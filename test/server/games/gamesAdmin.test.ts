import type { Game } from '../../../common/contract/games';
import { build, type TestServer } from '../build';
import { createAccount, type TestAccount } from './accounts';

// Loading a PGlite copy takes seconds on a busy machine; these bounds are against hangs, not for speed.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestAccount;
let master: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  server = await build();
  admin = await createAccount(server.app, { role: 'admin' });
  master = await createAccount(server.app, { role: 'master' });
  player = await createAccount(server.app);
});
afterAll(async () => {
  await server.close();
});

const newGame = {
  key: 'rocket-league',
  name: 'Rocket League',
  releaseDate: '2015-07-07',
  publisher: 'Psyonix',
  developer: 'Psyonix',
  platforms: ['PC', 'PS5'],
  genres: ['Sports'],
  rating: { system: 'PEGI', value: '3' },
  competitive: true,
  featured: false,
  shortDescription: 'Football with rocket-powered cars.',
  sections: [{ title: 'Formats', bullets: ['3v3'] }],
  storeLinks: { epic: 'https://store.epicgames.com/p/rocket-league', official: 'https://www.rocketleague.com/' },
  trailers: ['dQw4w9WgXcQ'],
  coverImage: '/images/placeholder-game.svg',
};

function post(body: unknown, account?: TestAccount) {
  return server.app.inject({
    method: 'POST',
    url: '/api/games',
    headers: account ? { authorization: account.authorization } : {},
    payload: body as Record<string, unknown>,
  });
}

async function gameCount(): Promise<number> {
  const rows = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM games');
  return rows[0]!.count;
}

describe('POST /api/games', () => {
  test('needs a token (401) and the admin or master role (403)', async () => {
    expect((await post(newGame)).statusCode).toBe(401);
    const forbidden = await post(newGame, player);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ msg: string }>().msg).toBeTruthy();
    expect(await gameCount()).toBe(6);
  });

  test('an admin adds a game: it answers 201 with the game and the catalogue lists it at once', async () => {
    const before = (await server.app.inject({ method: 'GET', url: '/api/games?sort=name' })).json<Game[]>();
    expect(before.map((game) => game.key)).not.toContain('rocket-league');

    const response = await post(newGame, admin);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      key: 'rocket-league',
      name: 'Rocket League',
      title: 'Rocket League',
      trailerYouTubeId: 'dQw4w9WgXcQ',
      storeLinks: newGame.storeLinks,
      heroSrcset: null,
    });

    const after = (await server.app.inject({ method: 'GET', url: '/api/games?sort=name' })).json<Game[]>();
    expect(after.map((game) => game.key)).toContain('rocket-league');
  });

  test('a taken key is a 409 and an alias of a built-in key a 400', async () => {
    expect((await post({ key: 'valorant', name: 'Again' }, master)).statusCode).toBe(409);
    const alias = await post({ key: 'eafc', name: 'FC' }, admin);
    expect(alias.statusCode).toBe(400);
    expect(alias.json<{ msg: string }>().msg).toContain('body.key');
  });

  test.each([
    [{ name: 'No key' }, 'body.key'],
    [{ key: 'Bad Key', name: 'x' }, 'body.key'],
    [{ key: 'ok-key' }, 'body.name'],
    [{ key: 'ok-key', name: 'x', storeLinks: { gog: 'https://www.gog.com/' } }, 'body.storeLinks'],
    [{ key: 'ok-key', name: 'x', storeLinks: { steam: 'http://store.steampowered.com/' } }, 'body.storeLinks'],
    [{ key: 'ok-key', name: 'x', coverImage: 'javascript:alert(1)' }, 'body.coverImage'],
    [{ key: 'ok-key', name: 'x', releaseDate: '2025-13-45' }, 'body.releaseDate'],
    [{ key: 'ok-key', name: 'x', trailers: ['not a video id'] }, 'body.trailers'],
    [{ key: 'ok-key', name: 'x', competitive: 'yes' }, 'body.competitive'],
    [{ key: 'ok-key', name: 123 }, 'body.name'],
  ])('%j is a 400 naming %s, and nothing is stored', async (body, field) => {
    const count = await gameCount();
    const response = await post(body, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain(field);
    expect(await gameCount()).toBe(count);
  });
});

describe('PATCH /api/games/{key}', () => {
  function patch(key: string, body: unknown, account?: TestAccount) {
    return server.app.inject({
      method: 'PATCH',
      url: `/api/games/${key}`,
      headers: account ? { authorization: account.authorization } : {},
      payload: body as Record<string, unknown>,
    });
  }

  test('an admin changes some fields, reached through an alias; the rest is kept and lists show it', async () => {
    await server.app.inject({ method: 'GET', url: '/api/games?featured=true' });
    const response = await patch('call-of-duty', { featured: false, shortDescription: 'Changed.' }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key: 'cod', featured: false, shortDescription: 'Changed.', publisher: 'Activision' });

    const featured = (await server.app.inject({ method: 'GET', url: '/api/games?featured=true' })).json<Game[]>();
    expect(featured.map((game) => game.key)).not.toContain('cod');
    await patch('cod', { featured: true }, admin);
  });

  test('needs the admin or master role, a known game and a non-empty valid body', async () => {
    expect((await patch('cod', { featured: false })).statusCode).toBe(401);
    expect((await patch('cod', { featured: false }, player)).statusCode).toBe(403);
    expect((await patch('nope', { featured: false }, admin)).statusCode).toBe(404);
    expect((await patch('cod', {}, admin)).statusCode).toBe(400);
    const bad = await patch('cod', { storeLinks: { steam: 'ftp://example.com' } }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toContain('body.storeLinks');
    const game = (await server.app.inject({ method: 'GET', url: '/api/games/cod' })).json<Game>();
    expect(game.featured).toBe(true);
    expect(game.storeLinks).toEqual({ official: 'https://www.callofduty.com/blackops7' });
  });
});
