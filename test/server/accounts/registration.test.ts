import { ACCOUNT_MESSAGES, EMAIL_NOT_VERIFIED } from '../../../server/routes/accounts/accountMessages';
import { accountsServerForThisFile } from './accountsFixture';
import { accountWithRole, bearer, freshIp, json, linkIn, login, newIdentity, readOutbox, register, waitForMail } from './accountsSupport';

const server = accountsServerForThisFile();

test('register → verification mail in the outbox → verify → login → me → logout → the old token gets 401', async () => {
  const identity = newIdentity();
  const registered = await register(server, identity);
  expect(registered.statusCode).toBe(201);
  expect(json(registered)).toEqual({
    msg: ACCOUNT_MESSAGES.registered,
    user: expect.objectContaining({ username: identity.username, email: identity.email, emailVerified: false, role: 'user', isAdmin: false }),
  });

  const mail = await waitForMail(server, identity.email, /Verify your VERSUS e-mail/);
  const link = linkIn(mail.body, /http:\/\/localhost:8080\/verify-email\/[A-Za-z0-9_-]+/);
  const token = link.split('/').pop()!;

  const beforeVerifying = await login(server, { email: identity.email, password: identity.password });
  expect(beforeVerifying.statusCode).toBe(403);
  expect(json(beforeVerifying)).toEqual({
    msg: ACCOUNT_MESSAGES.emailNotVerified,
    errorType: EMAIL_NOT_VERIFIED,
    email: identity.email,
    username: identity.username,
  });

  const verified = await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  expect(verified.statusCode).toBe(200);
  expect(json(verified)).toEqual({ msg: ACCOUNT_MESSAGES.emailVerified });

  const loggedIn = await login(server, { email: identity.email, password: identity.password });
  expect(loggedIn.statusCode).toBe(200);
  const session = json<{ token: string; user: Record<string, unknown> }>(loggedIn);
  expect(session.user).toEqual({
    _id: expect.stringMatching(/^[0-9a-f]{24}$/),
    username: identity.username,
    nickname: null,
    email: identity.email,
    isAdmin: false,
    role: 'user',
    profileCompleted: true,
    profileIcon: null,
    profileBackground: null,
    emailVerified: true,
    createdAt: expect.any(String),
  });

  for (const url of ['/api/auth/me', '/api/user']) {
    const me = await server.inject({ method: 'GET', url, headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual(session.user);
  }

  const logout = await server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(session.token) });
  expect(logout.statusCode).toBe(200);
  expect(json(logout)).toEqual({ msg: ACCOUNT_MESSAGES.loggedOut });

  const afterLogout = await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session.token) });
  expect(afterLogout.statusCode).toBe(401);
  expect(json(afterLogout)).toEqual({ msg: expect.any(String) });
});

test('the verification link works once; opening it again says the address is already verified', async () => {
  const identity = newIdentity();
  await register(server, identity);
  const token = linkIn((await waitForMail(server, identity.email, /Verify/)).body, /\/verify-email\/[A-Za-z0-9_-]+/).split('/').pop()!;
  expect((await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode).toBe(200);
  const again = await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  expect(again.statusCode).toBe(200);
  expect(json(again)).toEqual({ msg: ACCOUNT_MESSAGES.emailAlreadyVerified });
});

test('an unknown or expired verification token answers 400', async () => {
  const unknown = await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'not-a-real-token' } });
  expect(unknown.statusCode).toBe(400);
  expect(json(unknown)).toEqual({ msg: ACCOUNT_MESSAGES.verificationLinkInvalid });

  const identity = newIdentity();
  await register(server, identity);
  const token = linkIn((await waitForMail(server, identity.email, /Verify/)).body, /\/verify-email\/[A-Za-z0-9_-]+/).split('/').pop()!;
  await server.db.query(
    `UPDATE account_tokens SET expires_at = now() - interval '1 second'
     WHERE user_id = (SELECT id FROM users WHERE email_normalized = $1)`,
    [identity.email],
  );
  const expired = await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  expect(expired.statusCode).toBe(400);
});

test('resending the verification mail sends a new working link; the answer is the same for unknown addresses', async () => {
  const identity = newIdentity();
  await register(server, identity);
  const first = await waitForMail(server, identity.email, /Verify/);
  const resend = await server.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: identity.email }, remoteAddress: freshIp() });
  const unknown = await server.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    payload: { email: 'nobody-here@example.com' },
    remoteAddress: freshIp(),
  });
  expect(resend.statusCode).toBe(200);
  expect(unknown.statusCode).toBe(200);
  expect(resend.body).toBe(unknown.body);
  expect(json(resend)).toEqual({ msg: ACCOUNT_MESSAGES.verificationResent });

  let second = first;
  for (let attempt = 0; second.file === first.file && attempt < 100; attempt++) {
    second = await waitForMail(server, identity.email, /Verify/);
    if (second.file === first.file) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(second.file).not.toBe(first.file);
  const oldToken = linkIn(first.body, /\/verify-email\/[A-Za-z0-9_-]+/).split('/').pop()!;
  const newToken = linkIn(second.body, /\/verify-email\/[A-Za-z0-9_-]+/).split('/').pop()!;
  // A new link replaces the old one.
  expect((await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: oldToken } })).statusCode).toBe(400);
  expect((await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: newToken } })).statusCode).toBe(200);
});

test('a username already taken, in any case, answers 409 naming it, whether or not the address is taken too', async () => {
  const identity = newIdentity();
  expect((await register(server, identity)).statusCode).toBe(201);
  const sameUsername = await register(server, { ...newIdentity(), username: identity.username.toUpperCase() });
  expect(sameUsername.statusCode).toBe(409);
  expect(json(sameUsername)).toEqual({ msg: ACCOUNT_MESSAGES.usernameTaken });
  const both = await register(server, { ...newIdentity(), email: identity.email, username: identity.username.toUpperCase() });
  expect([both.statusCode, both.body]).toEqual([sameUsername.statusCode, sameUsername.body]);
});

describe('signing up with an address that already has an account tells nothing about it', () => {
  /** What a sign-up answers, with what tells one sign-up from another taken out. */
  const shapeOf = (response: { statusCode: number; json(): unknown }) => {
    const body = response.json() as { msg: string; user: Record<string, unknown> };
    const { _id, createdAt, username, email, ...rest } = body.user;
    return { status: response.statusCode, msg: body.msg, user: rest, id: typeof _id, createdAt: typeof createdAt, username, email };
  };

  test('the answer is the same 201 as for a new address, in any case, and the owner gets a mail instead of a link', async () => {
    const owner = await accountWithRole(server.app, 'user');
    const outboxBefore = (await readOutbox(server)).length;
    const fresh = newIdentity('fresh');
    const asNew = await register(server, fresh);
    const stranger = { ...newIdentity('stranger'), email: owner.email.toUpperCase() };
    const asTaken = await register(server, stranger);
    expect(shapeOf(asTaken)).toEqual({ ...shapeOf(asNew), username: stranger.username, email: stranger.email });
    expect(asTaken.statusCode).toBe(201);

    const mail = await waitForMail(server, owner.email, /Someone tried to register/, { after: outboxBefore });
    expect(mail.body).toContain('http://localhost:8080/login');
    expect(mail.body).toContain('http://localhost:8080/forgot-password');
    const toOwner = (await readOutbox(server)).slice(outboxBefore).filter((sent) => sent.to.toLowerCase().includes(owner.email));
    expect(toOwner.map((sent) => sent.subject)).toEqual(['Someone tried to register with your VERSUS e-mail address']);

    // The owner's account is untouched: the address and password still open it.
    expect((await login(server, { email: owner.email, password: owner.password })).statusCode).toBe(200);
  });

  test('afterwards the name is taken and logging in with it says the same as for any unverified account', async () => {
    const owner = await accountWithRole(server.app, 'user');
    const fresh = newIdentity('fresh');
    const stranger = { ...newIdentity('stranger'), email: owner.email };
    await register(server, fresh);
    await register(server, stranger);

    for (const taken of [fresh, stranger]) {
      const again = await register(server, { ...newIdentity(), username: taken.username });
      expect([again.statusCode, json(again)]).toEqual([409, { msg: ACCOUNT_MESSAGES.usernameTaken }]);
      const loginByName = await login(server, { username: taken.username, password: taken.password });
      expect([loginByName.statusCode, json(loginByName)]).toEqual([
        403,
        { msg: ACCOUNT_MESSAGES.emailNotVerified, errorType: EMAIL_NOT_VERIFIED, email: taken.email, username: taken.username },
      ]);
      const wrongPassword = await login(server, { username: taken.username, password: 'not the password' });
      expect(wrongPassword.statusCode).toBe(401);
    }
    // Asking for a new link answers the same for both, and sends none for the stranger's sign-up.
    const outboxBefore = (await readOutbox(server)).length;
    const resends = await Promise.all(
      [fresh, stranger].map((taken) =>
        server.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email: taken.email }, remoteAddress: freshIp() }),
      ),
    );
    expect(resends[0]!.body).toBe(resends[1]!.body);
    await waitForMail(server, fresh.email, /Verify/, { after: outboxBefore });
    expect((await readOutbox(server)).slice(outboxBefore).filter((sent) => sent.to.includes(owner.email))).toEqual([]);
  });

  test('the mail to the owner is limited per mailbox like the other account mails', async () => {
    const owner = await accountWithRole(server.app, 'user');
    const outboxBefore = (await readOutbox(server)).length;
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await register(server, { ...newIdentity('stranger'), email: owner.email })).statusCode).toBe(201);
    }
    await waitForMail(server, owner.email, /Someone tried to register/, { after: outboxBefore });
    const attempts = (await readOutbox(server)).slice(outboxBefore).filter((sent) => /Someone tried/.test(sent.subject));
    expect(attempts).toHaveLength(1);
  });
});

describe('bad sign-up input answers 400 with a msg naming the field', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['a SQL-looking username', { username: "x' OR '1'='1" }, /username/i],
    ['a SQL-looking e-mail', { email: "' OR 1=1 --" }, /email/i],
    ['a username with the temporary marker', { username: 'bob_temp_1' }, /username.*_temp_/i],
    ['a username too short', { username: 'ab' }, /username/i],
    ['a username too long', { username: 'a'.repeat(21) }, /username/i],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@example.com` }, /email/i],
    ['a password too short', { password: 'short' }, /password/i],
    ['an over-long password', { password: 'p'.repeat(129) }, /password/i],
    ['a number for a username (no coercion)', { username: 12345 }, /username/i],
    ['a missing password', { password: undefined }, /password/i],
  ];
  test.each(cases)('%s', async (_name, change, field) => {
    const response = await register(server, { ...newIdentity(), ...change } as never);
    expect(response.statusCode).toBe(400);
    expect(json<{ msg: string }>(response).msg).toMatch(field);
  });
});

test.each([
  ['a short password', { password: 'short' }, 'Password must be 8 to 128 characters.'],
  ['a one-letter username', { username: 'a' }, 'Username must be 3 to 20 characters.'],
  ['an address without an at sign', { email: 'not-an-address' }, 'Please enter a valid email address.'],
  ['no password', { password: undefined }, 'Password is required.'],
])('registering with %s answers a sentence for people: %s', async (_case, change, msg) => {
  const body = { ...newIdentity(), ...change };
  const response = await server.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress: freshIp() });
  expect(response.statusCode).toBe(400);
  expect(json(response)).toEqual({ msg });
});
