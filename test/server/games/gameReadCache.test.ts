import type { Game } from '../../../common/contract/games';
import { GAME_READ_CACHE_TTL_MS, GameReadCache } from '../../../server/routes/games/gameReadCache';
import type { GameListOptions } from '../../../server/routes/games/gamesRepository';

const options: GameListOptions = { limit: 30, sort: 'release' };
const answer = (name: string) => JSON.stringify([{ key: name, name }]);

afterEach(() => {
  jest.useRealTimers();
});

test('a list is loaded once and then served from memory until its lifetime ends', async () => {
  jest.useFakeTimers();
  const cache = new GameReadCache();
  const load = jest.fn(async () => answer('first'));
  await cache.listJson(options, load);
  await cache.listJson({ ...options, q: '  ' }, load);
  expect(load).toHaveBeenCalledTimes(2);
  await cache.listJson(options, load);
  expect(load).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(GAME_READ_CACHE_TTL_MS);
  await cache.listJson(options, load);
  expect(load).toHaveBeenCalledTimes(3);
});

test('searches that differ only in case share an entry; other filters do not', async () => {
  const cache = new GameReadCache();
  const load = jest.fn(async () => answer('x'));
  await cache.listJson({ ...options, q: 'Kart' }, load);
  await cache.listJson({ ...options, q: 'kart ' }, load);
  await cache.listJson({ ...options, q: 'kart', competitive: false }, load);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a write during a load keeps the older answer out of the cache', async () => {
  const cache = new GameReadCache();
  let finish: (json: string) => void = () => undefined;
  const slow = cache.listJson(options, () => new Promise<string>((resolve) => (finish = resolve)));
  cache.clear();
  finish(answer('before the write'));
  expect(await slow).toEqual(answer('before the write'));
  expect(await cache.listJson(options, async () => answer('after the write'))).toEqual(answer('after the write'));
});

test('an unknown game is not remembered', async () => {
  const cache = new GameReadCache();
  expect(await cache.game('rocket-league', async () => null)).toBeNull();
  const found = { key: 'rocket-league', name: 'Rocket League' } as Game;
  expect(await cache.game('rocket-league', async () => found)).toBe(found);
});
