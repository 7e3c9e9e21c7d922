import { build, type TestServer } from '../build';
import { bearer, createUser, type TestUser } from './factories';

let server: TestServer;

beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());

async function request(user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return server.app.inject({ method, url, headers: bearer(user), ...(payload ? { payload } : {}) });
}

async function friendIds(user: TestUser): Promise<string[]> {
  const response = await request(user, 'GET', '/api/friends/list');
  return (response.json() as { friends: Array<{ _id: string }> }).friends.map((friend) => friend._id);
}

test('friend calls need a login', async () => {
  const response = await server.app.inject({ method: 'GET', url: '/api/friends/list' });
  expect(response.statusCode).toBe(401);
  expect(response.json().msg).toBeTruthy();
});

test('a request by username, accepted, makes both friends with isOnline in the list', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);

  const sent = await request(alice, 'POST', '/api/friends/requests', { username: bob.username.toUpperCase() });
  expect(sent.statusCode).toBe(201);
  const { requestId } = sent.json();

  const requests = (await request(bob, 'GET', '/api/friends/requests')).json();
  expect(requests.incoming).toEqual([expect.objectContaining({ _id: requestId, user: expect.objectContaining({ _id: alice.id, username: alice.username }) })]);
  expect((await request(alice, 'GET', '/api/friends/requests')).json().outgoing[0].user._id).toBe(bob.id);

  const accepted = await request(bob, 'POST', `/api/friends/requests/${requestId}/accept`);
  expect(accepted.statusCode).toBe(200);
  expect(accepted.json().friend).toMatchObject({ _id: alice.id, username: alice.username, isOnline: false });

  const list = (await request(alice, 'GET', '/api/friends/list')).json();
  expect(list.friends).toEqual([{ _id: bob.id, username: bob.username, nickname: null, profileIcon: null, isOnline: false }]);
  expect(await friendIds(bob)).toEqual([alice.id]);
});

test('asking someone who already asked you accepts their request', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  await request(alice, 'POST', '/api/friends/requests', { username: bob.username });
  const response = await request(bob, 'POST', '/api/friends/requests', { username: alice.username });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'friends' });
  expect(await friendIds(alice)).toEqual([bob.id]);
});

test('requests to yourself, to nobody, twice or to a friend are refused with a reason', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  expect((await request(alice, 'POST', '/api/friends/requests', { username: alice.username })).statusCode).toBe(400);
  expect((await request(alice, 'POST', '/api/friends/requests', { username: 'nobody_by_this_name' })).statusCode).toBe(404);
  expect((await request(alice, 'POST', '/api/friends/requests', {})).json().msg).toBe('Username is required.');
  expect((await request(alice, 'POST', '/api/friends/requests', { username: 'a\u0000b' })).statusCode).toBe(400);

  const first = await request(alice, 'POST', '/api/friends/requests', { username: bob.username });
  const again = await request(alice, 'POST', '/api/friends/requests', { username: bob.username });
  expect(again.statusCode).toBe(409);
  expect(again.json().msg).toBe('You have already sent this user a friend request.');

  await request(bob, 'POST', `/api/friends/requests/${first.json().requestId}/accept`);
  const friendsAlready = await request(alice, 'POST', '/api/friends/requests', { username: bob.username });
  expect(friendsAlready.statusCode).toBe(409);
  expect(friendsAlready.json().msg).toBe('You are already friends.');
});

test('a request can be declined by its recipient and cancelled by its sender, nobody else', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  const carol = await createUser(server.app, server.db);

  const first = (await request(alice, 'POST', '/api/friends/requests', { username: bob.username })).json().requestId;
  expect((await request(carol, 'POST', `/api/friends/requests/${first}/accept`)).statusCode).toBe(404);
  expect((await request(alice, 'POST', `/api/friends/requests/${first}/accept`)).statusCode).toBe(404);
  expect((await request(bob, 'POST', `/api/friends/requests/${first}/decline`)).statusCode).toBe(200);
  expect((await request(bob, 'GET', '/api/friends/requests')).json().incoming).toEqual([]);

  const second = (await request(alice, 'POST', '/api/friends/requests', { username: bob.username })).json().requestId;
  expect((await request(bob, 'DELETE', `/api/friends/requests/${second}`)).statusCode).toBe(404);
  expect((await request(alice, 'DELETE', `/api/friends/requests/${second}`)).statusCode).toBe(200);
  expect((await request(alice, 'GET', '/api/friends/requests')).json().outgoing).toEqual([]);
  expect(await friendIds(alice)).toEqual([]);
});

test('removing a friend ends the friendship both ways', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  const { requestId } = (await request(alice, 'POST', '/api/friends/requests', { username: bob.username })).json();
  await request(bob, 'POST', `/api/friends/requests/${requestId}/accept`);

  expect((await request(bob, 'DELETE', `/api/friends/${alice.id}`)).statusCode).toBe(200);
  expect(await friendIds(alice)).toEqual([]);
  expect(await friendIds(bob)).toEqual([]);
  expect((await request(bob, 'DELETE', `/api/friends/${alice.id}`)).statusCode).toBe(404);
});

test('blocking ends the friendship and stops friend requests both ways until unblocked', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  const { requestId } = (await request(alice, 'POST', '/api/friends/requests', { username: bob.username })).json();
  await request(bob, 'POST', `/api/friends/requests/${requestId}/accept`);

  expect((await request(alice, 'POST', '/api/friends/blocks', { userId: bob.id })).statusCode).toBe(200);
  expect(await friendIds(alice)).toEqual([]);
  expect(await friendIds(bob)).toEqual([]);
  expect((await request(alice, 'GET', '/api/friends/blocks')).json().blocked.map((user: { _id: string }) => user._id)).toEqual([bob.id]);

  const fromBlocked = await request(bob, 'POST', '/api/friends/requests', { username: alice.username });
  expect(fromBlocked.statusCode).toBe(403);
  expect(fromBlocked.json().msg).toBe('You cannot send a friend request to this user.');
  expect((await request(alice, 'POST', '/api/friends/requests', { username: bob.username })).statusCode).toBe(403);
  expect((await request(alice, 'POST', '/api/friends/blocks', { userId: alice.id })).statusCode).toBe(400);

  expect((await request(alice, 'DELETE', `/api/friends/blocks/${bob.id}`)).statusCode).toBe(200);
  expect((await request(bob, 'POST', '/api/friends/requests', { username: alice.username })).statusCode).toBe(201);
});
