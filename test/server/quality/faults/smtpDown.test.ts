/**
 * Faults: the SMTP server is down (nothing listens at SMTP_URL) when registration opens
 * and the sign-ups' mails fall due. The outbox keeps them and retries; once SMTP is up, every
 * recipient gets exactly one mail. (A server refusing a message with 451 is in
 * test/server/tournaments/registrationMails.test.ts.)
 */
import { createServer } from 'node:net';
import { buildApp } from '../../../../server/app';
import type { Database } from '../../../../server/db/database';
import { testConfig } from '../../build';
import { createTestDatabase } from '../../testDatabase';
import { type SmtpCapture, startSmtpCapture } from '../../tournaments/smtpCapture';
import { createAccount, createTournament, freshIp, startTestSender, waitFor } from '../../tournaments/support';

jest.setTimeout(90_000);

const SIGN_UPS = 5;

/** A port nobody listens on (yet). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let db: Database;
let smtp: SmtpCapture | undefined;

beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  await smtp?.close();
  await db.close();
});

test('mails due while SMTP is unreachable are retried and, once it is back, each is sent once', async () => {
  const port = await closedPort();
  const app = await buildApp({ config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), db });
  await app.ready();
  // The test drives its own sender, with short retry delays.
  await app.notificationSender.stop();
  let sender: { stop(): Promise<void> } | undefined;
  try {
    const admin = await createAccount(app, { role: 'admin' });
    const tournament = await createTournament(app, admin);
    const emails = Array.from({ length: SIGN_UPS }, (_, index) => `down${index}@example.com`);
    for (const email of emails) {
      const response = await app.inject({ method: 'POST', url: '/api/notify/anonymous', payload: { email, tournamentId: tournament._id }, remoteAddress: freshIp() });
      expect(response.statusCode).toBe(201);
    }
    const opened = await app.inject({ method: 'PATCH', url: `/api/tournaments/${tournament._id}`, headers: { authorization: admin.authorization }, payload: { status: 'UPCOMING' } });
    expect(opened.statusCode).toBe(200);

    sender = startTestSender(app, db, { retryBaseMs: 10 });
    const outbox = () => db.query<{ attempts: number; sent: boolean }>('SELECT attempts, sent_at IS NOT NULL AS sent FROM notification_outbox');
    await waitFor(async () => {
      const rows = await outbox();
      return rows.length === SIGN_UPS && rows.every((row) => row.attempts >= 2);
    }, 'every due mail tried at least twice while SMTP is down');
    expect((await outbox()).filter((row) => row.sent)).toEqual([]);

    smtp = await startSmtpCapture({ port });
    await waitFor(async () => (await outbox()).every((row) => row.sent), 'every mail sent once SMTP is back');
    await sender.stop();

    expect(smtp.mails.flatMap((mail) => mail.to).sort()).toEqual([...emails].sort());
  } finally {
    await sender?.stop();
    await app.close();
  }
});
