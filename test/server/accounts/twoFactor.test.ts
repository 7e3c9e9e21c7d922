import { SIGN_IN_CODE_RULE_TEXT, TOTP_CODE_RULE_TEXT } from '../../../common/twoFactor';
import { accountsServerForThisFile } from './accountsFixture';
import { bearer, fragmentOf, freshIp, json, linkIn, loggedIn, login, readOutbox, waitForMail } from './accountsSupport';
import { type GoogleUserinfo, startGoogleProvider, type GoogleProvider } from './googleProvider';
import { challengeFor, codeAt, secondStep, turnOnTwoFactor } from './twoFactorSupport';

let provider: GoogleProvider;
beforeAll(async () => {
  provider = await startGoogleProvider();
});
afterAll(async () => {
  await provider.stop();
});
const server = accountsServerForThisFile(() => provider.env);

function status(token: string) {
  return server.inject({ method: 'GET', url: '/api/auth/2fa', headers: bearer(token) });
}

function me(token: string) {
  return server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
}

function post(url: string, token: string, payload: Record<string, unknown>, address = freshIp()) {
  return server.inject({ method: 'POST', url, headers: bearer(token), payload, remoteAddress: address });
}

test('setup answers a key and its otpauth link; a wrong code does not turn it on; the right one does and answers ten recovery codes', async () => {
  const account = await loggedIn(server, 'totp');
  expect(json(await status(account.token))).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0, required: false, hasPassword: true });

  const setup = await post('/api/auth/2fa/setup', account.token, { password: account.password });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = json<{ secret: string; otpauthUrl: string }>(setup);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const link = new URL(otpauthUrl);
  expect(link.protocol + link.host).toBe('otpauth:totp');
  expect(Object.fromEntries(link.searchParams)).toMatchObject({ secret, issuer: 'VERSUS', algorithm: 'SHA1', digits: '6', period: '30' });
  expect(decodeURIComponent(link.pathname)).toBe(`/VERSUS:${account.email}`);
  expect(json(await status(account.token))).toEqual({ enabled: false, pending: true, recoveryCodesLeft: 0, required: false, hasPassword: true });

  const wrong = await post('/api/auth/2fa/enable', account.token, {
    code: String((Number(await codeAt(secret)) + 1) % 1_000_000).padStart(6, '0'),
    password: account.password,
  });
  expect(wrong.statusCode).toBe(400);
  expect(json(wrong).msg).toMatch(/code is not right/);
  expect(json(await status(account.token))).toMatchObject({ enabled: false });

  const enabled = await post('/api/auth/2fa/enable', account.token, { code: await codeAt(secret), password: account.password });
  expect(enabled.statusCode).toBe(200);
  const { recoveryCodes } = json<{ recoveryCodes: string[] }>(enabled);
  expect(recoveryCodes).toHaveLength(10);
  expect(new Set(recoveryCodes).size).toBe(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
  expect(json(await status(account.token))).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10, required: false, hasPassword: true });

  // The database keeps neither the key nor the codes as they are.
  const [stored] = await server.db.query<{ sealed_secret: string }>('SELECT sealed_secret FROM user_two_factor WHERE user_id = $1', [account.id]);
  expect(stored!.sealed_secret).not.toContain(secret);
  const hashes = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM user_recovery_codes WHERE user_id = $1', [account.id]);
  expect(hashes).toHaveLength(10);
  expect(hashes.map((row) => row.code_hash)).not.toEqual(expect.arrayContaining([recoveryCodes[0]]));

  const again = await post('/api/auth/2fa/setup', account.token, { password: account.password });
  expect(again.statusCode).toBe(409);
});

test('with two-factor on, a correct password answers 401 two_factor_required with a challenge and no token; the code finishes the login', async () => {
  const account = await loggedIn(server, 'totp');
  const { secret } = await turnOnTwoFactor(server, account.token);

  const first = await login(server, { email: account.email, password: account.password });
  expect(first.statusCode).toBe(401);
  const refusal = json<{ msg: string; errorType: string; challenge: string; token?: string }>(first);
  expect(refusal).toEqual({ msg: expect.stringMatching(/authenticator app/), errorType: 'two_factor_required', challenge: expect.any(String) });

  const finished = await secondStep(server, refusal.challenge, await codeAt(secret));
  expect(finished.statusCode).toBe(200);
  const session = json<{ token: string; user: { _id: string } }>(finished);
  expect(session.user._id).toBe(account.id);
  expect((await me(session.token)).statusCode).toBe(200);

  // A wrong password still answers the same 401 as ever: no challenge tells the password was right.
  const wrongPassword = await login(server, { email: account.email, password: 'not the password' });
  expect(wrongPassword.statusCode).toBe(401);
  expect(json(wrongPassword)).toEqual({ msg: 'Invalid email/username or password.' });
});

test('codes one step either side of now are accepted, two steps are not, and no code is accepted twice', async () => {
  const account = await loggedIn(server, 'drift');
  const { secret } = await turnOnTwoFactor(server, account.token);

  const challenge = await challengeFor(server, account);
  expect((await secondStep(server, challenge, await codeAt(secret, 2))).statusCode).toBe(401);
  expect((await secondStep(server, challenge, await codeAt(secret, -2))).statusCode).toBe(401);
  const current = await codeAt(secret, 0);
  expect((await secondStep(server, challenge, current)).statusCode).toBe(200);

  // The same code with a new challenge: refused, it was used.
  const replayed = await secondStep(server, await challengeFor(server, account), current);
  expect(replayed.statusCode).toBe(401);
  expect(json(replayed).msg).toMatch(/already used/);

  const next = await challengeFor(server, account);
  expect((await secondStep(server, next, await codeAt(secret, 1))).statusCode).toBe(200);
  // A code of an earlier step than the last one accepted is refused too.
  expect((await secondStep(server, await challengeFor(server, account), await codeAt(secret, 0))).statusCode).toBe(401);
});

test('a recovery code signs in once, typed in any case with or without dashes; it is then used up', async () => {
  const account = await loggedIn(server, 'recovery');
  const { recoveryCodes } = await turnOnTwoFactor(server, account.token);
  const code = recoveryCodes[3]!;

  const typed = code.toUpperCase().replace(/-/g, ' ');
  const used = await secondStep(server, await challengeFor(server, account), typed);
  expect(used.statusCode).toBe(200);
  expect(json(await status(json<{ token: string }>(used).token))).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });

  const again = await secondStep(server, await challengeFor(server, account), code);
  expect(again.statusCode).toBe(401);
  expect((await secondStep(server, await challengeFor(server, account), recoveryCodes[4]!)).statusCode).toBe(200);
});

test('a challenge is single use, expires, belongs to its account and is no bearer token', async () => {
  const account = await loggedIn(server, 'challenge');
  const other = await loggedIn(server, 'challenge');
  const mine = await turnOnTwoFactor(server, account.token);
  const theirs = await turnOnTwoFactor(server, other.token);

  const challenge = await challengeFor(server, account);
  expect((await me(challenge)).statusCode).toBe(401);
  // The other account's code does not finish my login.
  expect((await secondStep(server, challenge, await codeAt(theirs.secret))).statusCode).toBe(401);
  expect((await secondStep(server, challenge, mine.recoveryCodes[0]!)).statusCode).toBe(200);

  const reused = await secondStep(server, challenge, mine.recoveryCodes[1]!);
  expect(reused.statusCode).toBe(401);
  expect(json(reused)).toEqual({ msg: 'This sign-in has expired. Please log in again with your password.', errorType: 'two_factor_challenge_invalid' });

  const expiring = await challengeFor(server, account);
  await server.db.query("UPDATE two_factor_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1", [account.id]);
  expect(json(await secondStep(server, expiring, mine.recoveryCodes[1]!))).toMatchObject({ errorType: 'two_factor_challenge_invalid' });

  const made = await secondStep(server, 'made-up-challenge', mine.recoveryCodes[1]!);
  expect(made.statusCode).toBe(401);
  expect(json(made)).toMatchObject({ errorType: 'two_factor_challenge_invalid' });
  // None of these used the code up.
  expect((await secondStep(server, await challengeFor(server, account), mine.recoveryCodes[1]!)).statusCode).toBe(200);
});

test('turning two-factor on, off or making new recovery codes ends every other session of the account', async () => {
  const account = await loggedIn(server, 'ends');
  const otherDevice = json<{ token: string }>(await login(server, { email: account.email, password: account.password })).token;
  const { secret, recoveryCodes } = await turnOnTwoFactor(server, account.token);
  expect((await me(otherDevice)).statusCode).toBe(401);
  expect((await me(account.token)).statusCode).toBe(200);

  const second = json<{ token: string }>(await secondStep(server, await challengeFor(server, account), recoveryCodes[0]!)).token;
  const regenerated = await post('/api/auth/2fa/recovery-codes', account.token, { code: await codeAt(secret) });
  expect(regenerated.statusCode).toBe(200);
  const fresh = json<{ recoveryCodes: string[] }>(regenerated).recoveryCodes;
  expect(fresh).toHaveLength(10);
  expect((await me(second)).statusCode).toBe(401);
  // The old codes are gone, the new ones work.
  expect((await secondStep(server, await challengeFor(server, account), recoveryCodes[1]!)).statusCode).toBe(401);
  const third = json<{ token: string }>(await secondStep(server, await challengeFor(server, account), fresh[0]!)).token;

  const disabled = await post('/api/auth/2fa/disable', account.token, { password: account.password, code: await codeAt(secret, 1) });
  expect(disabled.statusCode).toBe(200);
  expect((await me(third)).statusCode).toBe(401);
  expect(json(await status(account.token))).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0, required: false, hasPassword: true });
  expect((await login(server, { email: account.email, password: account.password })).statusCode).toBe(200);
});

test('turning it off needs the password and a code; new recovery codes need a code; both refuse while it is off', async () => {
  const account = await loggedIn(server, 'off');
  const off = await post('/api/auth/2fa/disable', account.token, { password: account.password, code: '123456' });
  expect(off.statusCode).toBe(409);
  expect((await post('/api/auth/2fa/recovery-codes', account.token, { code: '123456' })).statusCode).toBe(409);
  expect((await post('/api/auth/2fa/enable', account.token, { code: '123456' })).statusCode).toBe(409);

  const { secret, recoveryCodes } = await turnOnTwoFactor(server, account.token);
  const wrongPassword = await post('/api/auth/2fa/disable', account.token, { password: 'not the password', code: await codeAt(secret) });
  expect(wrongPassword.statusCode).toBe(400);
  expect(json(wrongPassword).msg).toBe('password is incorrect.');
  const wrongCode = await post('/api/auth/2fa/disable', account.token, { password: account.password, code: '000000' });
  expect(wrongCode.statusCode).toBe(400);
  expect((await post('/api/auth/2fa/recovery-codes', account.token, { code: recoveryCodes[0]! })).statusCode).toBe(400);
  expect(json(await status(account.token))).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  // A recovery code turns it off too (the phone is lost).
  expect((await post('/api/auth/2fa/disable', account.token, { password: account.password, code: recoveryCodes[0]! })).statusCode).toBe(200);
});

test('bad input answers 400 with the rule in words and changes nothing', async () => {
  const account = await loggedIn(server, 'input');
  expect((await post('/api/auth/2fa/setup', account.token, { password: account.password })).statusCode).toBe(200);
  const letters = await post('/api/auth/2fa/enable', account.token, { code: 'abcdef' });
  expect(letters.statusCode).toBe(400);
  expect(json(letters).msg).toBe(TOTP_CODE_RULE_TEXT);
  expect(json(await post('/api/auth/2fa/enable', account.token, {})).msg).toBe('Code is required.');
  expect((await post('/api/auth/2fa/enable', account.token, { code: '123456', extra: true })).statusCode).toBe(400);

  const short = await secondStep(server, 'some-challenge', '12');
  expect(short.statusCode).toBe(400);
  expect(json(short).msg).toBe(SIGN_IN_CODE_RULE_TEXT);
  const noChallenge = await server.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { code: '123456' } });
  expect(noChallenge.statusCode).toBe(400);
  expect(json(noChallenge).msg).toMatch(/challenge/);
  expect(json(await status(account.token))).toEqual({ enabled: false, pending: true, recoveryCodesLeft: 0, required: false, hasPassword: true });
  // Without a token, none of the settings answer.
  expect((await server.inject({ method: 'POST', url: '/api/auth/2fa/setup' })).statusCode).toBe(401);
});

let lastSub = 0;
function googlePerson(): GoogleUserinfo {
  lastSub++;
  return { sub: `g2fa-${process.pid}-${lastSub}`, email: `g2fa${process.pid}x${lastSub}@gmail.example`, email_verified: true, name: 'Tess Two' };
}

async function googleLogin(person: GoogleUserinfo, nonce: string) {
  await provider.signInAs(person);
  const started = await server.inject({ method: 'GET', url: `/auth/google?nonce=${nonce}` });
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(new URL(String(started.headers.location)), { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  const back = await server.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie } });
  expect(back.statusCode).toBe(302);
  const location = new URL(String(back.headers.location), 'http://localhost:8080');
  expect(location.pathname).toBe('/oauth-success');
  return location.searchParams;
}

/** A Google sign-in to its end: the return's one-time code traded for the login token, as the page does. */
async function googleToken(person: GoogleUserinfo, nonce: string): Promise<string> {
  const code = (await googleLogin(person, nonce)).get('token')!;
  const exchanged = await server.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code, nonce } });
  expect(exchanged.statusCode).toBe(200);
  return json<{ token: string }>(exchanged).token;
}

test('Google sign-in with two-factor on returns a challenge (and the nonce) instead of a token; the code finishes it', async () => {
  const person = googlePerson();
  const nonce = 'n'.repeat(10) + 'onceForTwoFactor1';
  const first = await googleLogin(person, nonce);
  // The return carries a one-time code that the page trades for the login token.
  const exchanged = await server.inject({ method: 'POST', url: '/api/auth/google/exchange', payload: { code: first.get('token'), nonce } });
  expect(exchanged.statusCode).toBe(200);
  const { secret } = await turnOnTwoFactor(server, json<{ token: string }>(exchanged).token, null);

  const back = await googleLogin(person, nonce);
  expect(back.get('token')).toBeNull();
  expect(back.get('nonce')).toBe(nonce);
  const challenge = back.get('challenge')!;
  expect(challenge).toBeTruthy();
  const finished = await secondStep(server, challenge, await codeAt(secret));
  expect(finished.statusCode).toBe(200);
  expect(json<{ user: { email: string } }>(finished).user.email).toBe(person.email);
});

describe('only the owner turns two-factor on', () => {
  test('setup and enable ask for the current password; a wrong one answers 400 and counts like a wrong login password', async () => {
    const account = await loggedIn(server, 'proof');
    const missing = await post('/api/auth/2fa/setup', account.token, {});
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ msg: 'password is required' });
    const address = freshIp();
    for (let guess = 0; guess < 20; guess++) {
      const wrong = await post('/api/auth/2fa/setup', account.token, { password: `guess number ${guess}` }, address);
      expect(wrong.statusCode).toBe(400);
      expect(json(wrong)).toEqual({ msg: 'password is incorrect.' });
    }
    expect((await post('/api/auth/2fa/setup', account.token, { password: account.password }, address)).statusCode).toBe(429);
    const loginThere = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password }, remoteAddress: address });
    expect(loginThere.statusCode).toBe(429);
    expect(json(await status(account.token))).toMatchObject({ enabled: false, pending: false });

    const { secret } = json<{ secret: string }>(await post('/api/auth/2fa/setup', account.token, { password: account.password }));
    const wrongAtEnable = await post('/api/auth/2fa/enable', account.token, { code: await codeAt(secret), password: 'not the password' });
    expect(wrongAtEnable.statusCode).toBe(400);
    expect((await post('/api/auth/2fa/enable', account.token, { code: await codeAt(secret) })).statusCode).toBe(400);
    expect(json(await status(account.token))).toMatchObject({ enabled: false, pending: true });
  });

  test('the owner is mailed when two-factor goes on and when it goes off', async () => {
    const account = await loggedIn(server, 'mailed');
    const before = (await readOutbox(server)).length;
    const { secret } = await turnOnTwoFactor(server, account.token);
    const on = await waitForMail(server, account.email, /Two-factor sign-in is on/, { after: before });
    expect(on.body).toMatch(/If you did not do this/);
    expect(on.body).toContain('http://localhost:8080/forgot-password');
    expect((await post('/api/auth/2fa/disable', account.token, { password: account.password, code: await codeAt(secret) })).statusCode).toBe(200);
    const off = await waitForMail(server, account.email, /Two-factor sign-in is off/, { after: before });
    expect(off.body).toMatch(/was just turned off/);
  });

  test("an authenticator added with a stolen token does not outlive the owner's password reset: it turns two-factor off, ends every session and tells the owner", async () => {
    const owner = await loggedIn(server, 'stolen');
    const thief = json<{ token: string }>(await login(server, { email: owner.email, password: owner.password })).token;
    await turnOnTwoFactor(server, thief);
    expect((await me(owner.token)).statusCode).toBe(401);

    const before = (await readOutbox(server)).length;
    await server.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: owner.email }, remoteAddress: freshIp() });
    const resetMail = await waitForMail(server, owner.email, /Reset your VERSUS password/, { after: before });
    const token = fragmentOf(linkIn(resetMail.body, /http:\/\/localhost:8080\/reset-password#token=[A-Za-z0-9_%-]+/)).get('token')!;
    const newPassword = 'the owner takes it back';
    expect((await server.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword }, remoteAddress: freshIp() })).statusCode).toBe(200);

    expect((await me(thief)).statusCode).toBe(401);
    const notice = await waitForMail(server, owner.email, /Two-factor sign-in is off/, { after: before });
    expect(notice.body).toMatch(/password was reset through this mailbox, so two-factor sign-in was turned off/);
    const back = await login(server, { email: owner.email, password: newPassword });
    expect(back.statusCode).toBe(200);
    expect(json(await status(json<{ token: string }>(back).token))).toMatchObject({ enabled: false, pending: false });
  });

  test('an account without a password sets two-factor up within 10 minutes of a Google sign-in; later, or by password change, it must sign in with Google again', async () => {
    const person = googlePerson();
    const token = await googleToken(person, 'n'.repeat(10) + 'onceForReauth01');
    expect(json(await status(token))).toMatchObject({ hasPassword: false });
    // Without a password there is nothing to send: no body at all will do.
    const setup = await server.inject({ method: 'POST', url: '/api/auth/2fa/setup', headers: bearer(token) });
    expect(setup.statusCode).toBe(200);
    const { secret } = json<{ secret: string }>(setup);

    await server.db.query("UPDATE user_sessions SET created_at = now() - interval '11 minutes' WHERE user_id = (SELECT id FROM users WHERE email = $1)", [person.email]);
    const stale = await post('/api/auth/2fa/enable', token, { code: await codeAt(secret) });
    expect(stale.statusCode).toBe(403);
    expect(json(stale)).toEqual({ msg: expect.stringMatching(/sign in with Google again/), errorType: 'reauthentication_required' });
    expect((await post('/api/auth/2fa/setup', token, {})).statusCode).toBe(403);
    // Nor can a stolen token give the account a password of its own to pass that check.
    const setPassword = await post('/api/auth/change-password', token, { newPassword: 'a password of the thief' });
    expect(setPassword.statusCode).toBe(403);
    expect(json(setPassword)).toMatchObject({ errorType: 'reauthentication_required' });

    const fresh = await googleToken(person, 'n'.repeat(10) + 'onceForReauth02');
    await turnOnTwoFactor(server, fresh, null);
    expect(json(await status(fresh))).toMatchObject({ enabled: true });
  });
});
