import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { OutboxRepository } from '../../../server/notifications/outboxRepository';
import { testConfig } from '../build';
import { createTestDatabase } from '../testDatabase';
import { type SmtpCapture, startSmtpCapture } from './smtpCapture';
import { createAccount, createTournament, freshIp, startTestSender, type TestAccount, waitFor } from './support';

jest.setTimeout(60_000);

let db: Database;
let smtp: SmtpCapture;

beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  await smtp?.close();
  await db.close();
});

/** The real app on `db`, mailing through the test's SMTP server. */
async function startApp(): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig({ SMTP_URL: smtp.url }), db });
  await app.ready();
  return app;
}

async function signUpVisitors(app: FastifyInstance, tournamentId: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `fan${index}@example.com`);
  for (const email of emails) {
    const response = await app.inject({ method: 'POST', url: '/api/notify/anonymous', payload: { email, tournamentId }, remoteAddress: freshIp() });
    expect(response.statusCode).toBe(201);
  }
  return emails;
}

function openRegistration(app: FastifyInstance, admin: TestAccount, tournamentId: string, status = 'UPCOMING') {
  return app.inject({ method: 'PATCH', url: `/api/tournaments/${tournamentId}`, headers: { authorization: admin.authorization }, payload: { status } });
}

function recipients(): string[] {
  return smtp.mails.flatMap((mail) => mail.to).sort();
}

it('mails every sign-up exactly once when the tournament leaves COMING_SOON: subject, UTC start and link', async () => {
  smtp = await startSmtpCapture();
  const app = await startApp();
  try {
    const admin = await createAccount(app, { role: 'admin' });
    const user = await createAccount(app, { email: 'Account.Holder@example.com' });
    const tournament = await createTournament(app, admin, { title: 'Registration Cup', startAt: '2031-07-04T20:00:00+02:00', prizePool: '€2,000', format: 'SWISS', platform: 'PC' });
    const visitors = await signUpVisitors(app, tournament._id, 3);
    const byAccount = await app.inject({ method: 'POST', url: '/api/notify', headers: { authorization: user.authorization }, payload: { tournamentId: tournament._id } });
    expect(byAccount.statusCode).toBe(201);
    // Another tournament's sign-up, and a title-only one, are not mailed by this change.
    const other = await createTournament(app, admin);
    await signUpVisitors(app, other._id, 1);
    await app.inject({ method: 'POST', url: '/api/notify/anonymous', payload: { email: 'title-only@example.com', tournamentTitle: 'Registration Cup' }, remoteAddress: freshIp() });

    expect(smtp.mails).toHaveLength(0);
    expect((await openRegistration(app, admin, tournament._id)).statusCode).toBe(200);
    // The account's address as the account holds it, not as it was signed up.
    const expected = [...visitors, 'Account.Holder@example.com'].sort();
    await waitFor(() => smtp.mails.length >= expected.length, 'the registration mails');
    await waitFor(async () => (await new OutboxRepository(db).countUnsent()) === 0, 'the outbox to be marked sent');

    // Moving on (and back and forth) sends nothing more.
    await openRegistration(app, admin, tournament._id, 'COMING_SOON');
    await openRegistration(app, admin, tournament._id, 'LIVE');
    await app.notificationSender.stop();
    expect(recipients()).toEqual(expected);

    const mail = smtp.mails[0]!;
    expect(mail.subject).toBe('Registration is open: Registration Cup');
    expect(mail.text).toContain('Starts: 2031-07-04 18:00 UTC');
    expect(mail.text).toContain(`See the tournament and sign up: http://localhost:8080/tournaments/${tournament._id}`);
    expect(mail.text).toContain('Prize pool: €2,000');
    expect(mail.html).toContain(`<a href="http://localhost:8080/tournaments/${tournament._id}">`);
  } finally {
    await app.close();
  }
});

it('mails at once when someone signs up for a tournament whose registration is already open', async () => {
  smtp = await startSmtpCapture();
  const app = await startApp();
  try {
    const admin = await createAccount(app, { role: 'admin' });
    const tournament = await createTournament(app, admin, { status: 'SCHEDULED', title: 'Already Open Cup' });
    await signUpVisitors(app, tournament._id, 1);
    await waitFor(() => smtp.mails.length === 1, 'the mail');
    expect(smtp.mails[0]).toMatchObject({ to: ['fan0@example.com'], subject: 'Registration is open: Already Open Cup' });
  } finally {
    await app.close();
  }
});

it('retries a mail the SMTP server refused, and sends it once it is accepted', async () => {
  smtp = await startSmtpCapture();
  smtp.refuseNext(2);
  const app = await startApp();
  await app.notificationSender.stop();
  const admin = await createAccount(app, { role: 'admin' });
  const tournament = await createTournament(app, admin);
  await signUpVisitors(app, tournament._id, 1);
  await openRegistration(app, admin, tournament._id);
  const sender = startTestSender(app, db, { retryBaseMs: 10 });
  try {
    const outbox = () => db.query<{ attempts: number; sent: boolean }>('SELECT attempts, sent_at IS NOT NULL AS sent FROM notification_outbox');
    // The SMTP server holds the mail a moment before the sender records it as sent.
    await waitFor(async () => (await outbox()).some((row) => row.sent), 'the mail after two refusals');
    expect(await outbox()).toEqual([{ attempts: 3, sent: true }]);
    expect(smtp.mails).toHaveLength(1);
  } finally {
    await sender.stop();
    await app.close();
  }
});

it('a restart in the middle sends none twice and drops none', async () => {
  // A slow SMTP server, so the first process is stopped with mails in flight and others untried.
  smtp = await startSmtpCapture({ delayMs: 50 });
  const signups = 40;
  const first = await startApp();
  const admin = await createAccount(first, { role: 'admin' });
  const tournament = await createTournament(first, admin);
  const emails = await signUpVisitors(first, tournament._id, signups);
  expect((await openRegistration(first, admin, tournament._id)).statusCode).toBe(200);
  await waitFor(() => smtp.mails.length >= 10, 'some mails from the first process');
  await first.close();
  const sentByFirst = smtp.mails.length;
  expect(sentByFirst).toBeLessThan(signups);

  // A process that died holding rows: it claimed them and never sent or released them. Its lease
  // is over by the time the next process looks.
  const dead = await new OutboxRepository(db).claim({ workerId: 'crashed-process', batchSize: 5, leaseMs: 1, maxAttempts: 8 });
  expect(dead.length).toBeGreaterThan(0);

  const second = await startApp();
  try {
    await waitFor(async () => (await new OutboxRepository(db).countUnsent()) === 0, 'every mail to be sent after the restart');
    expect(smtp.mails.length).toBeGreaterThan(sentByFirst);
    expect(recipients()).toEqual([...emails].sort());
  } finally {
    await second.close();
  }
});

it('two senders side by side (two processes on one database) never send the same mail', async () => {
  smtp = await startSmtpCapture();
  const app = await startApp();
  await app.notificationSender.stop();
  const admin = await createAccount(app, { role: 'admin' });
  const tournament = await createTournament(app, admin);
  const emails = await signUpVisitors(app, tournament._id, 30);
  await openRegistration(app, admin, tournament._id);
  const senders = ['a', 'b'].map((name) => startTestSender(app, db, { workerId: name, batchSize: 3 }));
  try {
    await waitFor(async () => (await new OutboxRepository(db).countUnsent()) === 0, 'the outbox to drain');
    expect(recipients()).toEqual([...emails].sort());
  } finally {
    await Promise.all(senders.map((sender) => sender.stop()));
    await app.close();
  }
});
