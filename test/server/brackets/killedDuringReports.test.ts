/**
 * Faults: the server is killed with SIGKILL in the middle of a burst of match reports, then started
 * again on the same data. The bot then sends again every report it has no answer for, with the same
 * reportId, and the last few it had answers for (whether the kill landed between storing a report
 * and answering it is down to timing). Every report acknowledged or retried is then in the bracket
 * exactly once, with its scores, and the bracket's version counts exactly the reports stored.
 * Runs on the embedded database (the same DATA_DIR reopened) and on PostgreSQL (TEST_DATABASE_URL).
 */
import { SignJWT } from 'jose';
import type { Bracket } from '../../../common/contract/brackets';
import type { Database } from '../../../server/db/database';
import { newId } from '../../../server/db/ids';
import { describeWithServices } from '../../support/requiredServices';
import type { ServerProcess } from '../chat/serverProcess';
import { type CrashMode, embeddedCrashMode, postgresCrashMode } from '../crashModes';

jest.setTimeout(3 * 60_000);

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
// The admin here is a means to report results, made straight in the database without an
// authenticator: the rule that admins need two-factor is off on purpose (twoFactorAdmins.test.ts proves it).
const SERVER_ENV = { JWT_SECRET, REQUIRE_ADMIN_2FA: 'false' };
const PLAYERS = 16;
/** Kill once this many reports are acknowledged: well inside the burst of 120 matches. */
const KILL_AFTER_ACKS = 25;
const LOST_ANSWERS = 5;

interface Report {
  matchId: string;
  reportId: string;
  scores: [number, number];
}

/** The admin and one signed-in session of theirs; the session takes the admin's id (another table). */
const insertAdmin = async (db: Database, id: string) => {
  await db.query(
    `INSERT INTO users (id, email, email_normalized, username, username_normalized, role, is_admin, email_verified_at)
     VALUES ($1, 'crash-admin@example.com', 'crash-admin@example.com', 'crash_admin', 'crash_admin', 'admin', true, now())`,
    [id],
  );
  await db.query(`INSERT INTO user_sessions (id, user_id, device, place) VALUES ($1, $1, 'Test', 'Unknown')`, [id]);
};

async function call(baseUrl: string, authorization: string, method: string, url: string, body?: unknown): Promise<{ status: number | null; json: unknown }> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: await response.json().catch(() => null) };
  } catch {
    return { status: null, json: null };
  }
}

function describeKilledDuringReports(mode: CrashMode): void {
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.stop();
    await mode.cleanUp();
  });

  test(`${mode.name}: every report acknowledged or retried is stored exactly once, with its scores`, async () => {
    const adminId = newId();
    await mode.prepare((db) => insertAdmin(db, adminId));
    const token = await new SignJWT({ ver: 0, role: 'admin', sid: adminId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(adminId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const admin = `Bearer ${token}`;

    server = await mode.start();
    const created = await call(server.url, admin, 'POST', '/api/tournaments', { title: 'Crash League', status: 'LIVE', format: 'Round Robin' });
    const tournamentId = (created.json as { _id: string })._id;
    const participants = Array.from({ length: PLAYERS }, (_, index) => ({ name: `Player ${index + 1}` }));
    expect((await call(server.url, admin, 'POST', `/api/tournaments/${tournamentId}/participants`, { participants })).status).toBe(201);
    const started = await call(server.url, admin, 'POST', `/api/tournaments/${tournamentId}/bracket`, {});
    expect(started.status).toBe(201);
    const reports: Report[] = (started.json as Bracket).matches.map((match, index) => ({
      matchId: match.id,
      reportId: `crash-${index}`,
      scores: [index % 3, (index + 1) % 3] as [number, number],
    }));

    const send = (baseUrl: string, report: Report) =>
      call(baseUrl, admin, 'POST', `/api/tournaments/${tournamentId}/matches/${report.matchId}/report`, { reportId: report.reportId, scores: report.scores });
    const acknowledged: Report[] = [];
    const unacknowledged: Report[] = [];
    let killing: Promise<void> | null = null;
    const running = server;
    await Promise.all(
      reports.map(async (report) => {
        const { status } = await send(running.url, report);
        if (status !== 200) return void unacknowledged.push(report);
        acknowledged.push(report);
        if (!killing && acknowledged.length >= KILL_AFTER_ACKS) killing = running.kill();
      }),
    );
    await (killing ?? running.kill());
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(unacknowledged.length).toBeGreaterThan(0);

    server = await mode.start();
    const retried = [...unacknowledged, ...acknowledged.slice(-LOST_ANSWERS)];
    const statuses = await Promise.all(retried.map(async (report) => (await send(server!.url, report)).status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await server.stop();
    server = null;

    const db = await mode.open();
    const [row] = await db.query<{ state: { matches: Array<{ id: string; reportId: string | null; opponents: Array<{ score: number }> }> }; version: number }>(
      'SELECT state, version FROM brackets WHERE tournament_id = $1',
      [tournamentId],
    );
    const stored = await db.query<{ report_id: string }>('SELECT report_id FROM bracket_reports WHERE tournament_id = $1', [tournamentId]);
    // Every report was acknowledged or retried: all are stored, once each, and nothing else is.
    expect(stored.map((report) => report.report_id).sort()).toEqual(reports.map((report) => report.reportId).sort());
    expect(row!.version).toBe(1 + reports.length);
    const wrong = reports.filter((report) => {
      const match = row!.state.matches.find((candidate) => candidate.id === report.matchId)!;
      return match.reportId !== report.reportId || match.opponents.map((opponent) => opponent.score).join() !== report.scores.join();
    });
    expect(wrong).toEqual([]);
  });
}

describe('SIGKILL during a burst of reports, embedded database', () => describeKilledDuringReports(embeddedCrashMode(SERVER_ENV)));
describeWithServices(['postgres'], 'SIGKILL during a burst of reports, PostgreSQL', ({ postgres }) => describeKilledDuringReports(postgresCrashMode(SERVER_ENV, postgres)));
