import { buildApp } from '../../../server/app';
import { ACCOUNT_MESSAGES } from '../../../server/routes/accounts/accountMessages';
import { testConfig } from '../build';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, buildAccounts, fragmentOf, freshIp, json, linkIn, loggedIn, login, readOutbox, registerVerified, waitForMail } from './accountsSupport';

const server = accountsServerForThisFile();

const NEW_PASSWORD = 'a brand new passphrase';

async function askForReset(email: string) {
  return server.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: freshIp() });
}

async function resetToken(email: string): Promise<string> {
  const mail = await waitForMail(server, email, /Reset your VERSUS password/);
  return fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/reset-password#token=[A-Za-z0-9_%-]+/)).get('token')!;
}

function resetPassword(token: string, password = NEW_PASSWORD) {
  return server.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password }, remoteAddress: freshIp() });
}

describe('password change', () => {
  test('revokes every older token and answers a fresh one that works', async () => {
    const account = await loggedIn(server);
    const otherDevice = json<{ token: string }>(await login(server, { email: account.email, password: account.password })).token;
    const changed = await server.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const body = json<{ msg: string; token: string; user: { email: string } }>(changed);
    expect(body.msg).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(body.user.email).toBe(account.email);

    for (const old of [account.token, otherDevice]) {
      expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.token) })).statusCode).toBe(200);
    expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(401);
    expect((await login(server, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('a wrong current password answers 400 naming currentPassword and changes nothing', async () => {
    const account = await loggedIn(server);
    const refused = await server.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
    });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toEqual({ msg: ACCOUNT_MESSAGES.currentPasswordWrong });
    expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) })).statusCode).toBe(200);
  });

  test('wrong current passwords count like wrong login passwords: 20 from one address refuse even the right one there with 429, not elsewhere', async () => {
    const account = await loggedIn(server);
    const address = freshIp();
    const change = (currentPassword: string, from: string) =>
      server.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(account.token),
        payload: { currentPassword, newPassword: NEW_PASSWORD },
        remoteAddress: from,
      });
    for (let guess = 0; guess < 20; guess++) expect((await change(`guess number ${guess}`, address)).statusCode).toBe(400);
    const refused = await change(account.password, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The guesses count for the account's login too, from that address.
    const loginThere = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password }, remoteAddress: address });
    expect(loginThere.statusCode).toBe(429);
    expect((await change(account.password, freshIp())).statusCode).toBe(200);
  });

  test('without a token it answers 401', async () => {
    const response = await server.inject({ method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: 'x', newPassword: NEW_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  test('answers the same whether or not the address has an account, and mails only real accounts', async () => {
    const account = await loggedIn(server);
    const known = await askForReset(account.email);
    const unknown = await askForReset('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(json(known)).toEqual({ msg: ACCOUNT_MESSAGES.resetRequested });
    await waitForMail(server, account.email, /Reset/);
    expect((await readOutbox(server)).filter((mail) => mail.to.includes('nobody-at-all@example.com'))).toEqual([]);
  });

  test('the mailed link carries its token in the fragment, which no browser sends to a server (no log, no Referer)', async () => {
    const account = await loggedIn(server);
    await askForReset(account.email);
    const mail = await waitForMail(server, account.email, /Reset your VERSUS password/);
    const link = linkIn(mail.body, /http:\/\/localhost:8080\/reset-password[^\s"<]*/);
    expect(new URL(link).search).toBe('');
    expect(fragmentOf(link).get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.body).not.toMatch(/reset-password\/?\?/);
  });

  test('the reset link works once, ends every session and the new password logs in', async () => {
    const account = await loggedIn(server);
    await askForReset(account.email);
    const token = await resetToken(account.email);

    const reset = await resetPassword(token);
    expect(reset.statusCode).toBe(200);
    expect(json(reset)).toEqual({ msg: ACCOUNT_MESSAGES.passwordReset });
    expect((await server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) })).statusCode).toBe(401);
    expect((await login(server, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await resetPassword(token, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({ msg: ACCOUNT_MESSAGES.resetLinkInvalid });
    expect((await login(server, { email: account.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  test('the link lives 1 hour: it is stored hashed with that expiry, and refused once expired', async () => {
    const account = await loggedIn(server);
    await askForReset(account.email);
    const token = await resetToken(account.email);

    const stored = await server.db.query<{ token_hash: string; lifetime_seconds: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS lifetime_seconds
       FROM account_tokens WHERE user_id = $1 AND purpose = 'reset_password'`,
      [account.id],
    );
    expect(stored).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), lifetime_seconds: 3600 }]);
    expect(stored[0]!.token_hash).not.toContain(token);

    // The hour passes.
    await server.db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [account.id]);
    const expired = await resetPassword(token);
    expect(expired.statusCode).toBe(400);
    expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(200);
  });

  test('a newer reset link replaces the older one', async () => {
    const account = await loggedIn(server);
    await askForReset(account.email);
    const first = await resetToken(account.email);
    const mailsBefore = (await readOutbox(server)).length;
    // One reset mail per address every two minutes: let that pause pass.
    await server.db.query(`UPDATE rate_limit_hits SET window_ends_at = now() WHERE limit_key LIKE 'mail-to reset_password %'`);
    await askForReset(account.email);
    const second = fragmentOf(
      linkIn((await waitForMail(server, account.email, /Reset/, { after: mailsBefore })).body, /http:\/\/localhost:8080\/reset-password#token=[A-Za-z0-9_%-]+/),
    ).get('token')!;
    expect((await resetPassword(first)).statusCode).toBe(400);
    expect((await resetPassword(second)).statusCode).toBe(200);
  });

  test('a new password outside 8–128 characters answers 400 naming password', async () => {
    for (const password of ['short', 'x'.repeat(129)]) {
      const response = await resetPassword('whatever-token', password);
      expect(response.statusCode).toBe(400);
      expect(json<{ msg: string }>(response).msg).toMatch(/password/i);
    }
  });
});

describe('password hashing', () => {
  test("a server outside tests stores passwords with OWASP's argon2id settings (19 MiB, two passes, one lane), and they log in", async () => {
    // Test servers hash with the least cost; this one, on the same database, hashes as production does.
    const owasp = await buildAccounts({}, { db: server.db, owaspPasswordHashing: true });
    try {
      const account = await registerVerified(owasp);
      const [stored] = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [account.id]);
      expect(stored!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await login(owasp, { email: account.email, password: account.password })).statusCode).toBe(200);
      expect((await login(owasp, { email: account.email, password: 'not the password' })).statusCode).toBe(401);
    } finally {
      await owasp.close();
    }
  });

  test('the least cost is for tests only: buildApp refuses it unless NODE_ENV is test', async () => {
    const config = testConfig({ NODE_ENV: 'production', DATA_DIR: server.config.dataDir });
    await expect(buildApp({ config, db: server.db, quickPasswordHashing: true })).rejects.toThrow(/NODE_ENV must be test/);
  });
});
