import { MESSAGE_MAX_LENGTH } from '../../../common/chat';
import { build, type TestServer } from '../build';
import { bearer, chatBetween, createUser, makeFriends, type TestUser } from './factories';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let chatId: string;

beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());

beforeEach(async () => {
  alice = await createUser(server.app, server.db);
  bob = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);
  chatId = await chatBetween(server.db, alice, bob);
});

function send(from: TestUser, payload: object, chat = chatId) {
  return server.app.inject({ method: 'POST', url: `/api/chat/${chat}/messages`, headers: bearer(from), payload });
}

function history(user: TestUser, query = '', chat = chatId) {
  return server.app.inject({ method: 'GET', url: `/api/chat/${chat}/messages${query}`, headers: bearer(user) });
}

test('a message is stored, answered with its id, and in the history of both participants', async () => {
  const response = await send(alice, { content: '  glhf  ', clientMessageId: 'c-1' });
  expect(response.statusCode).toBe(201);
  const message = response.json();
  expect(message).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), chatId, senderId: alice.id, content: 'glhf', clientMessageId: 'c-1', createdAt: expect.any(String) });
  expect((await history(bob)).json()).toEqual({ messages: [message], hasMore: false });
});

test('content must be 1 to 2,000 characters once trimmed', async () => {
  const empty = await send(alice, { content: '' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().msg).toBe('Content must not be empty (body.content).');
  const blank = await send(alice, { content: '  \n\t ' });
  expect(blank.statusCode).toBe(400);
  expect(blank.json().msg).toBe('A message must not be empty.');
  const tooLong = await send(alice, { content: 'x'.repeat(MESSAGE_MAX_LENGTH + 1) });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.json().msg).toBe(`Content must be at most ${MESSAGE_MAX_LENGTH} characters (body.content).`);
  expect((await send(alice, { content: 42 })).statusCode).toBe(400);
  expect((await send(alice, {})).json().msg).toBe('Content is required (body.content).');

  expect((await send(alice, { content: 'x'.repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(201);
  // Characters, not UTF-16 units: 2,000 emoji fit.
  expect((await send(alice, { content: '🎮'.repeat(MESSAGE_MAX_LENGTH) })).statusCode).toBe(201);
  expect((await history(alice)).json().messages).toHaveLength(2);
});

test('HTML is stored as the text it is', async () => {
  const content = '<img src=x onerror=alert(1)> <b>bold</b>';
  expect((await send(alice, { content })).json().content).toBe(content);
});

test('control and invisible formatting characters are refused; line breaks and emoji joiners are kept', async () => {
  for (const character of ['\u0000', '\t', '\u0085', '\u200b', '\u202e', '\u2066', '\ufeff']) {
    const response = await send(alice, { content: `a${character}b` });
    expect([response.statusCode, response.json().msg]).toEqual([
      400,
      'A message must not contain control characters or invisible formatting characters (line breaks are fine).',
    ]);
  }
  const kept = await send(alice, { content: 'gg\nwp 👩‍💻' });
  expect(kept.statusCode).toBe(201);
  expect(kept.json().content).toBe('gg\nwp 👩‍💻');
});

test('a retry with the same clientMessageId returns the stored message and stores nothing twice', async () => {
  const first = await send(alice, { content: 'once', clientMessageId: 'retry-me' });
  const retries = await Promise.all([1, 2, 3].map(() => send(alice, { content: 'once', clientMessageId: 'retry-me' })));
  for (const retry of retries) {
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  }
  expect((await history(alice)).json().messages).toHaveLength(1);

  // The same client id from someone else is their own message.
  expect((await send(bob, { content: 'mine', clientMessageId: 'retry-me' })).statusCode).toBe(201);
  expect((await send(alice, { content: 'x', clientMessageId: 'bad id!' })).statusCode).toBe(400);
});

test('concurrent first sends with one clientMessageId store one message', async () => {
  const results = await Promise.all([1, 2, 3, 4].map(() => send(alice, { content: 'race', clientMessageId: 'race-1' })));
  const ids = new Set(results.map((result) => result.json()._id));
  expect(ids.size).toBe(1);
  expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 200, 201]);
  expect((await history(alice)).json().messages).toHaveLength(1);
});

test("another user's chat: 403 for outsiders, 404 for a chat that does not exist", async () => {
  const outsider = await createUser(server.app, server.db);
  for (const response of [await send(outsider, { content: 'hi' }), await history(outsider), await server.app.inject({ method: 'POST', url: `/api/chat/${chatId}/read`, headers: bearer(outsider) })]) {
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe('You are not a participant of this chat.');
  }
  expect((await send(alice, { content: 'hi' }, 'e'.repeat(24))).statusCode).toBe(404);
  expect((await history(alice, '', 'e'.repeat(24))).statusCode).toBe(404);
  expect((await server.app.inject({ method: 'GET', url: `/api/chat/${chatId}`, headers: bearer(outsider) })).statusCode).toBe(403);
  expect((await history(alice, '', 'nope')).statusCode).toBe(400);
});

test('messages to a blocked user or someone no longer a friend are refused', async () => {
  await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(bob), payload: { userId: alice.id } });
  const blocked = await send(alice, { content: 'hello' });
  expect(blocked.statusCode).toBe(403);
  expect(blocked.json().msg).toBe('You cannot message this user.');
  expect((await send(bob, { content: 'hello' })).statusCode).toBe(403);

  await server.app.inject({ method: 'DELETE', url: `/api/friends/blocks/${alice.id}`, headers: bearer(bob) });
  const notFriends = await send(alice, { content: 'hello' });
  expect(notFriends.statusCode).toBe(403);
  expect(notFriends.json().msg).toBe('You can only message your friends.');
  // The history stays readable.
  expect((await history(alice)).statusCode).toBe(200);
});

test('history pages go backwards from a cursor, oldest first within a page', async () => {
  const sent: string[] = [];
  for (let index = 0; index < 7; index++) sent.push((await send(index % 2 ? bob : alice, { content: `m${index}` })).json()._id);

  const latest = (await history(alice, '?limit=3')).json();
  expect(latest.messages.map((m: { content: string }) => m.content)).toEqual(['m4', 'm5', 'm6']);
  expect(latest.hasMore).toBe(true);
  const older = (await history(alice, `?limit=3&before=${latest.messages[0]._id}`)).json();
  expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m1', 'm2', 'm3']);
  const oldest = (await history(alice, `?limit=3&before=${older.messages[0]._id}`)).json();
  expect(oldest).toEqual({ messages: [expect.objectContaining({ _id: sent[0], content: 'm0' })], hasMore: false });
});

test('GET /api/chat/{id} describes the chat for its window', async () => {
  await send(bob, { content: 'yo' });
  const response = await server.app.inject({ method: 'GET', url: `/api/chat/${chatId}`, headers: bearer(alice) });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ _id: chatId, hasUnread: true, lastMessage: { content: 'yo', senderId: bob.id } });
  expect(response.json().participants.map((p: { _id: string }) => p._id).sort()).toEqual([alice.id, bob.id].sort());
});
