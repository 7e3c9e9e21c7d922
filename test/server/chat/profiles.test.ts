import { build, type TestServer } from '../build';
import { bearer, createUser, makeFriends, type TestUser } from './factories';

let server: TestServer;

beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());

function profile(username: string, viewer?: TestUser) {
  return server.app.inject({ method: 'GET', url: `/api/profiles/${encodeURIComponent(username)}`, headers: viewer ? bearer(viewer) : {} });
}

test('a visitor sees the public profile without e-mail and without a friendship state', async () => {
  const owner = await createUser(server.app, server.db, { nickname: 'Ace' });
  await server.db.query("UPDATE users SET profile_icon = 'avatar-3', profile_background = 'bg-2' WHERE id = $1", [owner.id]);
  await server.db.query("INSERT INTO game_ratings (game_key, user_id, rating) VALUES ('valorant', $1, 4)", [owner.id]);

  const response = await profile(owner.username.toUpperCase());
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    profile: {
      _id: owner.id,
      username: owner.username,
      nickname: 'Ace',
      profileIcon: 'avatar-3',
      profileBackground: 'bg-2',
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isOnline: false,
      ratedGames: [{ gameKey: 'valorant', name: expect.any(String), rating: 4 }],
    },
    friendship: null,
  });
  expect(JSON.stringify(response.json())).not.toContain('@example.com');
});

test('the friendship state follows requests, friendship and blocks', async () => {
  const me = await createUser(server.app, server.db);
  const them = await createUser(server.app, server.db);
  const stateOf = async (viewer: TestUser, target: TestUser) => (await profile(target.username, viewer)).json().friendship;

  expect(await stateOf(me, me)).toEqual({ state: 'self', requestId: null });
  expect(await stateOf(me, them)).toEqual({ state: 'none', requestId: null });

  const { requestId } = (await server.app.inject({ method: 'POST', url: '/api/friends/requests', headers: bearer(me), payload: { username: them.username } })).json();
  expect(await stateOf(me, them)).toEqual({ state: 'request_sent', requestId });
  expect(await stateOf(them, me)).toEqual({ state: 'request_received', requestId });

  await server.app.inject({ method: 'POST', url: `/api/friends/requests/${requestId}/accept`, headers: bearer(them) });
  expect(await stateOf(me, them)).toEqual({ state: 'friends', requestId: null });

  await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(me), payload: { userId: them.id } });
  expect(await stateOf(me, them)).toEqual({ state: 'blocked', requestId: null });
  // Who blocked whom is told only to the one who blocked.
  expect(await stateOf(them, me)).toEqual({ state: 'none', requestId: null });
});

test('friends see each other online on the profile', async () => {
  const me = await createUser(server.app, server.db);
  const them = await createUser(server.app, server.db);
  await makeFriends(server.db, me, them);
  await server.app.presence.socketConnected(them.id, 'test-socket');
  try {
    expect((await profile(them.username, me)).json().profile.isOnline).toBe(true);
    expect((await profile(them.username)).json().profile.isOnline).toBe(false);
  } finally {
    await server.app.presence.socketDisconnected(them.id, 'test-socket');
  }
});

test('an unknown player is a 404', async () => {
  const response = await profile('nobody_here');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ msg: 'Player not found' });
});
