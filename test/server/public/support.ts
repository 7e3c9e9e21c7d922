import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../common/user';
import { newId } from '../../../server/db/ids';
import type { Mail, Mailer } from '../../../server/plugins/mail';

/** Loading a database copy takes seconds when several test files start at once on two cores. */
export const BUILD_TIMEOUT_MS = 30_000;

export interface TestAccount {
  id: string;
  authorization: string;
}

/** Inserts a verified account the way the accounts feature stores one, and signs it a token. */
export async function createAccount(app: FastifyInstance, role: Role = 'user'): Promise<TestAccount> {
  const id = newId();
  const name = `player_${id.slice(-10)}`;
  await app.db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, role, is_admin, email_verified_at)
     VALUES ($1, $2, $2, $3, $3, $4, $5, now())`,
    [id, `${name}@example.com`, name, role, role === 'admin'],
  );
  const { token } = await app.openSession({ id, tokenVersion: 0, role });
  return { id, authorization: `Bearer ${token}` };
}

/** A mailer that keeps every mail; the app hands a mail over before it answers the request. */
export function capturingMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close: () => undefined,
  };
}

/** Each test request from its own address, so per-IP rate limits only count where a test means them to. */
let lastAddress = 0;
export function freshIp(): string {
  lastAddress++;
  return `10.77.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}
