/**
 * Visitors (no token) may open realtime connections to follow a bracket, but one address may hold
 * only so many: a script cannot pile up thousands of sockets. The address is the one the HTTP routes
 * see, so a forged X-Forwarded-For does not buy more connections unless the proxy is trusted.
 */
import type { AddressInfo } from 'node:net';
import { TOO_MANY_VISITOR_SOCKETS_MESSAGE } from '../../../server/realtime/socketAuth';
import { build, type TestServer } from '../build';
import { createUser } from '../chat/factories';
import { connectSocket, disconnected, type TestSocket } from '../chat/realtimeClients';

// The cap as the README's Rate limits table documents it, written out rather than imported from the
// server: a cap changed in the code (or in the README alone) must fail here.
const MAX_VISITOR_SOCKETS_PER_ADDRESS = 60;

const opened: TestSocket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

async function listening(env: Record<string, string> = {}): Promise<{ server: TestServer; baseUrl: string }> {
  const server = await build(env);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, baseUrl: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` };
}

async function fill(baseUrl: string, headers: Record<string, string> = {}): Promise<void> {
  for (let index = 0; index < MAX_VISITOR_SOCKETS_PER_ADDRESS; index++) opened.push(await connectSocket(baseUrl, undefined, headers));
}

test('one address holds at most the cap of visitor connections; a closed one makes room; accounts are counted apart', async () => {
  const { server, baseUrl } = await listening();
  try {
    await fill(baseUrl);
    await expect(connectSocket(baseUrl)).rejects.toThrow(TOO_MANY_VISITOR_SOCKETS_MESSAGE);
    // A forged header from an untrusted peer changes nothing.
    await expect(connectSocket(baseUrl, undefined, { 'x-forwarded-for': '203.0.113.7' })).rejects.toThrow(TOO_MANY_VISITOR_SOCKETS_MESSAGE);
    // A signed-in player on the same address is counted by account, not with the visitors.
    const player = await createUser(server.app, server.db);
    opened.push(await connectSocket(baseUrl, player.token));

    const leaving = opened.shift()!;
    leaving.close();
    await disconnected(leaving);
    opened.push(await connectSocket(baseUrl));
  } finally {
    for (const socket of opened.splice(0)) socket.close();
    await server.close();
  }
});

test('behind a trusted proxy, each forwarded address has its own allowance', async () => {
  const { server, baseUrl } = await listening({ TRUST_PROXY: '127.0.0.1' });
  try {
    await fill(baseUrl, { 'x-forwarded-for': '198.51.100.1' });
    await expect(connectSocket(baseUrl, undefined, { 'x-forwarded-for': '198.51.100.1' })).rejects.toThrow(TOO_MANY_VISITOR_SOCKETS_MESSAGE);
    opened.push(await connectSocket(baseUrl, undefined, { 'x-forwarded-for': '198.51.100.2' }));
  } finally {
    for (const socket of opened.splice(0)) socket.close();
    await server.close();
  }
});
