import { build, type TestServer } from '../build';
import { createAccount, createTournament, freshIp, type TestAccount } from './support';

// Building the app on a fresh database takes seconds on a busy machine.
jest.setTimeout(30_000);

let server: TestServer;
let admin: TestAccount;

beforeAll(async () => {
  server = await build();
  admin = await createAccount(server.app, { role: 'admin' });
});
afterAll(async () => {
  await server.close();
});

const REGISTERED = "You're on the list! We'll notify you when this tournament goes live.";
const ALREADY = 'You are already registered for this tournament.';

function anonymous(payload: unknown, ip = freshIp()) {
  return server.app.inject({ method: 'POST', url: '/api/notify/anonymous', payload: payload as object, remoteAddress: ip });
}

function asAccount(account: TestAccount, tournamentId: unknown) {
  return server.app.inject({ method: 'POST', url: '/api/notify', headers: { authorization: account.authorization }, payload: { tournamentId }, remoteAddress: freshIp() });
}

function status(tournamentId: string, { email, account }: { email?: string; account?: TestAccount } = {}) {
  return server.app.inject({
    method: 'GET',
    url: `/api/notify/status/${tournamentId}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`,
    headers: account ? { authorization: account.authorization } : {},
  });
}

async function signupCount(): Promise<number> {
  const rows = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM notify_signups');
  return rows[0]!.count;
}

describe('a visitor signs up by e-mail', () => {
  it('is stored normalised (201), then 409 for the same address in any case, and the status says so', async () => {
    const tournament = await createTournament(server.app, admin);
    const first = await anonymous({ email: '  Fan@Example.COM ', tournamentId: tournament._id, game: 'ea-fc' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ msg: REGISTERED });
    const stored = await server.db.query<{ email: string }>('SELECT email FROM notify_signups WHERE tournament_id = $1', [tournament._id]);
    expect(stored).toEqual([{ email: 'fan@example.com' }]);

    const again = await anonymous({ email: 'fan@example.com', tournamentId: tournament._id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: ALREADY });

    expect((await status(tournament._id, { email: 'FAN@example.com' })).json()).toEqual({ success: true, isRegistered: true });
    expect((await status(tournament._id, { email: 'other@example.com' })).json()).toEqual({ success: true, isRegistered: false });
  });

  it('keeps a sign-up for a tournament known only by its title (and game)', async () => {
    const response = await anonymous({ email: 'title@example.com', tournamentTitle: 'Summer Community Cup', game: 'EA FC' });
    expect(response.statusCode).toBe(201);
    const stored = await server.db.query('SELECT tournament_id, tournament_title, game_key FROM notify_signups WHERE email = $1', ['title@example.com']);
    expect(stored).toEqual([{ tournament_id: null, tournament_title: 'Summer Community Cup', game_key: 'ea-fc' }]);
    expect((await anonymous({ email: 'TITLE@example.com', tournamentTitle: 'summer community cup' })).statusCode).toBe(409);
  });

  it.each([
    ['a malformed e-mail', () => ({ email: 'not-an-address', tournamentId: 'TOURNAMENT' }), 400, 'Please enter a valid email address.'],
    ['an e-mail of 300 characters', () => ({ email: `${'a'.repeat(288)}@example.com`, tournamentId: 'TOURNAMENT' }), 400, 'Please enter a valid email address.'],
    ['a 25-character id', () => ({ email: 'ok@example.com', tournamentId: 'a'.repeat(25) }), 400, 'body.tournamentId'],
    ['an unknown id', () => ({ email: 'ok@example.com', tournamentId: '0'.repeat(24) }), 404, 'Tournament not found'],
    ['neither an id nor a title', () => ({ email: 'ok@example.com' }), 400, 'Tournament id or title is required (body.tournamentId or body.tournamentTitle).'],
    ['no e-mail', () => ({ tournamentId: 'TOURNAMENT' }), 400, 'E-mail is required.'],
    ['a numeric e-mail', () => ({ email: 42, tournamentId: 'TOURNAMENT' }), 400, 'Please enter a valid email address.'],
    ['no body at all', () => undefined, 400, 'body'],
  ])('answers a clear error for %s and stores nothing', async (_case, payload, code, message) => {
    const tournament = await createTournament(server.app, admin);
    const body = payload() as Record<string, unknown> | undefined;
    if (body?.tournamentId === 'TOURNAMENT') body.tournamentId = tournament._id;
    const before = await signupCount();
    const response = await anonymous(body);
    expect(response.statusCode).toBe(code);
    expect((response.json() as { msg: string }).msg).toContain(message);
    expect(await signupCount()).toBe(before);
  });

  it('is refused for a tournament that is live or over (400), stored for one that is open', async () => {
    const live = await createTournament(server.app, admin, { status: 'LIVE' });
    const closed = await anonymous({ email: 'late@example.com', tournamentId: live._id });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ msg: 'Registration for this tournament has closed.' });
    const open = await createTournament(server.app, admin, { status: 'UPCOMING' });
    const response = await anonymous({ email: 'late@example.com', tournamentId: open._id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ msg: "Registration is already open: we're e-mailing you the link now." });
  });

  it('is rate limited per IP address (429 with a msg)', async () => {
    const tournament = await createTournament(server.app, admin);
    const ip = freshIp();
    const codes: number[] = [];
    for (let index = 0; index < 11; index++) {
      codes.push((await anonymous({ email: `burst${index}@example.com`, tournamentId: tournament._id }, ip)).statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
    const limited = await anonymous({ email: 'burst-last@example.com', tournamentId: tournament._id }, ip);
    expect(limited.json()).toEqual({ msg: expect.any(String) });
    expect((await anonymous({ email: 'other-ip@example.com', tournamentId: tournament._id })).statusCode).toBe(201);
  });
});

describe('GET /api/notify/status/{id}', () => {
  it('needs an email query from a visitor, a valid one, a 24-hex id and a known tournament', async () => {
    const tournament = await createTournament(server.app, admin);
    expect((await status(tournament._id)).statusCode).toBe(400);
    expect((await status(tournament._id)).json()).toEqual({ msg: 'E-mail is required when no bearer token is sent (querystring.email).' });
    expect((await status(tournament._id, { email: 'nope' })).json()).toEqual({ msg: 'Please enter a valid email address.' });
    expect((await status('a'.repeat(25), { email: 'ok@example.com' })).statusCode).toBe(400);
    expect((await status('0'.repeat(24), { email: 'ok@example.com' })).statusCode).toBe(404);
  });

  it('answers 401 for a refused bearer token instead of treating the caller as a visitor', async () => {
    const tournament = await createTournament(server.app, admin);
    const response = await server.app.inject({ method: 'GET', url: `/api/notify/status/${tournament._id}?email=a@example.com`, headers: { authorization: 'Bearer forged' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('a logged-in user', () => {
  it('signs up with the account (mail to the account e-mail), sees it, lists it and unsubscribes', async () => {
    const user = await createAccount(server.app, { email: 'Gamer.One@Example.com' });
    const tournament = await createTournament(server.app, admin, { title: 'Account Cup' });
    expect((await status(tournament._id, { account: user })).json()).toEqual({ success: true, isRegistered: false });

    const signedUp = await asAccount(user, tournament._id);
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.json()).toEqual({ msg: REGISTERED });
    const stored = await server.db.query('SELECT email, user_id FROM notify_signups WHERE tournament_id = $1', [tournament._id]);
    expect(stored).toEqual([{ email: 'gamer.one@example.com', user_id: user.id }]);
    expect((await asAccount(user, tournament._id)).statusCode).toBe(409);
    expect((await status(tournament._id, { account: user })).json()).toEqual({ success: true, isRegistered: true });
    // A visitor using the account's address is that same subscriber.
    expect((await anonymous({ email: 'gamer.one@example.com', tournamentId: tournament._id })).statusCode).toBe(409);

    const mine = await server.app.inject({ method: 'GET', url: '/api/notify/mine', headers: { authorization: user.authorization } });
    expect(mine.json()).toEqual({
      items: [expect.objectContaining({ tournamentId: tournament._id, tournamentTitle: 'Account Cup', game: 'ea-fc', status: 'COMING_SOON' })],
    });

    const url = `/api/notify/tournament/${tournament._id}`;
    const removed = await server.app.inject({ method: 'DELETE', url, headers: { authorization: user.authorization } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, msg: 'Successfully unsubscribed from notifications!', message: 'Successfully unsubscribed from notifications!' });
    expect((await status(tournament._id, { account: user })).json()).toEqual({ success: true, isRegistered: false });
    const again = await server.app.inject({ method: 'DELETE', url, headers: { authorization: user.authorization } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false });
  });

  it('answers 400 for a 25-character id, 404 for an unknown one and 400 without a body', async () => {
    const user = await createAccount(server.app);
    expect((await asAccount(user, 'a'.repeat(25))).statusCode).toBe(400);
    expect((await asAccount(user, '0'.repeat(24))).statusCode).toBe(404);
    const noBody = await server.app.inject({ method: 'POST', url: '/api/notify', headers: { authorization: user.authorization } });
    expect(noBody.statusCode).toBe(400);
  });
});

describe('nobody unsubscribes someone else', () => {
  it('refuses a visitor (401), and a user removes only their own sign-up', async () => {
    const tournament = await createTournament(server.app, admin);
    await anonymous({ email: 'victim@example.com', tournamentId: tournament._id });
    const url = `/api/notify/tournament/${tournament._id}`;

    const visitor = await server.app.inject({ method: 'DELETE', url });
    expect(visitor.statusCode).toBe(401);
    const withEmail = await server.app.inject({ method: 'DELETE', url: `${url}?email=victim@example.com` });
    expect(withEmail.statusCode).toBe(401);
    const someone = await createAccount(server.app);
    const other = await server.app.inject({ method: 'DELETE', url, headers: { authorization: someone.authorization } });
    expect(other.statusCode).toBe(404);
    expect((await status(tournament._id, { email: 'victim@example.com' })).json()).toEqual({ success: true, isRegistered: true });

    const visitorPost = await server.app.inject({ method: 'POST', url: '/api/notify', payload: { tournamentId: tournament._id } });
    expect(visitorPost.statusCode).toBe(401);
    const mine = await server.app.inject({ method: 'GET', url: '/api/notify/mine' });
    expect(mine.statusCode).toBe(401);
  });
});
