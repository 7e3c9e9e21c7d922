/** Finding players by name, to send a first friend request without knowing the exact username. */
import { PLAYER_SEARCH_MAX_RESULTS } from '../../../common/friends';
import { build, type TestServer } from '../build';
import { bearer, createUser, makeFriends, type TestUser } from './factories';

let server: TestServer;

beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());

const search = (user: TestUser | null, q: string) =>
  server.app.inject({ method: 'GET', url: `/api/friends/search?q=${encodeURIComponent(q)}`, headers: user ? bearer(user) : {} });

const found = async (user: TestUser, q: string) => {
  const response = await search(user, q);
  expect(response.statusCode).toBe(200);
  return (response.json() as { players: Array<{ username: string; relation: string; requestId: string | null }> }).players;
};

test('finds players by the start of their username in any letter case, the exact name first, with where the caller stands', async () => {
  const me = await createUser(server.app, server.db, { username: 'searcher_me' });
  const exact = await createUser(server.app, server.db, { username: 'Kestrel' });
  const friend = await createUser(server.app, server.db, { username: 'kestrel_ace' });
  const asked = await createUser(server.app, server.db, { username: 'kestrel_bolt' });
  const asker = await createUser(server.app, server.db, { username: 'kestrel_crow' });
  await createUser(server.app, server.db, { username: 'not_kestrel' });
  await makeFriends(server.db, me, friend);
  await server.app.inject({ method: 'POST', url: '/api/friends/requests', headers: bearer(me), payload: { username: asked.username } });
  const incoming = await server.app.inject({ method: 'POST', url: '/api/friends/requests', headers: bearer(asker), payload: { username: me.username } });

  expect(await found(me, 'KESTREL')).toEqual([
    expect.objectContaining({ _id: exact.id, username: 'Kestrel', relation: 'none', requestId: null }),
    expect.objectContaining({ username: 'kestrel_ace', relation: 'friends' }),
    expect.objectContaining({ username: 'kestrel_bolt', relation: 'requested' }),
    expect.objectContaining({ username: 'kestrel_crow', relation: 'incoming', requestId: incoming.json().requestId }),
  ]);
});

test('never lists the caller, deleted accounts, accounts still choosing a name, or anyone either side blocked', async () => {
  const me = await createUser(server.app, server.db, { username: 'osprey_me' });
  const blockedByMe = await createUser(server.app, server.db, { username: 'osprey_blocked' });
  const blocker = await createUser(server.app, server.db, { username: 'osprey_blocker' });
  const gone = await createUser(server.app, server.db, { username: 'osprey_gone' });
  const shown = await createUser(server.app, server.db, { username: 'osprey_shown' });
  await createUser(server.app, server.db, { username: 'osprey_temp_1234' });
  await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(me), payload: { userId: blockedByMe.id } });
  await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(blocker), payload: { userId: me.id } });
  await server.db.query('UPDATE users SET deleted_at = now() WHERE id = $1', [gone.id]);

  expect((await found(me, 'osprey')).map((player) => player.username)).toEqual([shown.username]);
});

test('takes % and _ literally, and answers at most a page of players', async () => {
  const me = await createUser(server.app, server.db, { username: 'heron_me' });
  for (let index = 0; index < PLAYER_SEARCH_MAX_RESULTS + 2; index++) await createUser(server.app, server.db, { username: `heron${index}` });
  expect(await found(me, 'heron')).toHaveLength(PLAYER_SEARCH_MAX_RESULTS);
  expect(await found(me, 'h%n')).toEqual([]);
  expect(await found(me, 'heron_')).toEqual([]);
});

test('needs a login and a query of at least two characters', async () => {
  const me = await createUser(server.app, server.db);
  expect((await search(null, 'kestrel')).statusCode).toBe(401);
  const short = await search(me, 'k');
  expect(short.statusCode).toBe(400);
  expect(short.json().msg).toBe('Search must be at least 2 characters (querystring.q).');
  expect((await search(me, '  ')).statusCode).toBe(400);
});
