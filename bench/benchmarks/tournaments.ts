/**
 * Tournaments: the list the home page and /tournaments ask for, under load, and how long
 * the "registration is open" mails for 1,000 sign-ups take to reach a local SMTP server once an
 * admin moves the tournament out of COMING_SOON.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openPglite, openPostgres } from '../../server/db/database';
import { newId } from '../../server/db/ids';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { startSmtpCapture } from '../../test/server/tournaments/smtpCapture';
import type { Benchmark, BenchContext, BenchRow } from '../types';
import { round } from '../figures';

const LIST_PATH = '/api/tournaments?sort=date&limit=20';
const CONNECTIONS = 50;
const SIGNUPS = 1_000;
/** A bound against a hung run, not a judgement on speed. */
const MAIL_TIMEOUT_MS = 10 * 60_000;

async function listThroughput({ baseUrl, durationSeconds, log }: BenchContext): Promise<BenchRow> {
  log(`  GET ${LIST_PATH}: 1 s warm-up, ${durationSeconds} s measured`);
  await autocannon({ url: `${baseUrl}${LIST_PATH}`, connections: 10, duration: 1 });
  const result = await autocannon({ url: `${baseUrl}${LIST_PATH}`, connections: CONNECTIONS, duration: durationSeconds, headers: { accept: 'application/json' } });
  return {
    case: `GET ${LIST_PATH} (${CONNECTIONS} connections)`,
    'req/s': Math.round(result.requests.average),
    'p50 ms': round(result.latency.p50),
    'p99 ms': round(result.latency.p99),
    'non-2xx': result.non2xx,
    errors: result.errors,
  };
}

/** A database of the pass's kind: PGlite in memory, or a schema of its own on PostgreSQL. */
async function freshDatabase(kind: BenchContext['database']): Promise<Database> {
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (kind === 'pglite' || !url) return openPglite(undefined);
  const schema = `bench_mail_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = openPostgres({ connectionString: url, searchPath: schema });
  return {
    ...db,
    async close() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/**
 * The real app in this process (so the benchmark controls SMTP_URL and the admin), 1,000 sign-ups
 * inserted as the notify routes store them, then the clock runs from the PATCH to the last mail
 * accepted by the SMTP server.
 */
async function registrationMails({ database, log }: BenchContext, { pooled }: { pooled: boolean }): Promise<BenchRow> {
  log(`  ${SIGNUPS} registration-open mails to a local SMTP server${pooled ? ' (pooled connections)' : ''}`);
  const smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-bench-mails-'));
  const db = await freshDatabase(database);
  try {
    await migrate(db);
    await seed(db, { demo: false });
    // The admin that opens registration is made in the database without an authenticator: the rule that admins need two-factor is off on purpose.
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SMTP_URL: pooled ? `${smtp.url}/?pool=true` : smtp.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      REQUIRE_ADMIN_2FA: 'false',
    });
    const app = await buildApp({ config, db, distDir: path.join(dataDir, 'no-build') });
    await app.ready();
    try {
      const adminId = newId();
      await db.query(
        `INSERT INTO users (id, email, email_normalized, username, username_normalized, role, is_admin, email_verified_at)
         VALUES ($1, 'bench-admin@example.com', 'bench-admin@example.com', 'bench_admin', 'bench_admin', 'admin', true, now())`,
        [adminId],
      );
      const authorization = `Bearer ${(await app.openSession({ id: adminId, tokenVersion: 0, role: 'admin' })).token}`;
      const created = await app.inject({ method: 'POST', url: '/api/tournaments', headers: { authorization }, payload: { title: 'Bench Cup', startAt: '2031-01-01T18:00:00Z' } });
      const tournamentId = (created.json() as { _id: string })._id;
      await db.query(
        `INSERT INTO notify_signups (id, tournament_id, email)
         SELECT substr(md5(random()::text || n::text), 1, 24), $1, 'fan' || n || '@example.com' FROM generate_series(1, $2) AS n`,
        [tournamentId, SIGNUPS],
      );

      const started = performance.now();
      const patched = await app.inject({ method: 'PATCH', url: `/api/tournaments/${tournamentId}`, headers: { authorization }, payload: { status: 'UPCOMING' } });
      if (patched.statusCode !== 200) throw new Error(`PATCH answered ${patched.statusCode}: ${patched.body}`);
      const queued = performance.now() - started;
      while (smtp.mails.length < SIGNUPS) {
        if (performance.now() - started > MAIL_TIMEOUT_MS) throw new Error(`only ${smtp.mails.length} of ${SIGNUPS} mails arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const seconds = (performance.now() - started) / 1000;
      const recipients = new Set(smtp.mails.flatMap((mail) => mail.to));
      return {
        case: `${SIGNUPS.toLocaleString('en-US')} registration-open mails (local SMTP${pooled ? ', SMTP_URL ?pool=true' : ''})`,
        'queued in ms': round(queued),
        'all sent in s': round(seconds, 2),
        'mails/s': Math.round(SIGNUPS / seconds),
        duplicates: smtp.mails.length - recipients.size,
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const tournamentsBenchmark: Benchmark = {
  name: 'tournaments',
  title: 'Tournaments: list throughput and registration-open mails',
  perDatabase: true,
  async run(context) {
    const rows = [
      await listThroughput(context),
      await registrationMails(context, { pooled: false }),
      await registrationMails(context, { pooled: true }),
    ];
    return {
      rows,
      notes: [
        'The mails run in this process on a fresh database of the same kind; the list runs against the server under test.',
        'Without ?pool=true nodemailer opens one SMTP connection per mail; with it, it reuses a few.',
      ],
    };
  },
};
