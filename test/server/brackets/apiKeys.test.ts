/**
 * A bot's API key answers to someone: it dies with its creator's standing, may expire, may be
 * limited to named tournaments, and is rate limited per key on every process together.
 */
import type { InjectOptions } from 'fastify';
import type { ApiKeySummary, CreatedApiKey } from '../../../common/contract/brackets';
import { newId } from '../../../server/db/ids';
import { API_KEY_WRITES_PER_MINUTE } from '../../../server/routes/brackets/bracketAccess';
import { fragmentOf, linkIn, waitForMail } from '../accounts/accountsSupport';
import { createAccount, type TestAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { as, type Callers, createApiKey, createCallers, createTournament } from './support';

jest.setTimeout(60_000);

let server: TestServer;
let callers: Callers;
const ADMIN_PASSWORD = 'the admin keeps this one';

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
  // Demoting or banning staff asks for the acting admin's own password.
  await server.app.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [await server.app.passwords.hash(ADMIN_PASSWORD), callers.admin.id]);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);
const asAdmin = (request: InjectOptions) => inject(as(callers.admin.authorization, request));

let added = 0;
/** A write with the key: one new participant in the tournament. */
function addOne(key: CreatedApiKey, tournamentId: string): InjectOptions {
  added += 1;
  return as(`Bearer ${key.key}`, { method: 'POST', url: `/api/tournaments/${tournamentId}/participants`, payload: { participants: [{ name: `Bot entry ${added}` }] } });
}

function createKey(payload: Record<string, unknown>, creator: TestAccount = callers.admin) {
  return inject(as(creator.authorization, { method: 'POST', url: '/api/admin/api-keys', payload: { name: `Bot ${newId().slice(-4)}`, scopes: ['results'], ...payload } }));
}

async function listed(keyId: string): Promise<ApiKeySummary> {
  const keys = (await asAdmin({ method: 'GET', url: '/api/admin/api-keys' })).json<{ keys: ApiKeySummary[] }>().keys;
  const found = keys.find((key) => key.id === keyId);
  if (!found) throw new Error(`key ${keyId} not listed`);
  return found;
}

async function expectRefused(key: CreatedApiKey, tournamentId: string, reason: RegExp): Promise<void> {
  const refused = await inject(addOne(key, tournamentId));
  expect(refused.statusCode).toBe(401);
  expect(refused.json<{ msg: string }>().msg).toMatch(/^This API key no longer works\./);
  expect(refused.json<{ msg: string }>().msg).toMatch(reason);
}

describe("a key answers to its creator's standing, checked at each use", () => {
  test('a master demoted to user: the key is refused at once, and the list says why', async () => {
    const master = await createAccount(server.app, { role: 'master' });
    const key = await createApiKey(server.app, master);
    const tournamentId = await createTournament(server.app);
    expect((await inject(addOne(key, tournamentId))).statusCode).toBe(201);

    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/users/${master.id}/role`, payload: { role: 'user', password: ADMIN_PASSWORD } })).statusCode).toBe(200);
    await expectRefused(key, tournamentId, /no longer an admin or master/);
    expect(await listed(key.id)).toMatchObject({ usable: false, unusableReason: 'The account that created it is no longer an admin or master.' });
  });

  test('a banned creator: the key is refused', async () => {
    const master = await createAccount(server.app, { role: 'master' });
    const key = await createApiKey(server.app, master);
    const tournamentId = await createTournament(server.app);
    expect((await inject(addOne(key, tournamentId))).statusCode).toBe(201);

    const banned = await asAdmin({ method: 'POST', url: `/api/admin/users/${master.id}/ban`, payload: { reason: 'Leaked the bot key', permanent: true, password: ADMIN_PASSWORD } });
    expect(banned.statusCode).toBe(200);
    await expectRefused(key, tournamentId, /is banned/);
    expect(await listed(key.id)).toMatchObject({ usable: false });
  });

  test('a creator who deleted their account: the key is refused', async () => {
    const admin = await createAccount(server.app, { role: 'admin', isAdmin: true });
    const key = await createApiKey(server.app, admin);
    const tournamentId = await createTournament(server.app);
    expect((await inject(addOne(key, tournamentId))).statusCode).toBe(201);

    expect((await inject(as(admin.authorization, { method: 'POST', url: '/api/user/deletion-request', remoteAddress: '10.9.0.1' }))).statusCode).toBe(200);
    const mail = await waitForMail(server, `${admin.username}@example.com`, /Confirm the deletion/);
    const link = fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/confirm-deletion#token=[A-Za-z0-9_%-]+&userId=[0-9a-f]{24}/));
    const confirmed = await inject({
      method: 'POST',
      url: '/api/user/confirm-deletion',
      payload: { token: link.get('token'), userId: link.get('userId') },
      remoteAddress: '10.9.0.2',
    });
    expect(confirmed.statusCode).toBe(200);
    await expectRefused(key, tournamentId, /was deleted/);
  });
});

describe('expiry', () => {
  test('a key made with expiresAt works until then and is refused once it has passed; the list shows the end', async () => {
    const end = new Date(Date.now() + 30 * 24 * 3600_000);
    const created = await createKey({ expiresAt: end.toISOString() });
    expect(created.statusCode).toBe(201);
    const key = created.json<CreatedApiKey>();
    const tournamentId = await createTournament(server.app);
    expect((await inject(addOne(key, tournamentId))).statusCode).toBe(201);
    expect(await listed(key.id)).toMatchObject({ expiresAt: end.toISOString(), usable: true, unusableReason: null });

    // Thirty days later, as the clock of the database sees it.
    await server.db.query("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [key.id]);
    await expectRefused(key, tournamentId, /expired on/);
    expect(await listed(key.id)).toMatchObject({ usable: false, unusableReason: expect.stringMatching(/^It expired on /) });
  });

  test.each([
    ['in the past', () => new Date(Date.now() - 60_000).toISOString(), 'Expires at must be in the future (body.expiresAt).'],
    ['more than a year ahead', () => new Date(Date.now() + 400 * 24 * 3600_000).toISOString(), 'Expires at must be at most 366 days ahead (body.expiresAt).'],
    ['not a date', () => 'next tuesday', 'Expires at must be a date and time (body.expiresAt).'],
  ])('an end %s is refused with a 400 naming the field, and no key is made', async (_case, expiresAt, msg) => {
    const before = (await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM api_keys'))[0]!.count;
    const refused = await createKey({ expiresAt: expiresAt() });
    expect([refused.statusCode, refused.json()]).toEqual([400, { msg }]);
    expect((await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM api_keys'))[0]!.count).toBe(before);
  });
});

describe('tournaments', () => {
  test('a key limited to named tournaments writes to those only: 403 anywhere else', async () => {
    const mine = await createTournament(server.app);
    const alsoMine = await createTournament(server.app);
    const other = await createTournament(server.app);
    const created = await createKey({ tournamentIds: [mine.toUpperCase(), alsoMine] });
    expect(created.statusCode).toBe(201);
    const key = created.json<CreatedApiKey>();

    expect((await inject(addOne(key, mine))).statusCode).toBe(201);
    expect((await inject(addOne(key, alsoMine))).statusCode).toBe(201);
    const refused = await inject(addOne(key, other));
    expect([refused.statusCode, refused.json()]).toEqual([403, { msg: 'This API key is limited to other tournaments.' }]);
    const report = await inject(
      as(`Bearer ${key.key}`, { method: 'POST', url: `/api/tournaments/${other}/matches/winners-1-1/report`, payload: { reportId: 'elsewhere', scores: [2, 0] } }),
    );
    expect(report.statusCode).toBe(403);
    expect((await listed(key.id)).tournaments?.map((tournament) => tournament.id).sort()).toEqual([mine, alsoMine].sort());
    expect((await listed(key.id)).tournaments?.every((tournament) => tournament.title?.startsWith('Cup '))).toBe(true);
  });

  test('an id that is no tournament, or too many ids, are refused with a 400 naming the field', async () => {
    const missing = newId();
    const unknown = await createKey({ tournamentIds: [await createTournament(server.app), missing] });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { msg: `Tournament ids names no tournament: ${missing} (body.tournamentIds).` }]);
    const many = await createKey({ tournamentIds: Array.from({ length: 21 }, () => newId()) });
    expect([many.statusCode, many.json()]).toEqual([400, { msg: 'Tournament ids must have at most 20 items (body.tournamentIds).' }]);
  });
});

describe('rate limit', () => {
  test(`a key makes ${API_KEY_WRITES_PER_MINUTE} writes a minute, counted on every process together; then 429 with Retry-After, while other keys go on`, async () => {
    // A second server process on the same database.
    const other = await build({}, { db: server.db });
    try {
      const key = await createApiKey(server.app, callers.admin);
      const another = await createApiKey(server.app, callers.admin);
      const tournamentId = await createTournament(server.app);
      for (let write = 0; write < API_KEY_WRITES_PER_MINUTE; write++) {
        const app = write % 2 === 0 ? server.app : other.app;
        expect((await app.inject(addOne(key, tournamentId))).statusCode).toBe(201);
      }
      for (const app of [server.app, other.app]) {
        const limited = await app.inject(addOne(key, tournamentId));
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
        expect(limited.json<{ msg: string }>().msg).toMatch(/^Too many requests\. Please wait/);
      }
      expect((await inject(addOne(another, tournamentId))).statusCode).toBe(201);
      const participants = (await inject({ method: 'GET', url: `/api/tournaments/${tournamentId}/participants` })).json<{ participants: unknown[] }>().participants;
      expect(participants).toHaveLength(API_KEY_WRITES_PER_MINUTE + 1);
    } finally {
      await other.close();
    }
  });
});

test('the contract holds: { name, scopes } alone makes a key that does not expire, works for every tournament and answers to its creator', async () => {
  const created = await createKey({});
  expect(created.statusCode).toBe(201);
  const key = created.json<CreatedApiKey>();
  expect(Object.keys(key).sort()).toEqual(['id', 'key', 'name']);
  expect(await listed(key.id)).toMatchObject({
    scopes: ['results'],
    createdBy: callers.admin.username,
    expiresAt: null,
    tournaments: null,
    usable: true,
    unusableReason: null,
  });
  expect((await inject(addOne(key, await createTournament(server.app)))).statusCode).toBe(201);
});
