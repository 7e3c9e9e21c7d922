import { randomUUID } from 'node:crypto';
import type { Game } from '../../../common/contract/games';
import { RATING_WRITES_PER_CALLER, RATING_WRITES_PER_IP } from '../../../server/routes/ratings/ratingsRoutes';
import { claimClientRatings } from '../../../server/routes/ratings/ratingsRepository';
import { forgetCachedRatings } from '../../../server/routes/ratings/ratingSummaryCache';
import type { Database } from '../../../server/db/database';
import { build, type TestServer } from '../build';
import { createTestDatabase } from '../testDatabase';
import { createAccount } from './accounts';

// Loading a PGlite copy takes seconds on a busy machine; these bounds are against hangs, not for speed.
jest.setTimeout(60_000);

let db: Database;
let server: TestServer;

// One database for the file, since a copy costs seconds: before each test it loses every rating and
// every count of the rate limits (the only rows these tests write that matter), and a fresh app
// comes with empty caches, so each test starts as on a fresh copy.
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query('TRUNCATE game_ratings, game_rating_stats, rate_limit_hits');
  server = await build({}, { db });
});
afterEach(async () => {
  await server.close();
});

function getRating(gameKey: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url: `/api/game-ratings/${encodeURIComponent(gameKey)}`, headers });
}

function rate(gameKey: string, body: unknown, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'PUT',
    url: `/api/game-ratings/${encodeURIComponent(gameKey)}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

async function storedRatings(): Promise<number> {
  const rows = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM game_ratings');
  return rows[0]!.count;
}

test('a game nobody rated answers average 0, count 0 and no rating of the caller', async () => {
  const response = await getRating('valorant', { 'x-client-id': randomUUID() });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ average: 0, count: 0, userRating: null, hasRated: false });
  expect((await getRating('valorant')).json()).toEqual({ average: 0, count: 0, userRating: null, hasRated: false });
});

test('an unknown game is a 404 for reads and writes, and nothing is stored', async () => {
  expect((await getRating('nope')).statusCode).toBe(404);
  const write = await rate('nope', { rating: 4 }, { 'x-client-id': randomUUID() });
  expect(write.statusCode).toBe(404);
  expect(write.json()).toEqual({ msg: 'Game not found' });
  expect(await storedRatings()).toBe(0);
});

test('two visitors rate a game: each sees their own rating, everyone the average and the count', async () => {
  const first = randomUUID();
  const second = randomUUID();
  expect((await rate('valorant', { rating: 5 }, { 'x-client-id': first })).json()).toEqual({
    average: 5, count: 1, userRating: 5, hasRated: true,
  });
  expect((await rate('valorant', { rating: 4 }, { 'x-client-id': second })).json()).toEqual({
    average: 4.5, count: 2, userRating: 4, hasRated: true,
  });
  expect((await getRating('valorant', { 'x-client-id': first })).json()).toEqual({ average: 4.5, count: 2, userRating: 5, hasRated: true });
  expect((await getRating('valorant')).json()).toEqual({ average: 4.5, count: 2, userRating: null, hasRated: false });
});

test('summaries read (and cached) before a rating show it right after, for every caller', async () => {
  const visitor = randomUUID();
  const rater = randomUUID();
  expect((await getRating('valorant')).json()).toMatchObject({ count: 0 });
  expect((await getRating('valorant', { 'x-client-id': visitor })).json()).toMatchObject({ count: 0, hasRated: false });
  expect((await getRating('valorant', { 'x-client-id': rater })).json()).toMatchObject({ count: 0, hasRated: false });

  await rate('valorant', { rating: 3 }, { 'x-client-id': rater });

  expect((await getRating('valorant')).json()).toEqual({ average: 3, count: 1, userRating: null, hasRated: false });
  expect((await getRating('valorant', { 'x-client-id': visitor })).json()).toEqual({ average: 3, count: 1, userRating: null, hasRated: false });
  expect((await getRating('valorant', { 'x-client-id': rater })).json()).toEqual({ average: 3, count: 1, userRating: 3, hasRated: true });
});

test('rating again changes the single rating of the caller instead of adding one', async () => {
  const client = randomUUID();
  await rate('cod', { rating: 2 }, { 'x-client-id': client });
  const changed = await rate('call-of-duty', { rating: 3 }, { 'x-client-id': client });
  expect(changed.json()).toEqual({ average: 3, count: 1, userRating: 3, hasRated: true });
  expect(await storedRatings()).toBe(1);
});

test('the average is rounded to two decimals', async () => {
  for (const rating of [5, 4, 4]) await rate('cs-go', { rating }, { 'x-client-id': randomUUID() });
  expect((await getRating('csgo')).json()).toMatchObject({ average: 4.33, count: 3 });
});

test('a logged-in user rates by account: the rating follows the token, not the client id', async () => {
  const account = await createAccount(server.app);
  const response = await rate('ea-fc', { rating: 4 }, { authorization: account.authorization, 'x-client-id': randomUUID() });
  expect(response.json()).toEqual({ average: 4, count: 1, userRating: 4, hasRated: true });
  expect((await getRating('eafc', { authorization: account.authorization })).json()).toMatchObject({ userRating: 4, hasRated: true });
  // Another device of the same account changes that same rating.
  await rate('ea-fc', { rating: 2 }, { authorization: account.authorization, 'x-client-id': randomUUID() });
  expect((await getRating('ea-fc')).json()).toMatchObject({ average: 2, count: 1 });
});

test('the catalogue list and the game show the new average and count right after a rating', async () => {
  await server.app.inject({ method: 'GET', url: '/api/games?sort=rating' });
  await server.app.inject({ method: 'GET', url: '/api/games/mario-kart' });
  await rate('mario-kart', { rating: 3 }, { 'x-client-id': randomUUID() });
  const games = (await server.app.inject({ method: 'GET', url: '/api/games?sort=rating' })).json<Game[]>();
  expect(games[0]).toMatchObject({ key: 'mario-kart', averageRating: 3, ratingCount: 1 });
  const game = (await server.app.inject({ method: 'GET', url: '/api/games/mario-kart-world' })).json<Game>();
  expect(game).toMatchObject({ averageRating: 3, ratingCount: 1 });
});

describe('bad input gets 400 or 401 with msg, and nothing is stored', () => {
  test.each([
    [{ rating: 0 }],
    [{ rating: 6 }],
    [{ rating: 2.5 }],
    [{ rating: 'x' }],
    [{ rating: '5' }],
    [{}],
  ])('%j is a 400 naming body.rating', async (body) => {
    const response = await rate('valorant', body, { 'x-client-id': randomUUID() });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toContain('body.rating');
    expect(await storedRatings()).toBe(0);
  });

  test('no token and no client id is a 401', async () => {
    const response = await rate('valorant', { rating: 4 });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ msg: string }>().msg).toContain('X-Client-Id');
    expect(await storedRatings()).toBe(0);
  });

  test('a client id that is not a UUID is a 400 naming the header', async () => {
    const write = await rate('valorant', { rating: 4 }, { 'x-client-id': 'not-a-uuid' });
    expect(write.statusCode).toBe(400);
    expect(write.json<{ msg: string }>().msg).toContain('x-client-id');
    expect((await getRating('valorant', { 'x-client-id': "1' OR '1'='1" })).statusCode).toBe(400);
    expect(await storedRatings()).toBe(0);
  });

  test('a refused token is a 401 even with a client id', async () => {
    const response = await rate('valorant', { rating: 4 }, { authorization: 'Bearer not.a.token', 'x-client-id': randomUUID() });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ msg: string }>().msg).toBeTruthy();
    expect(await storedRatings()).toBe(0);
  });

  test('a body that is not JSON is a 400', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: '/api/game-ratings/valorant',
      headers: { 'content-type': 'application/json', 'x-client-id': randomUUID() },
      payload: '{"rating":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toBeTruthy();
  });
});

describe('rate limits', () => {
  test(`one client id may write ${RATING_WRITES_PER_CALLER} ratings a minute; then 429 with msg`, async () => {
    const client = randomUUID();
    for (let i = 0; i < RATING_WRITES_PER_CALLER; i++) {
      expect((await rate('valorant', { rating: (i % 5) + 1 }, { 'x-client-id': client })).statusCode).toBe(200);
    }
    const limited = await rate('valorant', { rating: 1 }, { 'x-client-id': client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ msg: string }>().msg).toMatch(/try again/);
    expect((await getRating('valorant', { 'x-client-id': client })).json()).toMatchObject({ userRating: RATING_WRITES_PER_CALLER % 5 || 5 });
    // Another visitor is not affected.
    expect((await rate('valorant', { rating: 1 }, { 'x-client-id': randomUUID() })).statusCode).toBe(200);
  });

  test(`one IP may write ${RATING_WRITES_PER_IP} ratings a minute whatever client ids it sends`, async () => {
    // Behind a trusted proxy, so the test can speak from several addresses.
    await server.close();
    server = await build({ TRUST_PROXY: 'loopback' }, { db });
    for (let i = 0; i < RATING_WRITES_PER_IP; i++) {
      const response = await rate('valorant', { rating: 3 }, { 'x-client-id': randomUUID(), 'x-forwarded-for': '203.0.113.7' });
      expect(response.statusCode).toBe(200);
    }
    const limited = await rate('valorant', { rating: 3 }, { 'x-client-id': randomUUID(), 'x-forwarded-for': '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ msg: string }>().msg).toBeTruthy();
    expect((await rate('valorant', { rating: 3 }, { 'x-client-id': randomUUID(), 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
  });
});

describe('claimClientRatings', () => {
  test('moves a visitor\'s ratings to the account, keeping the account\'s own rating where both rated', async () => {
    const account = await createAccount(server.app);
    const visitor = randomUUID();
    await rate('valorant', { rating: 5 }, { 'x-client-id': visitor });
    await rate('cod', { rating: 1 }, { 'x-client-id': visitor });
    await rate('cod', { rating: 4 }, { authorization: account.authorization });
    await rate('cod', { rating: 2 }, { 'x-client-id': randomUUID() });

    expect(await claimClientRatings(server.db, visitor, account.id)).toBe(1);

    const asAccount = { authorization: account.authorization };
    expect((await getRating('valorant', asAccount)).json()).toEqual({ average: 5, count: 1, userRating: 5, hasRated: true });
    expect((await getRating('cod', asAccount)).json()).toEqual({ average: 3, count: 2, userRating: 4, hasRated: true });
    expect((await getRating('valorant', { 'x-client-id': visitor })).json()).toMatchObject({ hasRated: false });
    // A rating made while logged in survives logout and the next login: it belongs to the account.
    const again = await createAccountToken(account.id);
    expect((await getRating('valorant', { authorization: `Bearer ${again}` })).json()).toMatchObject({ userRating: 5 });
  });

  test('does nothing for a client id that is not a UUID or has no ratings', async () => {
    const account = await createAccount(server.app);
    expect(await claimClientRatings(server.db, 'not-a-uuid', account.id)).toBe(0);
    expect(await claimClientRatings(server.db, randomUUID(), account.id)).toBe(0);
  });
});

describe('the per-game figures kept beside the ratings', () => {
  async function keptAndActual() {
    const kept = await server.db.query<{ game_key: string; sum: number; count: number }>(
      'SELECT game_key, rating_sum::int AS sum, rating_count AS count FROM game_rating_stats WHERE rating_count > 0 ORDER BY game_key',
    );
    const actual = await server.db.query<{ game_key: string; sum: number; count: number }>(
      'SELECT game_key, sum(rating)::int AS sum, count(*)::int AS count FROM game_ratings WHERE counted GROUP BY game_key ORDER BY game_key',
    );
    return { kept, actual };
  }

  test('always equal the ratings stored, through changes, a login claim and an account deletion', async () => {
    const account = await createAccount(server.app);
    const visitor = randomUUID();
    await rate('valorant', { rating: 5 }, { 'x-client-id': visitor });
    await rate('valorant', { rating: 1 }, { 'x-client-id': visitor });
    await rate('cod', { rating: 3 }, { 'x-client-id': visitor });
    await rate('cod', { rating: 4 }, { authorization: account.authorization });
    await rate('ea-fc', { rating: 2 }, { 'x-client-id': randomUUID() });
    await claimClientRatings(server.db, visitor, account.id);
    let { kept, actual } = await keptAndActual();
    expect(kept).toEqual(actual);
    expect(actual).toEqual([
      { game_key: 'cod', sum: 4, count: 1 },
      { game_key: 'ea-fc', sum: 2, count: 1 },
      { game_key: 'valorant', sum: 1, count: 1 },
    ]);

    await server.db.query('DELETE FROM users WHERE id = $1', [account.id]);
    ({ kept, actual } = await keptAndActual());
    expect(kept).toEqual(actual);
    expect((await getRating('cod')).json()).toEqual({ average: 0, count: 0, userRating: null, hasRated: false });
  });

  test('stay right when many visitors rate the same game at once', async () => {
    const writes = Array.from({ length: 25 }, (_, index) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/game-ratings/valorant',
        headers: { 'x-client-id': randomUUID() },
        payload: { rating: (index % 5) + 1 },
        remoteAddress: `10.50.0.${index + 1}`,
      }),
    );
    expect((await Promise.all(writes)).every((response) => response.statusCode === 200)).toBe(true);
    const { kept, actual } = await keptAndActual();
    expect(kept).toEqual(actual);
    expect((await getRating('valorant')).json()).toMatchObject({ average: 3, count: 25 });
  });
});

async function createAccountToken(userId: string): Promise<string> {
  await server.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
  return (await server.app.openSession({ id: userId, tokenVersion: 1, role: 'user' })).token;
}

describe('fresh client ids from one address cannot stuff a game’s figures', () => {
  const rateFrom = (remoteAddress: string, clientId: string, rating: number) =>
    server.app.inject({ method: 'PUT', url: '/api/game-ratings/valorant', headers: { 'x-client-id': clientId }, payload: { rating }, remoteAddress });
  const figures = async () => {
    const { average, count } = (await getRating('valorant')).json() as { average: number; count: number };
    return { average, count };
  };

  test('25 visitors from one address move the average as 3 would; each sees their own rating; another address still counts', async () => {
    await rateFrom('10.1.0.1', randomUUID(), 5);
    await rateFrom('10.1.0.2', randomUUID(), 5);
    expect(await figures()).toEqual({ average: 5, count: 2 });

    const stuffers = Array.from({ length: 25 }, () => randomUUID());
    for (const clientId of stuffers) {
      const answer = await rateFrom('10.66.0.1', clientId, 1);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ userRating: 1, hasRated: true });
    }
    // Two honest fives and three of the ones: (5 + 5 + 1 + 1 + 1) / 5.
    expect(await figures()).toEqual({ average: 2.6, count: 5 });
    expect(await storedRatings()).toBe(27);
    expect((await getRating('valorant', { 'x-client-id': stuffers[24]! })).json()).toMatchObject({ userRating: 1, hasRated: true });

    // A visitor left out changing their mind moves nothing; one who counted moves the figure.
    await rateFrom('10.66.0.1', stuffers[24]!, 5);
    expect(await figures()).toEqual({ average: 2.6, count: 5 });
    await rateFrom('10.66.0.1', stuffers[0]!, 5);
    expect(await figures()).toEqual({ average: 3.4, count: 5 });

    await rateFrom('10.1.0.3', randomUUID(), 1);
    expect((await figures()).count).toBe(6);
  });

  test('the addresses of one IPv6 /64 are one address here', async () => {
    for (let n = 1; n <= 5; n++) await rateFrom(`2001:db8:1:2::${n}`, randomUUID(), 4);
    expect((await figures()).count).toBe(3);
    await rateFrom('2001:db8:1:3::1', randomUUID(), 4);
    expect((await figures()).count).toBe(4);
  });

  test('a visitor left out who logs in brings the rating to the account, where it counts', async () => {
    for (let n = 0; n < 3; n++) await rateFrom('10.77.0.1', randomUUID(), 2);
    const visitor = randomUUID();
    await rateFrom('10.77.0.1', visitor, 2);
    expect((await figures()).count).toBe(3);
    const account = await createAccount(server.app);
    await claimClientRatings(server.db, visitor, account.id);
    forgetCachedRatings(server.app);
    expect((await figures()).count).toBe(4);
  });
});
