import { deviceLabel } from '../../../server/sessions/deviceLabel';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, json, loggedIn, type AccountsServer } from './accountsSupport';

const server = accountsServerForThisFile();

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
/** An address in a block the offline table places in the United Kingdom. */
const ADDRESS_IN_BRITAIN = '81.2.69.160';

interface ListedSession {
  id: string;
  current: boolean;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  place: string;
}

/** Another login of the account, as another browser on another network sends it. */
async function signInElsewhere(target: AccountsServer, account: { email: string; password: string }, userAgent = SAFARI_ON_IPHONE, address = '10.9.0.1') {
  const response = await target.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
  });
  expect(response.statusCode).toBe(200);
  return json<{ token: string }>(response).token;
}

async function sessionsOf(token: string): Promise<ListedSession[]> {
  const response = await server.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return json<{ sessions: ListedSession[] }>(response).sessions;
}

function me(token: string) {
  return server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

test('every login is a session, listed with its browser, its country, when it started and when it was last used', async () => {
  const account = await loggedIn(server);
  const firefox = await signInElsewhere(server, account, FIREFOX_ON_WINDOWS, ADDRESS_IN_BRITAIN);
  const listed = await sessionsOf(firefox);
  expect(listed).toHaveLength(2);
  const here = listed.find((session) => session.current)!;
  expect(here).toEqual({
    id: expect.stringMatching(/^[0-9a-f]{24}$/),
    current: true,
    createdAt: expect.any(String),
    lastSeenAt: expect.any(String),
    userAgent: 'Firefox on Windows',
    place: 'United Kingdom',
  });
  // The first login came from a private address with no browser name: nothing to tell.
  expect(listed.find((session) => !session.current)).toMatchObject({ current: false, userAgent: 'Unknown browser', place: 'Unknown' });
  expect(Date.parse(here.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(here.createdAt));
});

test('only the owner sees and ends their sessions; one signed out from another device is refused at once', async () => {
  const account = await loggedIn(server);
  const phone = await signInElsewhere(server, account);
  const stranger = await loggedIn(server);
  const phoneSession = (await sessionsOf(phone)).find((session) => session.current)!;

  expect((await sessionsOf(stranger.token)).map((session) => session.id)).not.toContain(phoneSession.id);
  const byStranger = await server.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}`, headers: bearer(stranger.token) });
  expect(byStranger.statusCode).toBe(404);
  expect((await me(phone)).statusCode).toBe(200);

  const ended = await server.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}`, headers: bearer(account.token) });
  expect(ended.statusCode).toBe(200);
  expect((await me(phone)).statusCode).toBe(401);
  expect((await me(account.token)).statusCode).toBe(200);
  expect((await sessionsOf(account.token)).map((session) => session.id)).not.toContain(phoneSession.id);
  expect((await server.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession.id}`, headers: bearer(account.token) })).statusCode).toBe(404);
});

test('logout ends this session only: the other devices stay signed in', async () => {
  const account = await loggedIn(server);
  const phone = await signInElsewhere(server, account);
  expect((await server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(account.token) })).statusCode).toBe(200);
  expect((await me(account.token)).statusCode).toBe(401);
  expect((await me(phone)).statusCode).toBe(200);
  expect(await sessionsOf(phone)).toEqual([expect.objectContaining({ current: true })]);
});

test('"sign out everywhere else" ends every other session and keeps this one', async () => {
  const account = await loggedIn(server);
  const phone = await signInElsewhere(server, account);
  const tablet = await signInElsewhere(server, account);
  const response = await server.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(phone) });
  expect(response.statusCode).toBe(200);
  expect((await me(account.token)).statusCode).toBe(401);
  expect((await me(tablet)).statusCode).toBe(401);
  expect((await me(phone)).statusCode).toBe(200);
  expect(await sessionsOf(phone)).toHaveLength(1);
});

test('last seen moves on with use, written at most once a minute', async () => {
  const account = await loggedIn(server);
  const [session] = await sessionsOf(account.token);
  const lastSeen = () => server.db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM user_sessions WHERE id = $1', [session!.id]).then(([row]) => new Date(row!.last_seen_at).getTime());

  await server.db.query("UPDATE user_sessions SET last_seen_at = now() - interval '30 seconds' WHERE id = $1", [session!.id]);
  const halfAMinuteAgo = await lastSeen();
  await me(account.token);
  expect(await lastSeen()).toBe(halfAMinuteAgo);

  await server.db.query("UPDATE user_sessions SET last_seen_at = now() - interval '2 minutes' WHERE id = $1", [session!.id]);
  const twoMinutesAgo = await lastSeen();
  await me(account.token);
  expect(await lastSeen()).toBeGreaterThan(twoMinutesAgo + 60_000);
});

test('a token without a session, or whose session is gone, is refused', async () => {
  const account = await loggedIn(server);
  const [session] = await sessionsOf(account.token);
  await server.db.query('DELETE FROM user_sessions WHERE id = $1', [session!.id]);
  const refused = await me(account.token);
  expect(refused.statusCode).toBe(401);
  expect(json(refused)).toEqual({ msg: 'Your session has ended. Please log in again.' });
});

test('the session endpoints need a login', async () => {
  expect((await server.inject({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  expect((await server.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  expect((await server.inject({ method: 'DELETE', url: `/api/auth/sessions/${'a'.repeat(24)}` })).statusCode).toBe(401);
});

test.each([
  [FIREFOX_ON_WINDOWS, 'Firefox on Windows'],
  [SAFARI_ON_IPHONE, 'Safari on iPhone'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on macOS'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
  ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36', 'Samsung Internet on Android'],
  ['curl/8.5.0', 'Unknown browser'],
  [undefined, 'Unknown browser'],
])('the browser %s is shown as "%s"', (userAgent, label) => {
  expect(deviceLabel(userAgent)).toBe(label);
});
