import type { Mail, Mailer } from '../../../server/plugins/mail';
import { accountWithRole, buildAccounts, freshIp, newIdentity, register, type AccountsServer } from '../accounts/accountsSupport';
import { createAccount, createTournament } from '../tournaments/support';

/** Records every mail the app hands over, at the moment it does. */
function recordingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: () => undefined };
}

const mailer = recordingMailer();
let server: AccountsServer;
beforeAll(async () => {
  server = await buildAccounts({}, { mailer });
});
afterAll(async () => {
  await server.close();
});

const mailsTo = (address: string, subject: RegExp) => mailer.sent.filter((mail) => mail.to === address && subject.test(mail.subject));

/** The same request from many addresses, as a script spread over many machines would send it. */
async function fromManyAddresses(times: number, url: string, payload: object) {
  for (let i = 0; i < times; i++) {
    const response = await server.inject({ method: 'POST', url, payload, remoteAddress: freshIp() });
    expect(response.statusCode).toBeLessThan(300);
  }
}

test('forgot-password mails one address once however many addresses ask', async () => {
  const account = await accountWithRole(server.app, 'user');
  await fromManyAddresses(8, '/api/auth/forgot-password', { email: account.email });
  expect(mailsTo(account.email, /reset/i)).toHaveLength(1);
});

test('asks spread over a day still mail one address at most 6 reset links', async () => {
  const account = await accountWithRole(server.app, 'user');
  for (let ask = 0; ask < 8; ask++) {
    await fromManyAddresses(1, '/api/auth/forgot-password', { email: account.email });
    // The next ask comes after the two-minute pause, as if hours apart.
    await server.db.query(`UPDATE rate_limit_hits SET window_ends_at = now() WHERE limit_key = $1`, [`mail-to reset_password 120000 ${account.email.toLowerCase()}`]);
  }
  expect(mailsTo(account.email, /reset/i)).toHaveLength(6);
});

test('resend-verification mails one address once however many addresses ask', async () => {
  const identity = newIdentity('unverified');
  expect((await register(server, identity)).statusCode).toBe(201);
  const before = mailsTo(identity.email, /verify/i).length;
  await fromManyAddresses(8, '/api/auth/resend-verification', { email: identity.email });
  expect(mailsTo(identity.email, /verify/i).length - before).toBe(1);
});

test('newsletter confirmations go to one address once however many addresses ask (the subscription keeps its own resend pause)', async () => {
  const address = `${newIdentity('reader').username}@example.com`;
  await fromManyAddresses(5, '/api/newsletter/subscribe', { email: address });
  expect(mailsTo(address, /.*/)).toHaveLength(1);
});

test('one e-mail address can be signed up anonymously for 10 tournaments a day; the 11th is refused and stores nothing', async () => {
  const address = `${newIdentity('stranger').username}@example.com`;
  const admin = await createAccount(server.app, { role: 'admin' });
  const tournaments: string[] = [];
  for (let i = 0; i < 11; i++) tournaments.push((await createTournament(server.app, admin))._id);
  for (const tournament of tournaments.slice(0, 10)) {
    const response = await server.inject({
      method: 'POST',
      url: '/api/notify/anonymous',
      payload: { email: address, tournamentId: tournament },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(201);
  }
  const refused = await server.inject({
    method: 'POST',
    url: '/api/notify/anonymous',
    payload: { email: address, tournamentId: tournaments[10] },
    remoteAddress: freshIp(),
  });
  expect(refused.statusCode).toBe(429);
  expect(JSON.parse(refused.body).msg).toMatch(/many tournaments today/);
  expect(await server.db.query('SELECT count(*)::int AS count FROM notify_signups WHERE email = $1', [address])).toEqual([{ count: 10 }]);
});

describe('the limits per recipient count one mailbox, however its address is written', () => {
  test('+tag and Gmail dot variants of one inbox share the sign-up and verification limits; each mail goes to the address as typed', async () => {
    const name = newIdentity('inbox').username;
    const variants = [`${name}@gmail.com`, `${name.slice(0, 3)}.${name.slice(3)}+one@gmail.com`, `${name.toUpperCase()}+two@googlemail.com`];
    for (const email of variants) {
      expect((await register(server, { ...newIdentity(), email })).statusCode).toBe(201);
      await fromManyAddresses(3, '/api/auth/resend-verification', { email });
    }
    const toInbox = mailer.sent.filter((mail) => variants.includes(mail.to) && /verify/i.test(mail.subject));
    // One sign-up mail and one resent link for the whole inbox, to the first address as it was typed.
    expect(toInbox.map((mail) => mail.to)).toEqual([variants[0], variants[0]]);
  });

  test('a reset asked for by a +tag variant of an address waits for the limit the plain address used', async () => {
    const plain = newIdentity('tagged');
    const tagged = { ...newIdentity(), email: plain.email.replace('@', '+shop@') };
    const users = server.app.usersRepository;
    for (const { email, username } of [plain, tagged]) await users.create({ email, username, passwordHash: null, emailVerified: true });
    await fromManyAddresses(1, '/api/auth/forgot-password', { email: plain.email });
    await fromManyAddresses(1, '/api/auth/forgot-password', { email: tagged.email });
    expect(mailer.sent.filter((mail) => [plain.email, tagged.email].includes(mail.to) && /reset/i.test(mail.subject)).map((mail) => mail.to)).toEqual([
      plain.email,
    ]);
  });

  test('anonymous notify sign-ups of +tag variants count against the one address a day', async () => {
    const address = `${newIdentity('tagger').username}@example.com`;
    const admin = await createAccount(server.app, { role: 'admin' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const tournament = (await createTournament(server.app, admin))._id;
      const response = await server.inject({
        method: 'POST',
        url: '/api/notify/anonymous',
        payload: { email: address.replace('@', `+t${i}@`), tournamentId: tournament },
        remoteAddress: freshIp(),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });
});
