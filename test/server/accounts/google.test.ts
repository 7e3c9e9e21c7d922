import { TEMP_USERNAME_MARKER } from '../../../common/user';
import { accountsServerForThisFile } from './accountsFixture';
import {
  accountWithRole,
  bearer,
  buildAccounts,
  freshIp,
  json,
  loggedIn,
  login,
  newIdentity,
  register,
  registerVerified,
} from './accountsSupport';
import { type GoogleProvider, type GoogleUserinfo, startGoogleProvider } from './googleProvider';

let provider: GoogleProvider;
beforeAll(async () => {
  provider = await startGoogleProvider();
});
afterAll(async () => {
  await provider.stop();
});
const server = accountsServerForThisFile(() => provider.env);

interface Started {
  authorizeUrl: URL;
  cookie: string;
}

async function startLogin(target = server, query = ''): Promise<Started> {
  const response = await target.inject({ method: 'GET', url: `/auth/google${query}` });
  expect(response.statusCode).toBe(302);
  const setCookie = String(response.headers['set-cookie']);
  return { authorizeUrl: new URL(String(response.headers.location)), cookie: setCookie.split(';')[0]! };
}

/** The browser at the provider: it signs in and is sent back to our callback. */
async function consent(started: Started): Promise<string> {
  const atProvider = await fetch(started.authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe('http://localhost:8080/auth/google/callback');
  return callback.pathname + callback.search;
}

async function finish(callbackPath: string, cookie: string | undefined) {
  const response = await server.inject({ method: 'GET', url: callbackPath, headers: cookie ? { cookie } : {} });
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location), 'http://localhost:8080');
  expect(location.pathname).toBe('/oauth-success');
  return location.searchParams;
}

async function googleLogin(userinfo: GoogleUserinfo) {
  await provider.signInAs(userinfo);
  const started = await startLogin();
  return finish(await consent(started), started.cookie);
}

function me(token: string) {
  return server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

/** What /oauth-success does with the return: posts the one-time code (and its tab's nonce) for the token. */
function exchange(code: string, nonce?: string) {
  return server.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: nonce ? { code, nonce } : { code }, remoteAddress: freshIp() });
}

/** The login token a successful return leads to. */
async function tokenOf(result: URLSearchParams): Promise<string> {
  const response = await exchange(result.get('token')!, result.get('nonce') ?? undefined);
  expect(response.statusCode).toBe(200);
  return json<{ token: string }>(response).token;
}

let lastSub = 0;
function googlePerson(overrides: Partial<GoogleUserinfo> = {}): GoogleUserinfo {
  lastSub++;
  return { sub: `google-${process.pid}-${lastSub}`, email: `g${process.pid}x${lastSub}@gmail.example`, email_verified: true, name: 'Gina Gamer', ...overrides };
}

test('GET /auth/google sends the browser to the provider with state and an S256 PKCE challenge', async () => {
  const { authorizeUrl, cookie } = await startLogin();
  expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(provider.env.GOOGLE_AUTH_URL);
  expect(Object.fromEntries(authorizeUrl.searchParams)).toEqual({
    client_id: 'versus-test-client',
    redirect_uri: 'http://localhost:8080/auth/google/callback',
    response_type: 'code',
    scope: 'openid email profile',
    state: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/),
    code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    code_challenge_method: 'S256',
  });
  expect(cookie).toMatch(/^versus_google_flow=/);
});

test('a new person gets an account with a _temp_ username and an incomplete profile (complete=true: to be completed)', async () => {
  const person = googlePerson();
  const result = await googleLogin(person);
  expect(result.get('error')).toBeNull();
  expect(result.get('complete')).toBe('true');
  const user = json(await me(await tokenOf(result)));
  expect(user).toMatchObject({ email: person.email, nickname: 'Gina Gamer', profileCompleted: false, emailVerified: true });
  expect(String(user.username)).toContain(TEMP_USERNAME_MARKER);
});

test('a returning person with a completed profile logs in to the same account (complete=false)', async () => {
  const person = googlePerson();
  const first = await googleLogin(person);
  const token = await tokenOf(first);
  const id = json(await me(token))._id;
  const completed = await server.inject({ method: 'PATCH', url: '/api/user', headers: bearer(token), payload: { username: `gina${lastSub}x${process.pid % 1000}` } });
  expect(json(completed)).toMatchObject({ profileCompleted: true });

  const again = await googleLogin(person);
  expect(again.get('complete')).toBe('false');
  expect(json(await me(await tokenOf(again)))._id).toBe(id);
});

test('a verified Google e-mail of an existing password account links to it', async () => {
  const account = await registerVerified(server, 'linked');
  const result = await googleLogin(googlePerson({ email: account.email.toUpperCase() }));
  expect(result.get('complete')).toBe('false');
  expect(json(await me(await tokenOf(result)))).toMatchObject({ _id: account.id, username: account.username });
});

test('an unverified Google e-mail never takes over an existing account', async () => {
  const account = await registerVerified(server, 'guarded');
  const result = await googleLogin(googlePerson({ email: account.email, email_verified: false }));
  expect(result.get('token')).toBeNull();
  expect(result.get('error')).toBe('email_unverified');
});

test('an e-mail address Google has not verified opens no account: no session, and the address stays free', async () => {
  const person = googlePerson({ email_verified: false });
  const result = await googleLogin(person);
  expect(result.get('token')).toBeNull();
  expect(result.get('error')).toBe('email_unverified');
  expect(await server.db.query('SELECT id FROM users WHERE email_normalized = $1', [person.email!.toLowerCase()])).toEqual([]);
  const owner = newIdentity('owner');
  expect((await register(server, { ...owner, email: person.email! })).statusCode).toBe(201);
});

test('pre-hijacking: an account registered (never verified) at the address loses its password and its sessions when its owner signs in with Google', async () => {
  const attacker = newIdentity('squatter');
  const registered = await register(server, attacker);
  expect(registered.statusCode).toBe(201);
  // A session the squatter holds on the account, however it was opened, must not outlive the takeover.
  const row = (await server.app.usersRepository.findByEmail(attacker.email))!;
  const { token: squatterToken } = await server.app.openSession({ id: row.id, tokenVersion: row.token_version, role: row.role });
  expect((await me(squatterToken)).statusCode).toBe(200);

  const result = await googleLogin(googlePerson({ email: attacker.email }));
  expect(result.get('error')).toBeNull();
  expect(json(await me(await tokenOf(result)))).toMatchObject({ email: attacker.email, emailVerified: true });
  expect((await me(squatterToken)).statusCode).toBe(401);

  // The squatter's password opens nothing any more, though the address is verified now.
  const squatterLogin = await login(server, { email: attacker.email, password: attacker.password });
  expect(squatterLogin.statusCode).toBe(401);
  expect(json(squatterLogin).token).toBeUndefined();
});

test('the nonce the page sent to /auth/google comes back with the token', async () => {
  await provider.signInAs(googlePerson());
  const nonce = 'n0nce-of-this-tab-1234567890';
  const started = await startLogin(server, `?nonce=${nonce}`);
  const result = await finish(await consent(started), started.cookie);
  expect(result.get('token')).toBeTruthy();
  expect(result.get('nonce')).toBe(nonce);
  expect((await server.inject({ method: 'GET', url: '/auth/google?nonce=short' })).statusCode).toBe(400);
});

test('the return carries a one-time code, never a login token: the code opens nothing itself, and works once by POST', async () => {
  const person = googlePerson();
  const result = await googleLogin(person);
  const code = result.get('token')!;
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect((await me(code)).statusCode).toBe(401);

  const first = await exchange(code);
  expect(first.statusCode).toBe(200);
  const { token, user } = json<{ token: string; user: { email: string } }>(first);
  expect(user.email).toBe(person.email);
  expect((await me(token)).statusCode).toBe(200);
  // The token is never in the return address.
  expect([...result.values()].join(' ')).not.toContain(token);

  const again = await exchange(code);
  expect(again.statusCode).toBe(401);
  expect(json(again)).toEqual({ msg: 'This Google sign-in has expired or was already used. Please sign in with Google again.' });
});

test('a code is bound to the nonce of the tab that started the sign-in: without it, or with another, it is refused and spent', async () => {
  for (const wrong of [undefined, 'n0nce-of-another-tab-00000000']) {
    await provider.signInAs(googlePerson());
    const nonce = 'n0nce-of-this-tab-bound-12345';
    const started = await startLogin(server, `?nonce=${nonce}`);
    const result = await finish(await consent(started), started.cookie);
    expect(result.get('nonce')).toBe(nonce);
    expect((await exchange(result.get('token')!, wrong)).statusCode).toBe(401);
    // A wrong guess used the code up: the right nonce cannot follow it.
    expect((await exchange(result.get('token')!, nonce)).statusCode).toBe(401);
  }
});

test('a code not used within its minute is refused', async () => {
  const result = await googleLogin(googlePerson());
  await server.db.query("UPDATE google_login_codes SET expires_at = now() - interval '1 second'");
  expect((await exchange(result.get('token')!)).statusCode).toBe(401);
});

test('a made-up or malformed code is refused with the field named, never a 500', async () => {
  expect((await exchange('A'.repeat(43))).statusCode).toBe(401);
  const malformed = await server.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code: 'not a code!' } });
  expect(malformed.statusCode).toBe(400);
  expect(json(malformed).msg).toMatch(/code/);
});

test('codes cannot be guessed in bulk: 30 exchanges a minute per address, then 429 with Retry-After', async () => {
  const address = freshIp();
  const attempt = () => server.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code: 'B'.repeat(43) }, remoteAddress: address });
  for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(401);
  const limited = await attempt();
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});

test('an account banned between the return and the exchange gets its ban, not a token', async () => {
  const person = googlePerson();
  const id = String(json(await me(await tokenOf(await googleLogin(person))))._id);
  const result = await googleLogin(person);
  await server.db.query("UPDATE users SET banned_until = now() + interval '1 day', ban_reason = 'Smurfing' WHERE id = $1", [id]);
  const refused = await exchange(result.get('token')!);
  expect(refused.statusCode).toBe(403);
  expect(json(refused)).toMatchObject({ errorType: 'account_banned', banDetails: { reason: 'Smurfing' } });
  expect(json(refused).token).toBeUndefined();
});

test('a password chosen at sign-up, before the address was verified, is dropped when Google links the account, and its sessions end', async () => {
  // The sign-up may have been a squatter's, and the owner may since have clicked the verification link.
  const account = await loggedIn(server, 'early');
  const result = await googleLogin(googlePerson({ email: account.email }));
  expect(json(await me(await tokenOf(result)))).toMatchObject({ _id: account.id });
  expect((await me(account.token)).statusCode).toBe(401);
  expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(401);
});

test('a password changed after the address was verified stays when Google links the account', async () => {
  const account = await loggedIn(server, 'later');
  const newPassword = 'a fresh passphrase after verifying';
  const changed = await server.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: bearer(account.token),
    payload: { currentPassword: account.password, newPassword },
  });
  expect(changed.statusCode).toBe(200);
  const sessionToken = json<{ token: string }>(changed).token;

  const result = await googleLogin(googlePerson({ email: account.email }));
  expect(json(await me(await tokenOf(result)))).toMatchObject({ _id: account.id });
  expect((await me(sessionToken)).statusCode).toBe(200);
  expect((await login(server, { email: account.email, password: newPassword })).statusCode).toBe(200);
});

test("the visitor's ratings, made under the client id the page sent along, move to the account", async () => {
  const clientId = '3f0c5a0e-9c1b-4f2a-8d3e-1a2b3c4d5e6f';
  const rated = await server.inject({ method: 'PUT', url: '/api/game-ratings/valorant', headers: { 'x-client-id': clientId }, payload: { rating: 4 } });
  expect(rated.statusCode).toBeLessThan(300);

  await provider.signInAs(googlePerson());
  const started = await startLogin(server, `?nonce=n0nce-of-this-tab-ratings-1&clientId=${clientId}`);
  const result = await finish(await consent(started), started.cookie);
  const user = json(await me(await tokenOf(result)));
  const ratings = await server.db.query<{ user_id: string | null; client_id: string | null; rating: number }>(
    'SELECT user_id, client_id, rating FROM game_ratings WHERE user_id = $1 OR client_id = $2',
    [user._id, clientId],
  );
  expect(ratings).toEqual([{ user_id: user._id, client_id: null, rating: 4 }]);
});

test('a banned account is sent back with the ban as the error', async () => {
  const person = googlePerson();
  const first = await googleLogin(person);
  const id = String(json(await me(await tokenOf(first)))._id);
  const admin = await accountWithRole(server.app, 'admin');
  await server.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/ban`,
    headers: bearer(admin.token),
    payload: { reason: 'Smurfing', until: new Date(Date.now() + 86_400_000).toISOString() },
  });
  const result = await googleLogin(person);
  expect(result.get('token')).toBeNull();
  expect(result.get('error')).toBe('account_banned');
  expect(Date.parse(result.get('until')!)).toBeGreaterThan(Date.now());
});

test('a state that does not match the flow cookie, or no cookie at all, is refused', async () => {
  await provider.signInAs(googlePerson());
  const mine = await startLogin();
  const someoneElses = await startLogin();
  const callback = await consent(someoneElses);
  expect((await finish(callback, mine.cookie)).get('error')).toBe('sign_in_expired');
  const another = await startLogin();
  expect((await finish(await consent(another), undefined)).get('error')).toBe('sign_in_expired');
});

test('an error from the provider (the person cancelled) comes back as a reason code, never the provider\'s text', async () => {
  const started = await startLogin();
  const result = await finish('/auth/google/callback?error=access_denied&error_description=Click%20evil.example&state=whatever', started.cookie);
  expect(result.get('error')).toBe('provider_refused');
});

test('without GOOGLE_CLIENT_ID, /auth/google redirects to /oauth-success?error= with the reason', async () => {
  const unconfigured = await buildAccounts();
  try {
    const response = await unconfigured.inject({ method: 'GET', url: '/auth/google' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), 'http://localhost:8080');
    expect(location.pathname).toBe('/oauth-success');
    expect(location.searchParams.get('error')).toBe('not_configured');
  } finally {
    await unconfigured.close();
  }
});
