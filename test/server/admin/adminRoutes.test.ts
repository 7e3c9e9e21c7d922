import type { Mail } from '../../../server/plugins/mail';
import type { Stats } from '../../../common/contract/admin';
import { build, type TestServer } from '../build';
import { createAccount, createSignup, createTournament, type TestAccount } from './factories';

// Loading a PGlite copy takes seconds on a busy machine; these bounds are against hangs, not for speed.
jest.setTimeout(60_000);

let server: TestServer;
let admin: TestAccount;
let master: TestAccount;
let player: TestAccount;
const mails: Mail[] = [];
let mailDown = false;

beforeAll(async () => {
  const mailer = {
    async send(mail: Mail) {
      if (mailDown) throw new Error('SMTP refused');
      mails.push(mail);
    },
    close() {},
  };
  server = await build({}, { mailer });
  admin = await createAccount(server.app, { role: 'admin' });
  master = await createAccount(server.app, { role: 'master' });
  player = await createAccount(server.app);
});
afterAll(async () => {
  await server.close();
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, account?: TestAccount, payload?: Record<string, unknown>) {
  return server.app.inject({ method, url, headers: account ? { authorization: account.authorization } : {}, ...(payload ? { payload } : {}) });
}

describe('role rules of the backoffice API', () => {
  const backofficeReads = ['/api/admin/users', '/api/admin/audit', '/api/admin/early-access'];

  test.each(backofficeReads)('%s: visitor 401, user 403, master and admin 200', async (url) => {
    expect((await call('GET', url)).statusCode).toBe(401);
    const forbidden = await call('GET', url, player);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ msg: expect.any(String) });
    expect((await call('GET', url, master)).statusCode).toBe(200);
    expect((await call('GET', url, admin)).statusCode).toBe(200);
  });

  test('the dashboard figures are for admins only: a master gets 403', async () => {
    expect((await call('GET', '/api/admin/stats')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/stats', player)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/stats', master)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/stats', admin)).statusCode).toBe(200);
  });

  test('the isAdmin flag counts as admin', async () => {
    const flagged = await createAccount(server.app, { role: 'user', isAdmin: true });
    expect((await call('GET', '/api/admin/stats', flagged)).statusCode).toBe(200);
  });
});

describe('users', () => {
  test('search finds a user by part of the username or e-mail', async () => {
    const response = await call('GET', `/api/admin/users?q=${player.username.slice(-8)}`, master);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ items: Array<{ id: string; role: string }>; total: number }>();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ id: player.id, role: 'user' });
  });

  test('a search for % matches only a literal percent sign, and limit is bounded', async () => {
    expect((await call('GET', '/api/admin/users?q=%25', admin)).json<{ total: number }>().total).toBe(0);
    const tooMany = await call('GET', '/api/admin/users?limit=1000', admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ msg: string }>().msg).toMatch(/limit/);
  });

  test('one user: 404 for an unknown id, 400 for a malformed one', async () => {
    expect((await call('GET', `/api/admin/users/${player.id}`, master)).json()).toMatchObject({ username: player.username });
    expect((await call('GET', `/api/admin/users/${'f'.repeat(24)}`, master)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/users/nope', master)).statusCode).toBe(400);
  });

  test('an admin changes a role and the change is in the audit log; a master may not', async () => {
    const target = await createAccount(server.app);
    expect((await call('PATCH', `/api/admin/users/${target.id}/role`, master, { role: 'master' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/admin/users/${target.id}/role`, player, { role: 'admin' })).statusCode).toBe(403);
    const changed = await call('PATCH', `/api/admin/users/${target.id}/role`, admin, { role: 'master' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'master', isAdmin: false });
    const log = (await call('GET', '/api/admin/audit', admin)).json<{ items: Array<Record<string, unknown>> }>();
    expect(log.items[0]).toMatchObject({ actorId: admin.id, actorName: admin.username, action: 'user.role.changed', target: target.id });
    expect(log.items[0]!.details).toMatchObject({ from: 'user', to: 'master' });
  });

  test('bad roles and demoting yourself are refused with 400 naming the field', async () => {
    const bad = await call('PATCH', `/api/admin/users/${player.id}/role`, admin, { role: 'emperor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toMatch(/role/);
    const self = await call('PATCH', `/api/admin/users/${admin.id}/role`, admin, { role: 'user' });
    expect(self.statusCode).toBe(400);
    expect(self.json<{ msg: string }>().msg).toMatch(/role/);
  });
});

describe('audit trail of other features', () => {
  test("an admin's tournament created through the tournaments API is recorded with who, what and when", async () => {
    const created = await call('POST', '/api/tournaments', admin, { title: 'Audit Cup' });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    await call('PATCH', `/api/tournaments/${id}`, master, { status: 'UPCOMING' });
    const log = (await call('GET', '/api/admin/audit?limit=5', master)).json<{ items: Array<Record<string, unknown>> }>();
    expect(log.items[0]).toMatchObject({ actorId: master.id, action: 'PATCH /api/tournaments/:id', target: id, details: { status: 'UPCOMING' } });
    expect(log.items[1]).toMatchObject({ actorId: admin.id, action: 'POST /api/tournaments', target: id });
    expect(Date.parse(log.items[1]!.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  test('a game edited by a master through the games API (registered before this plugin) is recorded', async () => {
    const edited = await server.app.inject({ method: 'PATCH', url: '/api/games/valorant', headers: { authorization: master.authorization }, payload: { publisher: 'Riot Games' } });
    expect(edited.statusCode).toBe(200);
    const log = (await call('GET', '/api/admin/audit?limit=1', admin)).json<{ items: Array<Record<string, unknown>> }>();
    expect(log.items[0]).toMatchObject({ actorId: master.id, action: 'PATCH /api/games/:key', target: 'valorant', details: { fields: ['publisher'] } });
  });

  test('failed requests, non-admin requests and an admin rating a game leave no entry', async () => {
    const before = (await call('GET', '/api/admin/audit?limit=1', admin)).json<{ items: Array<{ id: string }> }>().items[0]!.id;
    await call('POST', '/api/tournaments', admin, { title: '' });
    await call('POST', '/api/tournaments', player, { title: 'Nope' });
    const rated = await server.app.inject({ method: 'PUT', url: '/api/game-ratings/valorant', headers: { authorization: admin.authorization }, payload: { rating: 5 } });
    expect(rated.statusCode).toBe(200);
    expect((await call('GET', '/api/admin/audit?limit=1', admin)).json<{ items: Array<{ id: string }> }>().items[0]!.id).toBe(before);
  });

  test('entries read in words: the action as the operation says it, the target by its name today', async () => {
    const created = await call('POST', '/api/tournaments', admin, { title: 'Words Cup' });
    const id = created.json<{ _id: string }>()._id;
    await call('PATCH', `/api/tournaments/${id}`, admin, { title: 'Words Cup Renamed' });
    const log = (await call('GET', '/api/admin/audit?limit=2', admin)).json<{ items: Array<Record<string, unknown>>; actions: Array<{ action: string; label: string }> }>();
    expect(log.items[0]).toMatchObject({ action: 'PATCH /api/tournaments/:id', actionLabel: 'Change a tournament', target: id, targetName: 'Words Cup Renamed' });
    expect(log.items[1]).toMatchObject({ action: 'POST /api/tournaments', actionLabel: 'Create a tournament', targetName: 'Words Cup Renamed' });
    expect(log.actions).toEqual(expect.arrayContaining([{ action: 'PATCH /api/tournaments/:id', label: 'Change a tournament' }]));
    for (const { label } of log.actions) expect(label).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
  });

  test('filters: a part of the person\'s name, one action, and days', async () => {
    const id = await createTournament(server.app, 'Filter Cup');
    await call('PATCH', `/api/tournaments/${id}`, master, { status: 'UPCOMING' });
    const read = async (query: string) =>
      (await call('GET', `/api/admin/audit?limit=100&${query}`, admin)).json<{ items: Array<{ actorId: string; action: string; createdAt: string }> }>().items;
    const byMaster = await read(`actor=${encodeURIComponent(master.username.slice(1, -1).toUpperCase())}`);
    expect(byMaster.length).toBeGreaterThan(0);
    expect(byMaster.every((entry) => entry.actorId === master.id)).toBe(true);
    const patches = await read(`action=${encodeURIComponent('PATCH /api/tournaments/:id')}`);
    expect(patches.length).toBeGreaterThan(0);
    expect(patches.every((entry) => entry.action === 'PATCH /api/tournaments/:id')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await read(`from=${today}&to=${today}`)).length).toBeGreaterThan(0);
    expect(await read('from=2001-01-01&to=2001-12-31')).toEqual([]);
    expect((await call('GET', '/api/admin/audit?from=yesterday', admin)).statusCode).toBe(400);
  });

  test('pages go back in time with nextBefore', async () => {
    const first = (await call('GET', '/api/admin/audit?limit=1', admin)).json<{ items: Array<{ id: string }>; nextBefore: string }>();
    expect(first.nextBefore).toBe(first.items[0]!.id);
    const second = (await call('GET', `/api/admin/audit?limit=1&before=${first.nextBefore}`, admin)).json<{ items: Array<{ id: string }> }>();
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });
});

describe('sign-ups and their CSV export', () => {
  test('lists the sign-ups of a tournament; 404 for an unknown one', async () => {
    const id = await createTournament(server.app, 'Signup Cup');
    await createSignup(server.app, id, 'one@example.com');
    await createSignup(server.app, id, 'two@example.com');
    const response = await call('GET', `/api/admin/tournaments/${id}/signups`, master);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tournament: { id, title: 'Signup Cup' }, total: 2, items: [{ email: 'one@example.com' }, { email: 'two@example.com' }] });
    expect((await call('GET', `/api/admin/tournaments/${'e'.repeat(24)}/signups`, master)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/tournaments/${id}/signups`, player)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/tournaments/${id}/signups.csv`)).statusCode).toBe(401);
  });

  test('a CSV-injection title is exported as text, quoted per RFC 4180', async () => {
    const title = `=cmd|' /C calc'!A0`;
    const id = await createTournament(server.app, title);
    await createSignup(server.app, id, '+1@example.com');
    await createSignup(server.app, id, 'quote"d@example.com');
    const response = await call('GET', `/api/admin/tournaments/${id}/signups.csv`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="signups-${id}.csv"`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('"tournament_id","tournament_title","email","username","signed_up_at"');
    // Both sign-ups may share a timestamp: their order is not the point here.
    const [plus, quoted] = lines.slice(1, 3).sort();
    expect(plus).toMatch(new RegExp(`^"${id}","'=cmd\\|' /C calc'!A0","'\\+1@example.com","",".+"$`));
    expect(quoted).toContain('"quote""d@example.com"');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });
});

describe('dashboard figures', () => {
  test('answer the counts and the 14-day message trend', async () => {
    const stats = (await call('GET', '/api/admin/stats', admin)).json<Stats>();
    const users = await server.db.query<{ total: number }>('SELECT count(*)::int AS total FROM users');
    expect(stats.users.total).toBe(users[0]!.total);
    expect(stats.beta).toEqual({ verifiedMembers: expect.any(Number), target: 2500 });
    expect(stats.signupsPerTournament[0]).toEqual({ tournamentId: expect.any(String), title: expect.any(String), count: expect.any(Number) });
    expect(stats.ratingsPerGame.length).toBeGreaterThan(0);
    expect(stats.ratingsPerGame[0]).toEqual({ gameKey: expect.any(String), name: expect.any(String), count: expect.any(Number), average: expect.any(Number) });
    expect(stats.messagesPerDay).toHaveLength(14);
    const counts = await server.db.query<{ tournaments: number; games: number }>(
      'SELECT (SELECT count(*) FROM tournaments)::int AS tournaments, (SELECT count(*) FROM games)::int AS games',
    );
    expect([stats.tournamentsTotal, stats.gamesTotal]).toEqual([counts[0]!.tournaments, counts[0]!.games]);
    expect(stats.signupsPerTournament.length).toBe(Math.min(20, counts[0]!.tournaments));
    expect(stats.messagesPerDay[13]!.day).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('early access', () => {
  test('an invitation is mailed with a register link, listed as pending, then accepted by its token', async () => {
    const sent = await call('POST', '/api/admin/early-access', master, { email: ' Friend@Example.com ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: 'friend@example.com', status: 'pending', invitedBy: master.username });
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('friend@example.com');
    const token = new URL(mail.link!).searchParams.get('invite')!;
    expect(mail.link).toBe(`http://localhost:8080/register?invite=${token}`);

    expect((await call('POST', '/api/early-access/accept', undefined, { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await call('POST', '/api/early-access/accept', undefined, { token })).statusCode).toBe(200);
    const list = (await call('GET', '/api/admin/early-access', admin)).json<{ items: Array<Record<string, unknown>> }>();
    expect(list.items[0]).toMatchObject({ email: 'friend@example.com', status: 'accepted', acceptedAt: expect.any(String) });
    expect((await call('POST', '/api/admin/early-access', admin, { email: 'friend@example.com' })).statusCode).toBe(409);
  });

  test('registering with the invited address counts as accepting; an existing account cannot be invited', async () => {
    await call('POST', '/api/admin/early-access', admin, { email: 'newcomer@example.com' });
    await server.db.query(
      `INSERT INTO users (id, email, email_normalized, username, username_normalized) VALUES ($1, $2, $2, 'newcomer', 'newcomer')`,
      ['0'.repeat(8) + 'a'.repeat(16), 'newcomer@example.com'],
    );
    const list = (await call('GET', '/api/admin/early-access', admin)).json<{ items: Array<Record<string, unknown>> }>();
    expect(list.items.find((item) => item.email === 'newcomer@example.com')).toMatchObject({ status: 'accepted' });
    const existing = await call('POST', '/api/admin/early-access', admin, { email: `${player.username}@example.com` });
    expect(existing.statusCode).toBe(409);
    expect(existing.json<{ msg: string }>().msg).toMatch(/^email: /);
  });

  test('a mail server failure answers 502 and the invitation can be sent again', async () => {
    mailDown = true;
    try {
      const failed = await call('POST', '/api/admin/early-access', admin, { email: 'later@example.com' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({ msg: expect.any(String) });
    } finally {
      mailDown = false;
    }
    expect((await call('POST', '/api/admin/early-access', admin, { email: 'later@example.com' })).statusCode).toBe(201);
    expect(mails.at(-1)!.to).toBe('later@example.com');
  });

  test('a bad e-mail is a 400 naming the field, and a user cannot invite', async () => {
    const bad = await call('POST', '/api/admin/early-access', admin, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toMatch(/email/);
    expect((await call('POST', '/api/admin/early-access', player, { email: 'a@b.co' })).statusCode).toBe(403);
  });
});
