import { build, type TestServer } from '../build';

let server: TestServer;

beforeAll(async () => {
  server = await build();
});
afterAll(() => server.close());

test('every friends, chat and profile operation is named and described in the OpenAPI document', async () => {
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string; tags?: string[] }>>;
  };
  const operations = Object.entries(document.paths)
    .filter(([path]) => /^\/api\/(friends|chat|profiles)\b/.test(path))
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ at: `${method.toUpperCase()} ${path}`, ...operation })));
  expect(operations.map((operation) => operation.operationId).sort()).toEqual([
    'acceptFriendRequest', 'blockUser', 'cancelFriendRequest', 'declineFriendRequest', 'getChat', 'getProfile', 'listBlockedUsers',
    'listChatMessages', 'listChats', 'listFriendRequests', 'listFriends', 'markChatRead', 'removeFriend', 'searchPlayers', 'selectOrCreateChat',
    'sendChatMessage', 'sendFriendRequest', 'unblockUser',
  ]);
  for (const operation of operations) {
    expect(operation).toEqual(expect.objectContaining({ summary: expect.any(String), description: expect.any(String), tags: expect.any(Array) }));
  }
});
