import { CHAT_PAGE_SIZE } from '../../../common/chat';
import type { Database } from '../../../server/db/database';
import { build, type TestServer } from '../build';
import { createTestDatabase } from '../testDatabase';
import { bearer, chatBetween, createUser, makeFriends, type TestUser } from './factories';

let server: TestServer;

beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());

async function send(from: TestUser, chatId: string, content: string) {
  const response = await server.app.inject({ method: 'POST', url: `/api/chat/${chatId}/messages`, headers: bearer(from), payload: { content } });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function list(user: TestUser, query = '') {
  const response = await server.app.inject({ method: 'GET', url: `/api/chat/list${query}`, headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return response.json();
}

test('the chat list needs a login', async () => {
  expect((await server.app.inject({ method: 'GET', url: '/api/chat/list' })).statusCode).toBe(401);
});

test('only chats with a last message are listed, with participants, last message and unread flag', async () => {
  const me = await createUser(server.app, server.db, { nickname: 'Me' });
  const talker = await createUser(server.app, server.db);
  const silent = await createUser(server.app, server.db);
  await makeFriends(server.db, me, talker);
  await makeFriends(server.db, me, silent);
  const talking = await chatBetween(server.db, me, talker);
  await chatBetween(server.db, me, silent);
  await send(talker, talking, 'gg wp');

  const page = await list(me);
  expect(page).toEqual({
    chats: [
      {
        _id: talking,
        participants: expect.arrayContaining([
          { _id: me.id, username: me.username, nickname: 'Me', profileIcon: null, isOnline: false },
          { _id: talker.id, username: talker.username, nickname: null, profileIcon: null, isOnline: false },
        ]),
        lastMessage: { content: 'gg wp', createdAt: expect.any(String), senderId: talker.id },
        hasUnread: true,
      },
    ],
    hasMore: false,
    total: 1,
    unreadChats: 1,
  });
  // The sender has read their own message.
  expect((await list(talker)).chats[0].hasUnread).toBe(false);
});

test('pages of ten, newest first, with hasMore and total', async () => {
  const me = await createUser(server.app, server.db);
  const chatIds: string[] = [];
  for (let index = 0; index < CHAT_PAGE_SIZE + 2; index++) {
    const friend = await createUser(server.app, server.db);
    await makeFriends(server.db, me, friend);
    const chatId = await chatBetween(server.db, me, friend);
    await send(friend, chatId, `message ${index}`);
    chatIds.push(chatId);
  }
  const newestFirst = [...chatIds].reverse();

  const first = await list(me, '?limit=10&skip=0');
  expect(first.chats.map((chat: { _id: string }) => chat._id)).toEqual(newestFirst.slice(0, 10));
  expect(first).toMatchObject({ hasMore: true, total: 12, unreadChats: 12 });

  const second = await list(me, '?limit=10&skip=10');
  expect(second.chats.map((chat: { _id: string }) => chat._id)).toEqual(newestFirst.slice(10));
  expect(second).toMatchObject({ hasMore: false, total: 12 });

  const beyond = await list(me, '?limit=10&skip=20');
  expect(beyond).toEqual({ chats: [], hasMore: false, total: 12, unreadChats: 12 });

  expect((await server.app.inject({ method: 'GET', url: '/api/chat/list?limit=0', headers: bearer(me) })).statusCode).toBe(400);
  expect((await server.app.inject({ method: 'GET', url: '/api/chat/list?skip=-1', headers: bearer(me) })).statusCode).toBe(400);
});

test('reading a chat clears its unread flag until the next message arrives', async () => {
  const me = await createUser(server.app, server.db);
  const friend = await createUser(server.app, server.db);
  await makeFriends(server.db, me, friend);
  const chatId = await chatBetween(server.db, me, friend);
  await send(friend, chatId, 'first');

  const read = await server.app.inject({ method: 'POST', url: `/api/chat/${chatId}/read`, headers: bearer(me) });
  expect(read.statusCode).toBe(200);
  expect((await list(me)).chats[0].hasUnread).toBe(false);
  expect((await list(me)).unreadChats).toBe(0);

  await send(friend, chatId, 'second');
  expect((await list(me)).chats[0]).toMatchObject({ hasUnread: true, lastMessage: { content: 'second' } });
});

test('select_or_create answers the same chat for both friends and refuses anyone else', async () => {
  const alice = await createUser(server.app, server.db);
  const bob = await createUser(server.app, server.db);
  const stranger = await createUser(server.app, server.db);
  await makeFriends(server.db, alice, bob);

  const selectOrCreate = (from: TestUser, recipientId: string) =>
    server.app.inject({ method: 'POST', url: '/api/chat/select_or_create', headers: bearer(from), payload: { recipientId } });

  const created = await selectOrCreate(alice, bob.id);
  expect(created.statusCode).toBe(200);
  expect(created.json()._id).toMatch(/^[0-9a-f]{24}$/);
  expect((await selectOrCreate(bob, alice.id)).json()._id).toBe(created.json()._id);
  expect((await selectOrCreate(alice, bob.id)).json()._id).toBe(created.json()._id);

  const notFriends = await selectOrCreate(alice, stranger.id);
  expect(notFriends.statusCode).toBe(403);
  expect(notFriends.json().msg).toBe('You can only message your friends.');
  expect((await selectOrCreate(alice, alice.id)).statusCode).toBe(400);
  expect((await selectOrCreate(alice, 'f'.repeat(24))).statusCode).toBe(404);
  expect((await selectOrCreate(alice, 'not-an-id')).statusCode).toBe(400);

  await server.app.inject({ method: 'POST', url: '/api/friends/blocks', headers: bearer(bob), payload: { userId: alice.id } });
  const blocked = await selectOrCreate(alice, bob.id);
  expect(blocked.statusCode).toBe(403);
  expect(blocked.json().msg).toBe('You cannot message this user.');
});

test('a participant whose account is gone shows as Deleted Account', async () => {
  const me = await createUser(server.app, server.db);
  const leaver = await createUser(server.app, server.db);
  await makeFriends(server.db, me, leaver);
  const chatId = await chatBetween(server.db, me, leaver);
  await send(leaver, chatId, 'bye all');
  await server.db.query('DELETE FROM users WHERE id = $1', [leaver.id]);

  const [chat] = (await list(me)).chats;
  expect(chat.participants).toContainEqual({ _id: leaver.id, username: 'deleted_account', nickname: 'Deleted Account', profileIcon: null, isOnline: false });
  expect(chat.lastMessage).toMatchObject({ content: 'bye all', senderId: leaver.id });

  const reply = await server.app.inject({ method: 'POST', url: `/api/chat/${chatId}/messages`, headers: bearer(me), payload: { content: 'hello?' } });
  expect(reply.statusCode).toBe(403);
  expect(reply.json().msg).toBe('This account has been deleted.');
});

test('an account deleted by its owner (anonymised, deleted_at set) shows as Deleted Account too', async () => {
  const me = await createUser(server.app, server.db);
  const leaver = await createUser(server.app, server.db);
  await makeFriends(server.db, me, leaver);
  const chatId = await chatBetween(server.db, me, leaver);
  await send(leaver, chatId, 'see you never');
  await server.db.query(
    "UPDATE users SET username = 'deleted_account_' || id, username_normalized = 'deleted_account_' || id, deleted_at = now() WHERE id = $1",
    [leaver.id],
  );

  const [chat] = (await list(me)).chats;
  expect(chat.participants).toContainEqual({ _id: leaver.id, username: 'deleted_account', nickname: 'Deleted Account', profileIcon: null, isOnline: false });
  const friends = (await server.app.inject({ method: 'GET', url: '/api/friends/list', headers: bearer(me) })).json().friends;
  expect(friends).toEqual([]);
  expect((await server.app.inject({ method: 'GET', url: `/api/profiles/deleted_account_${leaver.id}` })).statusCode).toBe(404);
});


test('a message stored while the list is read counts in the page and the totals alike, or in neither', async () => {
  // The first count of the chat hub's badge adds the page's totals to the messages that arrived
  // meanwhile: an empty page must never come with a total that already holds such a message.
  const database = await createTestDatabase();
  let storeMeanwhile: (() => Promise<void>) | null = null;
  const interleaved: Database = {
    ...database,
    async query(sql, params) {
      const rows = await database.query(sql, params);
      if (storeMeanwhile && sql.includes('FROM chat_participants p JOIN chats c')) {
        const store = storeMeanwhile;
        storeMeanwhile = null;
        await store();
      }
      return rows as never;
    },
  };
  const racing = await build({}, { db: interleaved });
  try {
    const me = await createUser(racing.app, racing.db);
    const friend = await createUser(racing.app, racing.db);
    await makeFriends(racing.db, me, friend);
    const chatId = await chatBetween(racing.db, me, friend);
    storeMeanwhile = async () => {
      const sent = await racing.app.inject({ method: 'POST', url: `/api/chat/${chatId}/messages`, headers: bearer(friend), payload: { content: 'gg' } });
      expect(sent.statusCode).toBe(201);
    };

    const during = await racing.app.inject({ method: 'GET', url: '/api/chat/list', headers: bearer(me) });
    expect(storeMeanwhile).toBeNull();
    expect(during.json()).toMatchObject({ chats: [], total: 0, unreadChats: 0 });
    const after = await racing.app.inject({ method: 'GET', url: '/api/chat/list', headers: bearer(me) });
    expect(after.json()).toMatchObject({ chats: [{ _id: chatId, hasUnread: true }], total: 1, unreadChats: 1 });
  } finally {
    await racing.close();
    await database.close();
  }
});
