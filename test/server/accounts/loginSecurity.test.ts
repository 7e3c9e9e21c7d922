import { SignJWT } from 'jose';
import { ACCOUNT_MESSAGES, accountPausedMessage } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, freshIp, json, loggedIn, login, newIdentity, register, registerVerified } from './accountsSupport';

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

// The numbers as the README documents them (Rate limits and Security), written out rather than
// imported from the server: a limit changed in the code alone must fail here.
const LOGIN_FAILURES_PER_ACCOUNT = 20;
const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
const FIRST_ACCOUNT_PAUSE_SECONDS = 30;
const LOGINS_PER_IP_PER_MINUTE = 60;

const server = accountsServerForThisFile({ JWT_SECRET });

function me(token: string) {
  return server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

describe('logging in', () => {
  test.each([['email'], ['username'], ['usernameOrEmail']])('the name may come in %s, as an e-mail or a username', async (field) => {
    const account = await registerVerified(server);
    for (const name of [account.email, account.username.toUpperCase()]) {
      const response = await login(server, { [field]: name, password: account.password });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ token: expect.any(String), user: expect.objectContaining({ _id: account.id }) });
    }
  });

  test('an unknown user and a wrong password get the same answer', async () => {
    const account = await registerVerified(server);
    const wrongPassword = await login(server, { email: account.email, password: 'not the password' });
    const unknownUser = await login(server, { email: 'no-such-player@example.com', password: 'not the password' });
    const unknownName = await login(server, { username: 'nosuchplayer', password: 'not the password' });
    for (const response of [wrongPassword, unknownUser, unknownName]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(wrongPassword.body);
    }
    expect(json(wrongPassword)).toEqual({ msg: ACCOUNT_MESSAGES.invalidCredentials });
  });

  test('a login without a name, or with a SQL-looking or over-long one, answers 400 naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ password: 'whatever1' }, /email or username/],
      [{ email: "' OR '1'='1' --", password: 'whatever1' }, /email/],
      [{ username: 'admin"; DROP TABLE users; --', password: 'whatever1' }, /username/],
      [{ usernameOrEmail: `${'a'.repeat(300)}@example.com`, password: 'whatever1' }, /usernameOrEmail/],
      [{ email: 'player@example.com', password: 'p'.repeat(129) }, /^Password must be 8 to 128 characters\.$/],
      [{ email: 'player@example.com', password: 12345678 }, /^Password must be 8 to 128 characters\.$/],
    ];
    for (const [payload, field] of cases) {
      const response = await login(server, payload);
      expect(response.statusCode).toBe(400);
      expect(json<{ msg: string }>(response).msg).toMatch(field);
    }
  });

  test('an unverified account cannot log in', async () => {
    const identity = newIdentity();
    await register(server, identity);
    const response = await login(server, { email: identity.email, password: identity.password });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toMatchObject({ errorType: 'email_not_verified', email: identity.email, username: identity.username });
    expect(json(response)).not.toHaveProperty('token');
  });

  test('an unverified account answers a wrong password like any other', async () => {
    const identity = newIdentity();
    await register(server, identity);
    const response = await login(server, { email: identity.email, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ msg: ACCOUNT_MESSAGES.invalidCredentials });
  });
});

describe('brute force', () => {
  /** Logins from one client address, as one browser or one script sends them. */
  function loginFrom(address: string, payload: Record<string, unknown>) {
    return server.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: address });
  }

  test('one wrong password sent in every request shape the login form tries counts once', async () => {
    const account = await registerVerified(server);
    const address = freshIp();
    // The form retries a refused login with each name field; a person typed one wrong password.
    for (let typo = 0; typo < LOGIN_FAILURES_PER_ACCOUNT - 1; typo++) {
      for (const field of ['email', 'username', 'usernameOrEmail']) {
        const name = field === 'username' ? account.username : account.email;
        expect((await loginFrom(address, { [field]: name, password: `typo number ${typo}` })).statusCode).toBe(401);
      }
    }
    expect((await loginFrom(address, { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  test(`a script trying ${LOGIN_FAILURES_PER_ACCOUNT} different passwords from one address is stopped there, even with the right one`, async () => {
    const account = await registerVerified(server);
    const address = freshIp();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await loginFrom(address, { email: account.email, password: `guess number ${attempt}` })).statusCode).toBe(401);
    }
    const locked = await loginFrom(address, { email: account.email, password: account.password });
    expect(locked.statusCode).toBe(429);
    expect(json(locked)).toEqual({ msg: ACCOUNT_MESSAGES.tooManyFailedLogins });
    expect(Number(locked.headers['retry-after'])).toBe(LOGIN_FAILURE_WINDOW_SECONDS);
    // The username is the same account: no fresh allowance by switching the name.
    expect((await loginFrom(address, { username: account.username, password: 'one more guess' })).statusCode).toBe(429);
  });

  test('a stranger guessing from many addresses never locks the owner out, and the guessing addresses are paused', async () => {
    const account = await registerVerified(server);
    const guessers = Array.from({ length: 4 }, () => freshIp());
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt++) {
      const response = await loginFrom(guessers[attempt % guessers.length]!, { email: account.email, password: `guess number ${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    // Every guessing address now waits, whatever it sends; the pause doubles with each failure.
    const paused = await loginFrom(guessers[0]!, { email: account.email, password: account.password });
    expect(paused.statusCode).toBe(429);
    expect(json(paused).msg).toMatch(/^Too many failed login attempts for this account\. Please wait \d+ seconds? and try again\.$/);
    // The first pause after the account's failures reach the limit: 30 s from the latest failure.
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(paused.headers['retry-after'])).toBeLessThanOrEqual(FIRST_ACCOUNT_PAUSE_SECONDS);

    // The owner, from an address that has not been guessing, gets in.
    expect((await loginFrom(freshIp(), { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  test('the pause of the guessing addresses doubles with each further failure, 30 s, 60 s, 120 s … up to 15 minutes', async () => {
    const account = await registerVerified(server);
    const guessers = Array.from({ length: 4 }, () => freshIp());
    let guess = 0;
    const guessFrom = (address: string) => loginFrom(address, { email: account.email, password: `guess number ${guess++}` });
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt++) {
      expect((await guessFrom(guessers[attempt % guessers.length]!)).statusCode).toBe(401);
    }
    // Rather than wait each pause out, every stored failure of the account is moved back to just
    // before the pause began; all of them stay inside the 15-minute window, so they still count.
    const waitOut = (seconds: number) =>
      server.db.query(
        "UPDATE login_failures SET failed_at = LEAST(failed_at, now() - make_interval(secs => $1::double precision)) WHERE account_key = $2",
        [seconds + 1, account.id],
      );
    // The sixth pause would be 30 s doubled five times, 16 minutes: it stops at 15.
    const expectedPauses = [FIRST_ACCOUNT_PAUSE_SECONDS, 60, 120, 240, 480, LOGIN_FAILURE_WINDOW_SECONDS];
    for (const [step, pauseSeconds] of expectedPauses.entries()) {
      const paused = await loginFrom(guessers[step % guessers.length]!, { email: account.email, password: account.password });
      expect(paused.statusCode).toBe(429);
      // Counted from the latest failure, a moment ago: the whole pause, give or take the moments since.
      const retryAfter = Number(paused.headers['retry-after']);
      expect(retryAfter).toBeLessThanOrEqual(pauseSeconds);
      expect(retryAfter).toBeGreaterThan(pauseSeconds - 5);
      if (step === expectedPauses.length - 1) break;
      await waitOut(pauseSeconds);
      // The pause is over: the address may guess once more, and that failure doubles the next pause.
      expect((await guessFrom(guessers[step % guessers.length]!)).statusCode).toBe(401);
    }
    // The owner, from an address that has not been guessing, still gets in.
    expect((await loginFrom(freshIp(), { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  test(`${LOGIN_FAILURES_PER_ACCOUNT * 2 + 10} wrong passwords sent all at once from one address: no more than ${LOGIN_FAILURES_PER_ACCOUNT} are judged, the rest answer 429`, async () => {
    const account = await registerVerified(server);
    const address = freshIp();
    const burst = LOGIN_FAILURES_PER_ACCOUNT * 2 + 10;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, guess) => loginFrom(address, { email: account.email, password: `guess all at once ${guess}` })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(burst - LOGIN_FAILURES_PER_ACCOUNT);
  });

  test('a script cannot pass for many addresses with forged X-Forwarded-For headers: without TRUST_PROXY it is one address', async () => {
    const account = await registerVerified(server);
    const address = freshIp();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt++) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: `guess number ${attempt}` },
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}`, 'x-real-ip': `203.0.113.${attempt + 1}` },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(401);
    }
    const stopped = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      headers: { 'x-forwarded-for': '198.51.100.250' },
      remoteAddress: address,
    });
    expect(stopped.statusCode).toBe(429);
  });

  test('unknown names are throttled the same way, so a 429 tells nothing about existence', async () => {
    const address = freshIp();
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_ACCOUNT; attempt++) {
      await loginFrom(address, { email: 'ghost-player@example.com', password: `guess number ${attempt}` });
    }
    const refused = await loginFrom(address, { email: 'ghost-player@example.com', password: 'another' });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({ msg: ACCOUNT_MESSAGES.tooManyFailedLogins });
  });

  test(`one address gets 429 after ${LOGINS_PER_IP_PER_MINUTE} logins a minute, whatever the accounts`, async () => {
    const address = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGINS_PER_IP_PER_MINUTE; attempt++) {
      const response = await server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `spray-${attempt}@example.com`, password: 'password1' },
        remoteAddress: address,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(json(response)).toEqual({ msg: expect.any(String) });
      }
    }
    expect(statuses.slice(0, LOGINS_PER_IP_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

test('the pause is told in words: seconds under a minute, then whole minutes', () => {
  expect([1, 30, 60, 61, 900].map(accountPausedMessage)).toEqual(
    ['1 second', '30 seconds', '1 minute', '2 minutes', '15 minutes'].map(
      (wait) => `Too many failed login attempts for this account. Please wait ${wait} and try again.`,
    ),
  );
});

describe('tokens', () => {
  test('a tampered token answers 401', async () => {
    const account = await loggedIn(server);
    const [header, payload, signature] = account.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url');
    expect((await me(`${header}.${forgedPayload}.${signature}`)).statusCode).toBe(401);
    const flippedSignature = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    expect((await me(`${header}.${payload}.${flippedSignature}`)).statusCode).toBe(401);
  });

  test('an unsigned (alg none) token or one signed with another secret answers 401', async () => {
    const account = await loggedIn(server);
    const claims = JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect((await me(none)).statusCode).toBe(401);
    const otherSecret = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-that-is-long-enough!!'));
    expect((await me(otherSecret)).statusCode).toBe(401);
  });

  test('an expired token answers 401', async () => {
    const account = await loggedIn(server);
    const claims = JSON.parse(Buffer.from(account.token.split('.')[1]!, 'base64url').toString()) as { sub: string; ver: number; role: string };
    const expired = await new SignJWT({ ver: claims.ver, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(JWT_SECRET));
    const response = await me(expired);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ msg: expect.stringMatching(/expired/i) });
    expect((await me(account.token)).statusCode).toBe(200);
  });

  test('no token, or a malformed header, answers 401 on the current-user routes', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await server.inject({ method: 'GET', url: '/api/user', headers: { authorization: 'Bearer not.a.jwt' } })).statusCode).toBe(401);
    expect((await server.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  test('no answer ever carries another user’s token', async () => {
    const first = await loggedIn(server);
    const second = await loggedIn(server);
    const seen = server.sentBodies.filter((body) => body.includes(first.token));
    // The first account's token appears only in its own login answer.
    expect(seen.every((body) => body.includes(first.email))).toBe(true);
    expect(server.sentBodies.filter((body) => body.includes(second.token)).every((body) => body.includes(second.email))).toBe(true);
  });
});
