/**
 * Accounts: password login throughput (argon2id with 19 MiB and two passes is slow on
 * purpose: each login costs tens of milliseconds of CPU) and the latency of GET /api/auth/me, the
 * call every page load makes with a stored token.
 *
 * The account is registered through the API and verified with the link of its mail, read from the
 * server's outbox: DATA_DIR comes from the server process's environment (/proc, Linux only).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOGINS_PER_IP_PER_MINUTE } from '../../server/routes/accounts/accountRules';
import type { Benchmark, BenchContext, BenchRow } from '../types';
import { nearestRank, round } from '../figures';

const LOGIN_CONNECTIONS = 8;
/** Under the per-IP login limit, with room for the account's own first login. */
const LOGIN_SAMPLE = LOGINS_PER_IP_PER_MINUTE - 10;
const ME_CONNECTIONS = 50;
const WARMUP_SECONDS = 1;
const PASSWORD = 'bench passphrase 1';

function serverDataDir(pid: number): string {
  const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  const entry = environment.find((variable) => variable.startsWith('DATA_DIR='));
  if (!entry) throw new Error('The server process has no DATA_DIR in its environment');
  return entry.slice('DATA_DIR='.length);
}

async function verificationToken(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    for (const file of readdirSync(outbox, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      const mail = readFileSync(path.join(outbox, file.name), 'utf8').replace(/=\r?\n/g, '');
      if (!mail.includes(email)) continue;
      const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No verification mail for ${email} in ${outbox}`);
}

async function post(baseUrl: string, pathname: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`POST ${pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** A verified account and a token of it. */
async function benchAccount({ baseUrl, serverPid }: BenchContext) {
  const username = `bench${Date.now() % 1_000_000}`;
  const email = `${username}@example.com`;
  await post(baseUrl, '/api/auth/register', { email, username, password: PASSWORD });
  await post(baseUrl, '/api/auth/verify-email', { token: await verificationToken(serverDataDir(serverPid), email) });
  const { token } = await post(baseUrl, '/api/auth/login', { email, password: PASSWORD });
  return { email, token: String(token) };
}

function row(label: string, connections: number, result: autocannon.Result): BenchRow {
  return {
    case: label,
    connections,
    'req/s': round(result.requests.average),
    'p50 ms': round(result.latency.p50),
    'p99 ms': round(result.latency.p99),
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

function percentile(sorted: number[], fraction: number): number {
  return nearestRank(sorted, fraction) ?? 0;
}

/**
 * Logins measured within the per-IP limit (LOGINS_PER_IP_PER_MINUTE): a fixed number of them,
 * LOGIN_CONNECTIONS at a time, timed end to end. autocannon would mostly measure 429s here.
 */
async function measureLogins(baseUrl: string, email: string): Promise<BenchRow> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let started = 0;
  const worker = async () => {
    while (started < LOGIN_SAMPLE) {
      started++;
      const begin = performance.now();
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - begin);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: LOGIN_CONNECTIONS }, worker));
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    case: `POST /api/auth/login (argon2id verify + sign), ${LOGIN_SAMPLE} logins`,
    connections: LOGIN_CONNECTIONS,
    'req/s': round(LOGIN_SAMPLE / seconds),
    'p50 ms': round(percentile(latencies, 0.5)),
    'p99 ms': round(percentile(latencies, 0.99)),
    'non-2xx': LOGIN_SAMPLE - (statuses[200] ?? 0),
    errors: 0,
  };
}

export const accounts: Benchmark = {
  name: 'accounts',
  title: 'Accounts: password login (argon2id) and GET /api/auth/me (autocannon)',
  perDatabase: true,
  async run(context: BenchContext) {
    const { baseUrl, durationSeconds, log } = context;
    const account = await benchAccount(context);

    log(`  POST /api/auth/login: ${LOGIN_SAMPLE} logins, ${LOGIN_CONNECTIONS} at a time`);
    const login = await measureLogins(baseUrl, account.email);

    const meHeaders = { accept: 'application/json', authorization: `Bearer ${account.token}` };
    log(`  GET /api/auth/me: ${WARMUP_SECONDS} s warm-up, ${durationSeconds} s measured`);
    await autocannon({ url: `${baseUrl}/api/auth/me`, connections: 10, duration: WARMUP_SECONDS, headers: meHeaders });
    const me = await autocannon({ url: `${baseUrl}/api/auth/me`, connections: ME_CONNECTIONS, duration: durationSeconds, headers: meHeaders });

    return {
      rows: [login, row('GET /api/auth/me (verify JWT + 2 reads)', ME_CONNECTIONS, me)],
      notes: [
        'Login is slow by design: argon2id (19 MiB, t=2, p=1) makes guessing passwords expensive.',
        `Logins are counted, not timed for ${durationSeconds} s: one address may log in ${LOGINS_PER_IP_PER_MINUTE} times a minute.`,
      ],
    };
  },
};
