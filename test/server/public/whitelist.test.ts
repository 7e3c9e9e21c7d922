import { build, type TestServer } from '../build';
import { BUILD_TIMEOUT_MS, createAccount, type TestAccount } from './support';

// EIP-55's own examples of checksummed addresses.
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOLANA = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

let server: TestServer;

beforeAll(async () => {
  server = await build();
}, BUILD_TIMEOUT_MS);
afterAll(() => server.close());

function join(account: TestAccount, payload: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: '/api/whitelist', headers: { authorization: account.authorization }, payload });
}

test('a user joins with a checksummed EVM address, which is kept in lower case; joining again is a 409', async () => {
  const user = await createAccount(server.app);
  const joined = await join(user, { walletAddress: CHECKSUMMED, chain: 'evm' });
  expect(joined.statusCode).toBe(201);
  expect(joined.json()).toMatchObject({ walletAddress: CHECKSUMMED.toLowerCase(), chain: 'evm' });

  const me = await server.app.inject({ method: 'GET', url: '/api/whitelist/me', headers: { authorization: user.authorization } });
  expect(me.json()).toMatchObject({ joined: true, entry: { walletAddress: CHECKSUMMED.toLowerCase() } });

  const again = await join(user, { walletAddress: '0x' + 'a'.repeat(40), chain: 'evm' });
  expect(again.statusCode).toBe(409);
  expect(again.json().msg).toMatch(/already on the whitelist/);
});

test('a lower-case EVM address and a Solana public key are accepted', async () => {
  const evm = await join(await createAccount(server.app), { walletAddress: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359', chain: 'evm' });
  expect(evm.statusCode).toBe(201);
  const solana = await join(await createAccount(server.app), { walletAddress: ` ${SOLANA} `, chain: 'solana' });
  expect(solana.statusCode).toBe(201);
  expect(solana.json()).toMatchObject({ walletAddress: SOLANA, chain: 'solana' });
});

test('a claim proves nothing, so it blocks nobody: a wallet another account named, in any letter case, is a row of its own', async () => {
  const address = '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB';
  const first = await createAccount(server.app);
  const second = await createAccount(server.app);
  const firstJoin = await join(first, { walletAddress: address, chain: 'evm' });
  const secondJoin = await join(second, { walletAddress: address.toLowerCase(), chain: 'evm' });
  expect([firstJoin.statusCode, secondJoin.statusCode]).toEqual([201, 201]);
  // The second answer looks like any first claim: nothing tells that the wallet was named before.
  expect(Object.keys(secondJoin.json()).sort()).toEqual(Object.keys(firstJoin.json()).sort());
  expect(secondJoin.json()._id).not.toBe(firstJoin.json()._id);
  const rows = await server.db.query('SELECT user_id FROM token_whitelist WHERE wallet_address = $1 ORDER BY created_at, id', [address.toLowerCase()]);
  expect(rows.map((row) => (row as { user_id: string }).user_id).sort()).toEqual([first.id, second.id].sort());

  // Each account sees its own entry only, and leaving takes away only its own.
  const entryOf = async (account: TestAccount) =>
    (await server.app.inject({ method: 'GET', url: '/api/whitelist/me', headers: { authorization: account.authorization } })).json();
  expect((await entryOf(second)).entry._id).toBe(secondJoin.json()._id);
  expect((await server.app.inject({ method: 'DELETE', url: '/api/whitelist/me', headers: { authorization: first.authorization } })).statusCode).toBe(200);
  expect(await entryOf(first)).toEqual({ joined: false, entry: null });
  expect((await entryOf(second)).entry).toMatchObject({ walletAddress: address.toLowerCase(), chain: 'evm' });
});

test.each([
  ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'evm', /checksum/],
  ['0X5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', 'evm', /0x followed by 40/],
  ['5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'evm', /0x followed by 40/],
  ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1bea', 'evm', /0x followed by 40/],
  ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beagg', 'evm', /0x followed by 40/],
  ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed; DROP TABLE users', 'evm', /0x followed by 40/],
  [SOLANA, 'evm', /0x followed by 40/],
  ['0OIl' + SOLANA.slice(4), 'solana', /base58/],
  ['abc', 'solana', /base58/],
  [SOLANA + 'zzz', 'solana', /base58/],
  ['z'.repeat(44), 'solana', /not a valid Solana/],
  [CHECKSUMMED, 'solana', /base58/],
])('%s as %s is a 400 naming body.walletAddress', async (walletAddress, chain, problem) => {
  const response = await join(await createAccount(server.app), { walletAddress, chain });
  expect(response.statusCode).toBe(400);
  expect(response.json().msg).toMatch(/^Wallet address .*\(body\.walletAddress\)\.$/);
  expect(response.json().msg).toMatch(problem);
});

test.each([
  [{ walletAddress: CHECKSUMMED }, 'body.chain'],
  [{ walletAddress: CHECKSUMMED, chain: 'bitcoin' }, 'body.chain'],
  [{ chain: 'evm' }, 'body.walletAddress'],
  [{ walletAddress: 42, chain: 'evm' }, 'body.walletAddress'],
  [{ walletAddress: 'x'.repeat(101), chain: 'evm' }, 'body.walletAddress'],
])('%j is a 400 naming %s', async (payload, field) => {
  const response = await join(await createAccount(server.app), payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().msg).toContain(field);
});

test('a visitor cannot join or read an entry', async () => {
  const post = await server.app.inject({ method: 'POST', url: '/api/whitelist', payload: { walletAddress: CHECKSUMMED, chain: 'evm' } });
  expect(post.statusCode).toBe(401);
  expect((await server.app.inject({ method: 'GET', url: '/api/whitelist/me' })).statusCode).toBe(401);
});

test('a user who has not joined sees joined false; leaving frees the account to join again; the count follows', async () => {
  const user = await createAccount(server.app);
  const count = async () => (await server.app.inject({ method: 'GET', url: '/api/whitelist/stats' })).json().count as number;
  const me = await server.app.inject({ method: 'GET', url: '/api/whitelist/me', headers: { authorization: user.authorization } });
  expect(me.json()).toEqual({ joined: false, entry: null });

  const before = await count();
  expect((await join(user, { walletAddress: '0x' + '1'.repeat(40), chain: 'evm' })).statusCode).toBe(201);
  expect(await count()).toBe(before + 1);

  const leave = () => server.app.inject({ method: 'DELETE', url: '/api/whitelist/me', headers: { authorization: user.authorization } });
  expect((await leave()).statusCode).toBe(200);
  expect((await leave()).statusCode).toBe(404);
  expect(await count()).toBe(before);
  expect((await join(user, { walletAddress: '0x' + '2'.repeat(40), chain: 'evm' })).statusCode).toBe(201);
});

test('every shop, whitelist and newsletter operation is named and described in the OpenAPI document', async () => {
  const document = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string; tags?: string[] }>>;
  };
  const ours = Object.entries(document.paths).filter(([path]) => /^\/api\/(shop|whitelist|newsletter)\//.test(path + '/'));
  const operations = ours.flatMap(([, methods]) => Object.values(methods));
  expect(operations.length).toBeGreaterThanOrEqual(16);
  for (const operation of operations) {
    expect(operation).toEqual(expect.objectContaining({ operationId: expect.any(String), summary: expect.any(String), description: expect.any(String) }));
    expect(operation.tags?.length).toBeGreaterThan(0);
  }
});
