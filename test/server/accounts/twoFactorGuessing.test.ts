/**
 * Two-factor codes cannot be guessed without end: every wrong code counts, a challenge takes five
 * codes, and ten wrong codes on an account lock its second step until the owner proves the mailbox.
 */
import { accountsServerForThisFile } from './accountsFixture';
import { fragmentOf, freshIp, json, linkIn, loggedIn, readOutbox, waitForMail } from './accountsSupport';
import { challengeFor, codeAt, secondStep, turnOnTwoFactor } from './twoFactorSupport';

// The numbers as the README states them, written out: a limit changed in the code alone must fail here.
const CODES_PER_CHALLENGE = 5;
const WRONG_CODES_PER_ACCOUNT = 10;

const server = accountsServerForThisFile();

/** A six-digit code that is not the account's code now, nor one step either side. */
async function wrongCode(secret: string): Promise<string> {
  const near = new Set([await codeAt(secret, -1), await codeAt(secret), await codeAt(secret, 1)]);
  for (let candidate = 0; ; candidate++) {
    const code = String(314_159 + candidate).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

function unlock(token: string) {
  return server.inject({ method: 'POST', url: '/api/auth/2fa/unlock', payload: { token }, remoteAddress: freshIp() });
}

test(`a challenge takes ${CODES_PER_CHALLENGE} codes: after ${CODES_PER_CHALLENGE} wrong ones even the right code is refused, and the password starts a new one`, async () => {
  const account = await loggedIn(server, 'spent');
  const { secret } = await turnOnTwoFactor(server, account.token);
  const address = freshIp();
  const challenge = await challengeFor(server, account, address);
  const wrong = await wrongCode(secret);
  for (let attempt = 0; attempt < CODES_PER_CHALLENGE; attempt++) {
    expect((await secondStep(server, challenge, wrong, address)).statusCode).toBe(401);
  }
  const sixth = await secondStep(server, challenge, await codeAt(secret), address);
  expect(sixth.statusCode).toBe(401);
  expect(json(sixth)).toEqual({ msg: 'This sign-in has expired. Please log in again with your password.', errorType: 'two_factor_challenge_invalid' });

  expect((await secondStep(server, await challengeFor(server, account, address), await codeAt(secret), address)).statusCode).toBe(200);
});

test(`every wrong code counts, the same one sent again too: ${WRONG_CODES_PER_ACCOUNT} on the account, from several addresses and challenges, lock its second step and mail the owner a link that unlocks it once`, async () => {
  const account = await loggedIn(server, 'locked');
  const { secret, recoveryCodes } = await turnOnTwoFactor(server, account.token);
  const wrong = await wrongCode(secret);
  const mailsBefore = (await readOutbox(server)).length;

  // One wrong code, sent again and again, spread over two addresses and a challenge each.
  for (let attempt = 0; attempt < WRONG_CODES_PER_ACCOUNT; attempt += CODES_PER_CHALLENGE) {
    const address = freshIp();
    const challenge = await challengeFor(server, account, address);
    for (let sent = 0; sent < CODES_PER_CHALLENGE; sent++) {
      const answer = await secondStep(server, challenge, wrong, address);
      const last = attempt + sent === WRONG_CODES_PER_ACCOUNT - 1;
      expect(answer.statusCode).toBe(last ? 423 : 401);
    }
  }

  // Locked for everyone now: the owner's right code, or a recovery code, from an address that never guessed.
  for (const code of [await codeAt(secret), recoveryCodes[0]!]) {
    const refused = await secondStep(server, await challengeFor(server, account), code);
    expect(refused.statusCode).toBe(423);
    expect(json(refused)).toEqual({ msg: expect.stringMatching(/e-mail/), errorType: 'two_factor_locked' });
  }

  const mail = await waitForMail(server, account.email, /two-factor sign-in .* is locked/i, { after: mailsBefore });
  expect(mail.body).toMatch(/codes were being guessed/);
  const token = fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/unlock-two-factor#token=[A-Za-z0-9_-]+/)).get('token')!;
  // Only once, even if the guesser went on.
  expect((await readOutbox(server)).slice(mailsBefore).filter((sent) => /locked/i.test(sent.subject))).toHaveLength(1);
  // The database keeps only the token's hash.
  expect(await server.db.query('SELECT 1 FROM account_tokens WHERE token_hash = $1', [token])).toHaveLength(0);

  expect(json(await unlock(token))).toEqual({ msg: 'Two-factor sign-in is unlocked. You can log in with your password and a code now.' });
  expect((await unlock(token)).statusCode).toBe(400);
  expect((await secondStep(server, await challengeFor(server, account), await codeAt(secret))).statusCode).toBe(200);
});

test('a password reset through the mailbox unlocks the account too', async () => {
  const account = await loggedIn(server, 'resetlock');
  const { secret } = await turnOnTwoFactor(server, account.token);
  const wrong = await wrongCode(secret);
  for (let attempt = 0; attempt < WRONG_CODES_PER_ACCOUNT; attempt += CODES_PER_CHALLENGE) {
    const challenge = await challengeFor(server, account);
    for (let sent = 0; sent < CODES_PER_CHALLENGE; sent++) await secondStep(server, challenge, wrong);
  }
  expect((await secondStep(server, await challengeFor(server, account), await codeAt(secret))).statusCode).toBe(423);

  const before = (await readOutbox(server)).length;
  await server.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: account.email }, remoteAddress: freshIp() });
  const mail = await waitForMail(server, account.email, /reset/i, { after: before });
  const token = fragmentOf(linkIn(mail.body, /http:\/\/localhost:8080\/reset-password#token=[A-Za-z0-9_%-]+/)).get('token')!;
  const newPassword = 'a fresh start for the owner';
  expect((await server.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: newPassword }, remoteAddress: freshIp() })).statusCode).toBe(200);

  // The reset turned two-factor off, lock and all: the new password signs in.
  const signedIn = await server.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: newPassword }, remoteAddress: freshIp() });
  expect(signedIn.statusCode).toBe(200);
});

test('codes sent all at once on one challenge: no more than five are judged', async () => {
  const account = await loggedIn(server, 'burst');
  const { secret } = await turnOnTwoFactor(server, account.token);
  const address = freshIp();
  const challenge = await challengeFor(server, account, address);
  const wrong = await wrongCode(secret);
  const answers = await Promise.all(Array.from({ length: 20 }, () => secondStep(server, challenge, wrong, address)));
  const judged = answers.filter((answer) => json(answer).msg === 'That code is not right, or was already used. Please try the current code from your app.');
  expect(judged).toHaveLength(CODES_PER_CHALLENGE);
  expect(answers.filter((answer) => json(answer).errorType === 'two_factor_challenge_invalid')).toHaveLength(20 - CODES_PER_CHALLENGE);
});

test(`codes sent all at once on many challenges: no more than ${WRONG_CODES_PER_ACCOUNT} are judged before the lock`, async () => {
  const account = await loggedIn(server, 'swarm');
  const { secret } = await turnOnTwoFactor(server, account.token);
  const wrong = await wrongCode(secret);
  const challenges = await Promise.all(Array.from({ length: 6 }, () => challengeFor(server, account)));
  const answers = await Promise.all(
    challenges.flatMap((challenge) => Array.from({ length: CODES_PER_CHALLENGE }, () => secondStep(server, challenge, wrong))),
  );
  expect(answers.filter((answer) => answer.statusCode !== 401 && answer.statusCode !== 423)).toEqual([]);
  const wrongAnswers = answers.filter((answer) => answer.statusCode === 401);
  // Each code judged wrong is a counted failure; the rest were refused before anyone looked at them.
  const [counted] = await server.db.query<{ total: number }>('SELECT count(*)::int AS total FROM login_failures WHERE account_key = $1', [`2fa:${account.id}`]);
  expect(counted!.total).toBe(WRONG_CODES_PER_ACCOUNT);
  expect(wrongAnswers.length).toBeLessThan(WRONG_CODES_PER_ACCOUNT);
  expect(answers.filter((answer) => answer.statusCode === 423).length).toBe(30 - wrongAnswers.length);
});

test(`the account's cap is checked in the same step that lets a code in: of 30 let in at once from 30 addresses, ${WRONG_CODES_PER_ACCOUNT} get through`, async () => {
  const account = await loggedIn(server, 'capped');
  const answers = await Promise.all(
    Array.from({ length: 30 }, () => server.app.loginThrottle.reserve(`2fa:${account.id}`, freshIp(), { accountCap: WRONG_CODES_PER_ACCOUNT })),
  );
  expect(answers.filter((answer) => answer.open)).toHaveLength(WRONG_CODES_PER_ACCOUNT);
  expect(answers.filter((answer) => !answer.open && answer.reason === 'account_capped')).toHaveLength(30 - WRONG_CODES_PER_ACCOUNT);
});
