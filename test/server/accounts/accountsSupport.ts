import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role } from '../../../common/user';
import { build, type BuildOptions, type TestServer } from '../build';

export const PASSWORD = 'correct horse battery';

// Each password hash costs argon2id's 19 MiB and two passes, and a fresh database takes seconds:
// on a busy machine the default 5 s per test or hook is not enough. A bound, not a speed check.
jest.setTimeout(60_000);

/** A test server that also keeps every response body it sent, to prove none leaks a hash. */
export interface AccountsServer extends TestServer {
  sentBodies: string[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export async function buildAccounts(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<AccountsServer> {
  const sentBodies: string[] = [];
  const server = await build(env, {
    ...options,
    extend: async (app) => {
      app.addHook('onSend', async (_request, _reply, payload) => {
        if (typeof payload === 'string') sentBodies.push(payload);
        return payload;
      });
      await options.extend?.(app);
    },
  });
  return { ...server, sentBodies, inject: (request) => server.app.inject(request) };
}

/** Each test takes its own client address, so per-IP limits only bite where a test wants them to. */
let lastAddress = 0;
export function freshIp(): string {
  lastAddress++;
  return `10.3.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

let lastName = 0;
/** A new username and e-mail for one test. */
export function newIdentity(prefix = 'player') {
  lastName++;
  const username = `${prefix}${process.pid % 1000}x${lastName}`;
  return { username, email: `${username}@example.com`, password: PASSWORD };
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  body: string;
}

export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function readOutbox(server: TestServer): Promise<OutboxMail[]> {
  const dir = path.join(server.config.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files.sort().map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
      return { file, to: header('To'), subject: header('Subject'), body: decodeQuotedPrintable(raw) };
    }),
  );
}

/** The newest outbox mail to the address whose subject matches; waits for mails sent in the background. */
export async function waitForMail(server: TestServer, to: string, subject: RegExp, { after = 0 } = {}): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = (await readOutbox(server)).slice(after).filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
    const newest = mails.at(-1);
    if (newest) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

export function linkIn(body: string, pattern: RegExp): string {
  const link = body.match(pattern)?.[0];
  if (!link) throw new Error(`No link matching ${pattern} in the mail`);
  return link;
}

/** The parameters of a mailed account link, which carries them in its fragment (#token=…). */
export function fragmentOf(link: string): URLSearchParams {
  return new URLSearchParams(new URL(link).hash.slice(1));
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function register(server: AccountsServer, identity: { username: string; email: string; password: string }) {
  return server.inject({ method: 'POST', url: '/api/auth/register', payload: identity, remoteAddress: freshIp() });
}

export async function login(server: AccountsServer, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return server.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress: freshIp() });
}

/** Registers through the API and follows the verification link from the outbox. */
export async function registerVerified(server: AccountsServer, prefix = 'player') {
  const identity = newIdentity(prefix);
  const registered = await register(server, identity);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const mail = await waitForMail(server, identity.email, /verify/i);
  const token = linkIn(mail.body, /\/verify-email\/[A-Za-z0-9_-]+/).split('/').pop()!;
  const verified = await server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  const id = json<{ user: { _id: string } }>(registered).user._id;
  return { ...identity, id };
}

/** Logs a verified account in and answers its token. */
export async function loggedIn(server: AccountsServer, prefix = 'player') {
  const account = await registerVerified(server, prefix);
  const response = await login(server, { email: account.email, password: account.password });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return { ...account, token: json<{ token: string }>(response).token };
}

/** An account made with the repository the app uses (a factory for role tests), already logged in. */
export async function accountWithRole(app: FastifyInstance, role: Role, { isAdmin = false } = {}) {
  const identity = newIdentity(role);
  const users = app.usersRepository;
  const row = await users.create({
    email: identity.email,
    username: identity.username,
    passwordHash: await app.passwords.hash(identity.password),
    emailVerified: true,
    role,
    isAdmin,
  });
  const { token } = await app.openSession({ id: row.id, tokenVersion: row.token_version, role: row.role });
  return { ...identity, id: row.id, token };
}

export const ARGON2_MARKER = '$argon2';
