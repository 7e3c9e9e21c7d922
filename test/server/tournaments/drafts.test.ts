import type { FastifyInstance } from 'fastify';
import { build, type TestServer } from '../build';
import { createAccount, createTournament, freshIp, type TestAccount } from './support';

jest.setTimeout(60_000);

let server: TestServer;
let app: FastifyInstance;
let admin: TestAccount;
let master: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  server = await build();
  app = server.app;
  admin = await createAccount(app, { role: 'admin' });
  master = await createAccount(app, { role: 'master' });
  player = await createAccount(app);
});
afterAll(async () => {
  await server.close();
});

const callers = () => ({
  visitor: {},
  user: { authorization: player.authorization },
  admin: { authorization: admin.authorization },
  master: { authorization: master.authorization },
});

function patch(id: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/api/tournaments/${id}`, headers: { authorization: admin.authorization }, payload });
}

async function signUp(tournamentId: string, email: string) {
  return app.inject({ method: 'POST', url: '/api/notify/anonymous', payload: { email, tournamentId }, remoteAddress: freshIp() });
}

describe('DRAFT tournaments', () => {
  it("keep their participants and bracket from the public: 404 for visitors and users, there for staff, public once published", async () => {
    const draft = await createTournament(app, admin, { title: 'Draft Bracket Cup', status: 'DRAFT', format: 'SINGLE_ELIMINATION' });
    const staff = { authorization: admin.authorization };
    const added = await app.inject({ method: 'POST', url: `/api/tournaments/${draft._id}/participants`, headers: staff, payload: { participants: [{ name: 'Ana' }, { name: 'Ben' }] } });
    expect(added.statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: `/api/tournaments/${draft._id}/bracket`, headers: staff, payload: {} })).statusCode).toBe(201);
    for (const [who, headers] of Object.entries(callers())) {
      const expected = who === 'admin' || who === 'master' ? 200 : 404;
      for (const path of ['participants', 'bracket']) {
        const response = await app.inject({ method: 'GET', url: `/api/tournaments/${draft._id}/${path}`, headers });
        expect([who, path, response.statusCode]).toEqual([who, path, expected]);
        if (expected === 404) expect(response.json()).toEqual({ msg: 'Tournament not found' });
      }
    }
    expect((await patch(draft._id, { status: 'LIVE' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/tournaments/${draft._id}/bracket` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/tournaments/${draft._id}/participants` })).json().participants).toHaveLength(2);
  });

  it('are never listed by the public API, whoever asks', async () => {
    const draft = await createTournament(app, admin, { title: 'Secret Draft Cup', status: 'DRAFT' });
    expect(draft.status).toBe('DRAFT');
    for (const [who, headers] of Object.entries(callers())) {
      const response = await app.inject({ method: 'GET', url: '/api/tournaments?limit=100', headers });
      expect([who, response.statusCode]).toEqual([who, 200]);
      const ids = (response.json() as { items: Array<{ _id: string }> }).items.map((item) => item._id);
      expect([who, ids.includes(draft._id)]).toEqual([who, false]);
    }
    const byText = await app.inject({ method: 'GET', url: '/api/tournaments?q=Secret%20Draft' });
    expect(byText.json()).toEqual({ items: [], total: 0 });
    const byStatus = await app.inject({ method: 'GET', url: '/api/tournaments?status=DRAFT' });
    expect(byStatus.statusCode).toBe(400);
  });

  it('answer 404 to visitors and users, and the draft to admins and masters', async () => {
    const draft = await createTournament(app, admin, { status: 'draft' });
    const expected = { visitor: 404, user: 404, admin: 200, master: 200 };
    for (const [who, headers] of Object.entries(callers())) {
      const response = await app.inject({ method: 'GET', url: `/api/tournaments/${draft._id}`, headers });
      expect([who, response.statusCode]).toEqual([who, expected[who as keyof typeof expected]]);
    }
    const calendar = await app.inject({ method: 'GET', url: `/api/tournaments/${draft._id}.ics` });
    expect(calendar.statusCode).toBe(404);
    expect((await signUp(draft._id, 'early@example.com')).statusCode).toBe(404);
  });

  it('become public once published', async () => {
    const draft = await createTournament(app, admin, { title: 'Published Later Cup', status: 'DRAFT' });
    expect((await patch(draft._id, { status: 'COMING_SOON' })).statusCode).toBe(200);
    const single = await app.inject({ method: 'GET', url: `/api/tournaments/${draft._id}` });
    expect(single.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/tournaments?q=Published%20Later' });
    expect((list.json() as { total: number }).total).toBe(1);
  });
});

describe('the backoffice list', () => {
  it('is for admins and masters only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/tournaments' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/admin/tournaments', headers: { authorization: player.authorization } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/tournaments', headers: { authorization: master.authorization } })).statusCode).toBe(200);
  });

  it('lists drafts too, newest first, filtered by status, one page at a time', async () => {
    const created = [];
    for (const status of ['DRAFT', 'LIVE', 'DRAFT']) created.push(await createTournament(app, admin, { title: `Order Cup ${created.length}`, status }));
    const all = await app.inject({ method: 'GET', url: '/api/admin/tournaments?q=Order%20Cup', headers: { authorization: admin.authorization } });
    expect((all.json() as { items: Array<{ title: string }> }).items.map((item) => item.title)).toEqual(['Order Cup 2', 'Order Cup 1', 'Order Cup 0']);
    const drafts = await app.inject({ method: 'GET', url: '/api/admin/tournaments?q=Order%20Cup&status=DRAFT&limit=1&skip=1', headers: { authorization: admin.authorization } });
    expect(drafts.json()).toMatchObject({ total: 2, items: [{ title: 'Order Cup 0', status: 'DRAFT' }] });
    const bad = await app.inject({ method: 'GET', url: '/api/admin/tournaments?status=ARCHIVED', headers: { authorization: admin.authorization } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('registration-open mails', () => {
  it('counts the sign-ups a status change would mail, and says how many it queued', async () => {
    const tournament = await createTournament(app, admin, { title: 'Counted Cup' });
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) expect((await signUp(tournament._id, email)).statusCode).toBe(201);
    const listed = await app.inject({ method: 'GET', url: '/api/admin/tournaments?q=Counted%20Cup', headers: { authorization: admin.authorization } });
    expect(listed.json()).toMatchObject({ items: [{ _id: tournament._id, notifySignups: 3 }] });

    const opened = await patch(tournament._id, { status: 'UPCOMING' });
    expect(opened.json()).toMatchObject({ status: 'UPCOMING', queuedMails: 3 });
    // Mailed already: nothing is pending, and going back and forth queues nothing more.
    const after = await app.inject({ method: 'GET', url: '/api/admin/tournaments?q=Counted%20Cup', headers: { authorization: admin.authorization } });
    expect(after.json()).toMatchObject({ items: [{ notifySignups: 0 }] });
    await patch(tournament._id, { status: 'COMING_SOON' });
    expect((await patch(tournament._id, { status: 'LIVE' })).json()).toMatchObject({ queuedMails: 0 });
  });

  it('queues none when there are no sign-ups or the tournament goes back to DRAFT', async () => {
    const empty = await createTournament(app, admin);
    expect((await patch(empty._id, { status: 'UPCOMING' })).json()).toMatchObject({ queuedMails: 0 });
    const hidden = await createTournament(app, admin);
    expect((await signUp(hidden._id, 'waiting@example.com')).statusCode).toBe(201);
    expect((await patch(hidden._id, { status: 'DRAFT' })).json()).toMatchObject({ status: 'DRAFT', queuedMails: 0 });
  });
});

describe('validation', () => {
  it('stores one of the five formats, and explains a wrong one, a wrong status or an unknown game', async () => {
    const tournament = await createTournament(app, admin, { format: 'double elimination' });
    const stored = await app.inject({ method: 'GET', url: `/api/tournaments/${tournament._id}` });
    expect(stored.json()).toMatchObject({ format: 'DOUBLE_ELIMINATION' });

    const format = await patch(tournament._id, { format: 'SINGLE_ELIM' });
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({ msg: expect.stringMatching(/format.*SINGLE_ELIMINATION, DOUBLE_ELIMINATION, ROUND_ROBIN, SWISS, BATTLE_ROYALE/i) });
    const status = await patch(tournament._id, { status: 'ARCHIVED' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({ msg: expect.stringMatching(/status.*DRAFT/i) });
    const game = await patch(tournament._id, { game: 'no-such-game' });
    expect(game.statusCode).toBe(400);
    expect(game.json()).toEqual({ msg: expect.stringMatching(/not a game of the catalogue/) });
    expect((await app.inject({ method: 'GET', url: `/api/tournaments/${tournament._id}` })).json()).toMatchObject({ format: 'DOUBLE_ELIMINATION' });
  });
});
