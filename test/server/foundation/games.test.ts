import type { Game } from '../../../common/contract/games';
import { BUILT_IN_GAME_KEYS } from '../../../common/gameKeys';
import { build, type TestServer } from '../build';

// Copying the test database and building the app can take seconds on a busy machine.
jest.setTimeout(30_000);

describe('the built-in games', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await build();
  });
  afterAll(async () => {
    await server.close();
  });

  test('GET /api/games?limit=30 answers the six built-in games', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/games?limit=30' });
    expect(response.statusCode).toBe(200);
    const keys = (response.json() as Game[]).map((game) => game.key).sort();
    expect(keys).toEqual(['clash-royale', 'cod', 'cs-go', 'ea-fc', 'mario-kart', 'valorant']);
    expect(keys).toEqual([...BUILT_IN_GAME_KEYS].sort());
  });

  test('GET /api/games/eafc answers ea-fc', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/games/eafc' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Game).key).toBe('ea-fc');
  });

  test('GET /api/games/nope answers 404 { msg }', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/games/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ msg: expect.any(String) });
  });

  test.each(['0', 'abc', '-1', '1.5'])('?limit=%s answers 400 { msg } naming limit', async (limit) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/games?limit=${limit}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: expect.stringContaining('limit') });
  });
});
