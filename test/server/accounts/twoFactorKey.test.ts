/**
 * The authenticator secrets are sealed with a key of their own (TWO_FACTOR_KEY, or one generated
 * into DATA_DIR), so rotating JWT_SECRET leaves the codes working; secrets sealed by an older server
 * with the key derived from JWT_SECRET are sealed again; a key that no longer opens a secret gets a
 * clear answer, never a 500.
 */
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database';
import { newTotpSecret } from '../../../server/twoFactor/totp';
import { createTestDatabase } from '../testDatabase';
import { type AccountsServer, buildAccounts, json, loggedIn } from './accountsSupport';
import { challengeFor, codeAt, secondStep, turnOnTwoFactor } from './twoFactorSupport';

const FIRST_JWT_SECRET = 'the-first-signing-secret-long-enough-0123456789';
const ROTATED_JWT_SECRET = 'a-rotated-signing-secret-long-enough-9876543210';

let db: Database;
let dataDir: string;
const servers: AccountsServer[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-two-factor-key-'));
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A server on the shared database, as a restart with other settings would be. */
async function serverWith(env: Record<string, string>): Promise<AccountsServer> {
  const server = await buildAccounts({ DATA_DIR: dataDir, ...env }, { db });
  servers.push(server);
  return server;
}

/** A secret sealed as servers before TWO_FACTOR_KEY did: AES-256-GCM under a key derived from JWT_SECRET. */
function sealedTheOldWay(secret: string, jwtSecret: string): string {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'versus', 'two-factor secrets', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

test('rotating JWT_SECRET leaves authenticator codes working', async () => {
  const before = await serverWith({ JWT_SECRET: FIRST_JWT_SECRET });
  const account = await loggedIn(before, 'rotate');
  const { secret } = await turnOnTwoFactor(before, account.token);

  const after = await serverWith({ JWT_SECRET: ROTATED_JWT_SECRET });
  const signedIn = await secondStep(after, await challengeFor(after, account), await codeAt(secret));
  expect(signedIn.statusCode).toBe(200);
});

test('a secret sealed with the key of JWT_SECRET by an older server still opens, and is sealed again with the two-factor key', async () => {
  const server = await serverWith({ JWT_SECRET: FIRST_JWT_SECRET });
  const account = await loggedIn(server, 'legacy');
  const { secret: first } = await turnOnTwoFactor(server, account.token);
  const secret = newTotpSecret();
  await db.query('UPDATE user_two_factor SET sealed_secret = $2 WHERE user_id = $1', [account.id, sealedTheOldWay(secret, FIRST_JWT_SECRET)]);
  expect(first).not.toBe(secret);

  // Used before any restart: it opens, and is sealed again on the way.
  expect((await secondStep(server, await challengeFor(server, account), await codeAt(secret))).statusCode).toBe(200);
  const [row] = await db.query<{ sealed_secret: string }>('SELECT sealed_secret FROM user_two_factor WHERE user_id = $1', [account.id]);
  expect(row!.sealed_secret.startsWith('k2:')).toBe(true);

  // Not used before the restart: the restart seals it again, so rotating JWT_SECRET with it does no harm.
  const other = await loggedIn(server, 'legacy');
  await turnOnTwoFactor(server, other.token);
  const otherSecret = newTotpSecret();
  await db.query('UPDATE user_two_factor SET sealed_secret = $2 WHERE user_id = $1', [other.id, sealedTheOldWay(otherSecret, FIRST_JWT_SECRET)]);
  await serverWith({ JWT_SECRET: FIRST_JWT_SECRET });
  const rotated = await serverWith({ JWT_SECRET: ROTATED_JWT_SECRET });
  expect((await secondStep(rotated, await challengeFor(rotated, other), await codeAt(otherSecret, 1))).statusCode).toBe(200);
});

test('a secret the key cannot open answers 409 telling the person to use a recovery code, never a 500; the recovery code works', async () => {
  const server = await serverWith({ JWT_SECRET: FIRST_JWT_SECRET });
  const account = await loggedIn(server, 'unreadable');
  const { secret, recoveryCodes } = await turnOnTwoFactor(server, account.token);

  const otherKey = await serverWith({ JWT_SECRET: ROTATED_JWT_SECRET, TWO_FACTOR_KEY: 'a-different-two-factor-key-0123456789-abcdef' });
  const answer = await secondStep(otherKey, await challengeFor(otherKey, account), await codeAt(secret));
  expect(answer.statusCode).toBe(409);
  expect(json(answer).msg).toMatch(/recovery codes/);
  expect(json(answer).msg).toMatch(/contact support/);
  // Not the person's fault: it does not count as a wrong code.
  const [counted] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM login_failures WHERE account_key = $1', [`2fa:${account.id}`]);
  expect(counted!.total).toBe(0);
  expect((await secondStep(otherKey, await challengeFor(otherKey, account), recoveryCodes[0]!)).statusCode).toBe(200);
});

describe('TWO_FACTOR_KEY', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'versus-config-')), JWT_SECRET: FIRST_JWT_SECRET, ...env });
  const keyError = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('no ConfigError');
  };

  test('unset: one is generated into DATA_DIR once and reused, apart from the JWT secret', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'versus-config-'));
    const first = loadConfig({ DATA_DIR: dir }).twoFactorKey;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: ROTATED_JWT_SECRET }).twoFactorKey).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).not.toBe(first);
    rmSync(dir, { recursive: true, force: true });
  });

  test('set: at least 32 characters; with DATABASE_URL it must be set, since every process must have the same', () => {
    expect(load({ TWO_FACTOR_KEY: 'k'.repeat(32) }).twoFactorKey).toBe('k'.repeat(32));
    expect(keyError({ TWO_FACTOR_KEY: 'too-short' }).key).toBe('TWO_FACTOR_KEY');
    const onPostgres = keyError({ DATABASE_URL: 'postgres://versus@db.example:5432/versus' });
    expect(onPostgres.key).toBe('TWO_FACTOR_KEY');
    expect(onPostgres.message).toMatch(/DATABASE_URL/);
    expect(load({ DATABASE_URL: 'postgres://versus@db.example:5432/versus', TWO_FACTOR_KEY: 'k'.repeat(40) }).twoFactorKey).toBe('k'.repeat(40));
  });
});
