import type { AddressInfo } from 'node:net';
import type { SendMessageAck } from '../../../common/contract/socketEvents';
import { UsersRepository } from '../../../server/routes/accounts/usersRepository';
import { accountWithRole } from '../accounts/accountsSupport';
import { build, type TestServer } from '../build';
import { chatBetween, createUser, makeFriends } from '../chat/factories';
import { connectSocket, disconnected, recordEvents, roundTrip } from '../chat/realtimeClients';

let server: TestServer;
let baseUrl: string;
beforeAll(async () => {
  server = await build();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await server.close();
});

const tomorrow = () => new Date(Date.now() + 86_400_000);

test('a ban closes the banned user\'s open connections at once, and they cannot reconnect', async () => {
  const banned = await createUser(server.app, server.db);
  const socket = await connectSocket(baseUrl, banned.token);
  const admin = await accountWithRole(server.app, 'admin');

  const response = await server.app.inject({
    method: 'POST',
    url: `/api/admin/users/${banned.id}/ban`,
    headers: { authorization: `Bearer ${admin.token}` },
    payload: { reason: 'Spam', until: tomorrow().toISOString() },
  });
  expect(response.statusCode).toBe(200);
  await disconnected(socket);
  // A ban ends every session of the account, so its old token is refused as a session that ended
  // (a new login is where the person reads that the account is banned).
  await expect(connectSocket(baseUrl, banned.token)).rejects.toThrow('Your session has ended. Please log in again.');
});

test('a message sent on a connection opened before the ban is refused and reaches nobody', async () => {
  const sender = await createUser(server.app, server.db);
  const friend = await createUser(server.app, server.db);
  await makeFriends(server.db, sender, friend);
  const chatId = await chatBetween(server.db, sender, friend);
  const senderSocket = await connectSocket(baseUrl, sender.token);
  const friendSocket = await connectSocket(baseUrl, friend.token);
  const received = recordEvents(friendSocket, 'new_message');
  try {
    // Stored as another server process would store it: this process never closed the socket.
    await new UsersRepository(server.db).ban(sender.id, 'Spam', tomorrow());
    const ack = await new Promise<SendMessageAck>((resolve) =>
      senderSocket.emit('send_message', { chatId, content: 'still here?', clientMessageId: 'after-ban-1' }, resolve),
    );
    expect(ack).toEqual({ ok: false, status: 403, msg: 'This account is banned.' });
    await roundTrip(friendSocket, friend.id);
    expect(received).toEqual([]);
    expect(await server.db.query('SELECT id FROM messages WHERE chat_id = $1', [chatId])).toEqual([]);
  } finally {
    senderSocket.close();
    friendSocket.close();
  }
});
