import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../common/user';
import type { Database } from '../../../server/db/database';
import { newId } from '../../../server/db/ids';
import { OutboxSender, type OutboxSenderOptions } from '../../../server/notifications/outboxSender';
import { createMailer } from '../../../server/plugins/mail';

export interface TestAccount {
  id: string;
  email: string;
  authorization: string;
}

/** Inserts a verified account the way the accounts feature stores one, and signs it a token. */
export async function createAccount(app: FastifyInstance, { role = 'user' as Role, email }: { role?: Role; email?: string } = {}): Promise<TestAccount> {
  const id = newId();
  const name = `player_${id.slice(-10)}`;
  const address = email ?? `${name}@example.com`;
  await app.db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, role, is_admin, email_verified_at)
     VALUES ($1, $2, $3, $4, $4, $5, $6, now())`,
    [id, address, address.toLowerCase(), name, role, role === 'admin'],
  );
  const { token } = await app.openSession({ id, tokenVersion: 0, role });
  return { id, email: address, authorization: `Bearer ${token}` };
}

/** A COMING_SOON tournament created through the admin API, as an admin would. */
export async function createTournament(app: FastifyInstance, admin: TestAccount, body: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: { authorization: admin.authorization },
    payload: { title: `Test Cup ${newId().slice(-6)}`, status: 'COMING_SOON', startAt: '2030-06-01T18:00:00.000Z', game: 'ea-fc', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`createTournament: ${response.statusCode} ${response.body}`);
  return response.json() as { _id: string; title: string; status: string; startAt: string | null };
}

/** Each sign-up from its own address, so the per-IP rate limit never gets in a test's way. */
let nextAddress = 1;
export function freshIp(): string {
  nextAddress++;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

/** Polls until the condition holds; fails with `what` if it never does. */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * An outbox sender driven by the test, with short delays and an SMTP pool of its own. stop() closes
 * that pool too: an open pooled connection would hold the test's SMTP server's close() for 30 s.
 */
export function startTestSender(app: FastifyInstance, db: Database, options: Partial<OutboxSenderOptions> = {}): { stop(): Promise<void> } {
  const mailer = createMailer(app.appConfig, quiet);
  const sender = new OutboxSender({ db, mailer, publicUrl: 'http://localhost:8080', log: quiet, pollIntervalMs: 10, ...options });
  sender.start();
  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= sender.stop().finally(() => mailer.close());
      return stopping;
    },
  };
}
