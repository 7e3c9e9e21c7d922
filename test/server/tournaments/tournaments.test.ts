import { build, type TestServer } from '../build';
import { createAccount, createTournament, type TestAccount } from './support';

// Building the app on a fresh database takes seconds on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestAccount;
let master: TestAccount;
let player: TestAccount;

beforeAll(async () => {
  server = await build();
  admin = await createAccount(server.app, { role: 'admin' });
  master = await createAccount(server.app, { role: 'master' });
  player = await createAccount(server.app);
});
afterAll(async () => {
  await server.close();
});

interface TournamentBody {
  _id: string;
  id: string;
  title: string;
  status: string;
  startAt: string | null;
  format: string | null;
  game: string | null;
  organizer: string | null;
  results: Array<{ place: number; name: string; prize: string | null }> | null;
}

const get = (url: string) => server.app.inject({ method: 'GET', url });

async function storedCount(): Promise<number> {
  const rows = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM tournaments');
  return rows[0]!.count;
}

describe('GET /api/tournaments', () => {
  it('sorts by date: still to come (earliest first, TBA last), then live, then past (most recent first)', async () => {
    const response = await get('/api/tournaments?sort=date&limit=100');
    expect(response.statusCode).toBe(200);
    const { items, total } = response.json() as { items: TournamentBody[]; total: number };
    expect(total).toBeGreaterThanOrEqual(12);
    expect(items.length).toBe(total);
    const group = (item: TournamentBody) => (item.status === 'LIVE' ? 1 : item.status === 'COMPLETED' ? 2 : 0);
    const groups = items.map(group);
    expect(groups).toEqual([...groups].sort((a, b) => a - b));
    expect(new Set(groups)).toEqual(new Set([0, 1, 2]));

    const toCome = items.filter((item) => group(item) === 0);
    const dated = toCome.filter((item) => item.startAt !== null).map((item) => Date.parse(item.startAt!));
    expect(dated).toEqual([...dated].sort((a, b) => a - b));
    const firstTba = toCome.findIndex((item) => item.startAt === null);
    expect(firstTba).toBeGreaterThan(-1);
    expect(toCome.slice(firstTba).every((item) => item.startAt === null)).toBe(true);

    const past = items.filter((item) => group(item) === 2 && item.startAt !== null).map((item) => Date.parse(item.startAt!));
    expect(past.length).toBeGreaterThan(1);
    expect(past).toEqual([...past].sort((a, b) => b - a));
    for (const item of items) {
      expect(item._id).toMatch(/^[0-9a-f]{24}$/);
      expect(item.id).toBe(item._id);
    }
  });

  it('keeps what is still to come on the first page when more than twenty past tournaments are stored', async () => {
    const created: string[] = [];
    for (let index = 0; index < 24; index++) {
      const past = await createTournament(server.app, admin, {
        title: `Archive Cup ${index}`,
        status: 'COMPLETED',
        startAt: new Date(Date.UTC(2021, 0, 1 + index)).toISOString(),
      });
      created.push(past._id);
    }
    try {
      const { items } = (await get('/api/tournaments?sort=date&limit=20')).json() as { items: TournamentBody[] };
      const comingSoon = items.filter((item) => item.status === 'COMING_SOON');
      expect(comingSoon.length).toBeGreaterThanOrEqual(3);
      expect(items[0]!.status).not.toBe('COMPLETED');
    } finally {
      for (const id of created) {
        await server.app.inject({ method: 'DELETE', url: `/api/tournaments/${id}`, headers: { authorization: admin.authorization } });
      }
    }
  });

  it('honours limit and skip, and the total counts every match', async () => {
    const all = (await get('/api/tournaments?limit=100')).json() as { items: TournamentBody[]; total: number };
    const page = (await get('/api/tournaments?limit=3&skip=2')).json() as { items: TournamentBody[]; total: number };
    expect(page.total).toBe(all.total);
    expect(page.items.map((item) => item._id)).toEqual(all.items.slice(2, 5).map((item) => item._id));
    const beyond = (await get(`/api/tournaments?limit=3&skip=${all.total + 5}`)).json() as { items: TournamentBody[]; total: number };
    expect(beyond).toEqual({ items: [], total: all.total });
  });

  it('filters by game (aliases too), status (any case, several), platform and title text', async () => {
    const byGame = (await get('/api/tournaments?game=EAFC&limit=100')).json() as { items: TournamentBody[] };
    expect(byGame.items.length).toBeGreaterThan(0);
    expect(byGame.items.every((item) => item.game === 'ea-fc')).toBe(true);

    const byStatus = (await get('/api/tournaments?status=coming_soon,Live&limit=100')).json() as { items: TournamentBody[] };
    expect(new Set(byStatus.items.map((item) => item.status))).toEqual(new Set(['COMING_SOON', 'LIVE']));

    const byPlatform = (await get('/api/tournaments?platform=pc&limit=100')).json() as { items: Array<TournamentBody & { platform: string }> };
    expect(byPlatform.items.length).toBeGreaterThan(0);
    expect(byPlatform.items.every((item) => item.platform === 'PC')).toBe(true);

    const byText = (await get('/api/tournaments?q=winter%20cup')).json() as { items: TournamentBody[]; total: number };
    expect(byText.items.map((item) => item.title)).toEqual(['VERSUS EA FC Winter Cup']);

    const wildcard = (await get('/api/tournaments?q=%25')).json() as { total: number };
    expect(wildcard.total).toBe(0);
  });

  it('answers 400 for an unknown status, a limit over 100 and an unknown sort', async () => {
    for (const url of ['/api/tournaments?status=FINISHED', '/api/tournaments?limit=101', '/api/tournaments?sort=prize']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { msg: string }).msg).toMatch(/\(querystring\.\w+\)\.$/);
    }
  });

  it('shows a change at once: writes clear the cached list', async () => {
    const before = (await get('/api/tournaments?q=cache%20probe')).json() as { total: number };
    expect(before.total).toBe(0);
    const created = await createTournament(server.app, admin, { title: 'Cache Probe Cup' });
    expect(((await get('/api/tournaments?q=cache%20probe')).json() as { total: number }).total).toBe(1);
    await server.app.inject({ method: 'PATCH', url: `/api/tournaments/${created._id}`, headers: { authorization: admin.authorization }, payload: { status: 'LIVE' } });
    const items = ((await get('/api/tournaments?q=cache%20probe')).json() as { items: TournamentBody[] }).items;
    expect(items.map((item) => item.status)).toEqual(['LIVE']);
    await server.app.inject({ method: 'DELETE', url: `/api/tournaments/${created._id}`, headers: { authorization: admin.authorization } });
    expect(((await get('/api/tournaments?q=cache%20probe')).json() as { total: number }).total).toBe(0);
  });
});

describe('GET /api/tournaments/{id}', () => {
  it('answers the tournament, 400 for an id that is not 24 hexadecimal characters, 404 for an unknown one', async () => {
    const created = await createTournament(server.app, admin, { title: 'Detail Cup' });
    const found = await get(`/api/tournaments/${created._id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ _id: created._id, title: 'Detail Cup', status: 'COMING_SOON' });

    const tooLong = await get(`/api/tournaments/${'a'.repeat(25)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ msg: expect.stringContaining('params.id') });
    expect((await get('/api/tournaments/not-an-id')).statusCode).toBe(400);

    const unknown = await get(`/api/tournaments/${'0'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: 'Tournament not found' });
  });
});

describe('admin writes', () => {
  const body = { title: 'Spring Clash', status: 'upcoming', startAt: '2031-03-01T17:00:00+01:00', prizePool: '€1,000', format: 'Double Elimination', platform: 'PC', organizer: 'Nordic Esports League', game: 'Call of Duty' };

  it('refuses visitors (401) and players (403), whatever the body', async () => {
    const visitor = await server.app.inject({ method: 'POST', url: '/api/tournaments', payload: { nonsense: true } });
    expect(visitor.statusCode).toBe(401);
    const asPlayer = await server.app.inject({ method: 'POST', url: '/api/tournaments', headers: { authorization: player.authorization }, payload: body });
    expect(asPlayer.statusCode).toBe(403);
    const id = (await createTournament(server.app, admin))._id;
    for (const [method, headers] of [['PATCH', {}], ['PATCH', { authorization: player.authorization }], ['DELETE', {}], ['DELETE', { authorization: player.authorization }]] as const) {
      const response = await server.app.inject({ method, url: `/api/tournaments/${id}`, headers, payload: method === 'PATCH' ? { title: 'Hacked' } : undefined });
      expect(response.statusCode).toBe('authorization' in headers ? 403 : 401);
    }
    expect(((await get(`/api/tournaments/${id}`)).json() as TournamentBody).title).not.toBe('Hacked');
  });

  it('lets an admin and a master create (201, 24-hex _id, normalised fields) and change and delete', async () => {
    for (const account of [admin, master]) {
      const created = await server.app.inject({ method: 'POST', url: '/api/tournaments', headers: { authorization: account.authorization }, payload: body });
      expect(created.statusCode).toBe(201);
      const tournament = created.json() as TournamentBody;
      expect(tournament._id).toMatch(/^[0-9a-f]{24}$/);
      expect(tournament).toMatchObject({ status: 'UPCOMING', startAt: '2031-03-01T16:00:00.000Z', format: 'DOUBLE_ELIMINATION', game: 'cod', organizer: 'Nordic Esports League' });

      const patched = await server.app.inject({
        method: 'PATCH',
        url: `/api/tournaments/${tournament._id}`,
        headers: { authorization: account.authorization },
        payload: { status: 'COMPLETED', startAt: 'TBA', results: [{ place: 1, name: 'NordicNinja', prize: '€500' }] },
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toMatchObject({ status: 'COMPLETED', startAt: null, results: [{ place: 1, name: 'NordicNinja', prize: '€500' }] });

      const deleted = await server.app.inject({ method: 'DELETE', url: `/api/tournaments/${tournament._id}`, headers: { authorization: account.authorization } });
      expect(deleted.json()).toEqual({ msg: 'Tournament deleted' });
      expect((await get(`/api/tournaments/${tournament._id}`)).statusCode).toBe(404);
      const again = await server.app.inject({ method: 'DELETE', url: `/api/tournaments/${tournament._id}`, headers: { authorization: account.authorization } });
      expect(again.statusCode).toBe(404);
    }
  });

  it.each([
    ['a missing title', { status: 'UPCOMING' }, 'Title is required (body.title).'],
    ['a blank title', { title: '   ' }, 'Title must not be blank (body.title).'],
    ['a title of 201 characters', { title: 'x'.repeat(201) }, 'body.title'],
    ['a numeric title', { title: 123 }, 'body.title'],
    ['an unknown status', { title: 'Cup', status: 'FINISHED' }, 'Status must be one of COMING_SOON, UPCOMING, LIVE, COMPLETED, SCHEDULED, DRAFT (body.status).'],
    ['a start that is no date', { title: 'Cup', startAt: 'next friday' }, 'body.startAt'],
    ['a start before 2001', { title: 'Cup', startAt: '1999-12-31T20:00:00Z' }, 'Start time must be a date after the year 2000'],
    ['an unknown game', { title: 'Cup', game: 'tetris' }, 'Game "tetris" is not a game of the catalogue (body.game).'],
    ['a javascript: cover', { title: 'Cup', heroUrl: 'javascript:alert(1)' }, 'body.heroUrl'],
    ['a result without a name', { title: 'Cup', results: [{ place: 1 }] }, 'Name is required (body.results.0.name).'],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, payload, message) => {
    const before = await storedCount();
    const response = await server.app.inject({ method: 'POST', url: '/api/tournaments', headers: { authorization: admin.authorization }, payload });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { msg: string }).msg).toContain(message);
    expect(await storedCount()).toBe(before);
  });

  it('answers 400 for a PATCH that changes nothing or has a bad field, and keeps the tournament as it was', async () => {
    const tournament = await createTournament(server.app, admin, { title: 'Unchanged Cup' });
    for (const payload of [{}, { status: 'DONE' }, { startAt: 42 }]) {
      const response = await server.app.inject({ method: 'PATCH', url: `/api/tournaments/${tournament._id}`, headers: { authorization: admin.authorization }, payload });
      expect(response.statusCode).toBe(400);
    }
    expect((await get(`/api/tournaments/${tournament._id}`)).json()).toMatchObject({ title: 'Unchanged Cup', status: 'COMING_SOON' });
    const unknown = await server.app.inject({ method: 'PATCH', url: `/api/tournaments/${'f'.repeat(24)}`, headers: { authorization: admin.authorization }, payload: { title: 'X' } });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/tournaments/{id}.ics', () => {
  it('answers one VEVENT with a stable UID and DTSTART in UTC', async () => {
    const tournament = await createTournament(server.app, admin, { title: 'Calendar Cup, Season 1; Finals', startAt: '2031-05-02T20:30:00+02:00', platform: 'PS5' });
    const first = await get(`/api/tournaments/${tournament._id}.ics`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(first.headers['content-disposition']).toBe(`attachment; filename="versus-tournament-${tournament._id}.ics"`);
    const lines = first.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`UID:${tournament._id}@versus`);
    expect(lines).toContain('DTSTART:20310502T183000Z');
    expect(lines).toContain('SUMMARY:Calendar Cup\\, Season 1\\; Finals');
    expect(lines).toContain(`URL:http://localhost:8080/tournaments/${tournament._id}`);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(first.body.endsWith('END:VCALENDAR\r\n')).toBe(true);

    const second = await get(`/api/tournaments/${tournament._id}.ics`);
    expect(second.body.split('\r\n').find((line) => line.startsWith('UID:'))).toBe(`UID:${tournament._id}@versus`);
  });

  it('answers 409 for a tournament whose date is TBA, 404 for an unknown one and 400 for a bad id', async () => {
    const tba = await createTournament(server.app, admin, { startAt: null });
    const response = await get(`/api/tournaments/${tba._id}.ics`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: 'This tournament has no start date yet (TBA), so it cannot be added to a calendar.' });
    expect((await get(`/api/tournaments/${'0'.repeat(24)}.ics`)).statusCode).toBe(404);
    expect((await get(`/api/tournaments/${'0'.repeat(25)}.ics`)).statusCode).toBe(400);
  });
});

it('describes every tournament operation in the OpenAPI document', async () => {
  const doc = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, { operationId?: string; summary?: string; description?: string }>> };
  const operations = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/tournaments') || path.startsWith('/api/notify'))
    .flatMap(([, methods]) => Object.values(methods));
  expect(operations.map((operation) => operation.operationId).sort()).toEqual([
    'addParticipants',
    'checkIn',
    'checkInParticipant',
    'createTournament',
    'deleteParticipant',
    'deleteTournament',
    'disputeResult',
    'getBracket',
    'getNotifyStatus',
    'getOwnRegistration',
    'getTournament',
    'getTournamentCalendar',
    'leaveTournament',
    'listDependentMatches',
    'listMyTournamentNotifications',
    'listParticipants',
    'listTournaments',
    'previewBracket',
    'registerForTournament',
    'reinstateParticipant',
    'reportMatch',
    'resetBracket',
    'seedParticipants',
    'signUpForTournamentNotification',
    'signUpForTournamentNotificationByEmail',
    'startBracket',
    'startMatch',
    'unsubscribeFromTournamentNotification',
    'updateTournament',
    'withdrawParticipant',
  ]);
  for (const operation of operations) {
    expect(operation.summary).toBeTruthy();
    expect(operation.description).toBeTruthy();
  }
});
