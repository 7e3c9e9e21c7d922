/**
 * Faults (issue 9): the server is killed with SIGKILL in the middle of a burst of writes — game
 * ratings by visitors and tournament sign-ups by e-mail — then started again on the same data.
 * Every write the server acknowledged is stored, with the value sent, and nothing is stored twice.
 * Runs on the embedded database (the same DATA_DIR reopened after the crash) and on PostgreSQL
 * (TEST_DATABASE_URL). Chat messages: test/server/chat/killedProcess.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPglite } from '../../../../server/db/database';
import { describeWithServices } from '../../../support/requiredServices';
import { type ServerProcess, startServerProcess } from '../../chat/serverProcess';
import { createSharedPostgres, type SharedPostgres } from '../../chat/sharedPostgres';

jest.setTimeout(3 * 60_000);

const GAME = 'valorant';
const TITLE = 'Crash Cup';
const BURST = 150;
/** Kill once this many writes are acknowledged: well inside the burst. */
const KILL_AFTER_ACKS = 40;

interface Write {
  kind: 'rating' | 'signup';
  /** The client id (rating) or the e-mail (sign-up). */
  key: string;
  rating?: number;
}

/** Each write comes from its own address (TRUST_PROXY), so the per-address limits stay out of the way. */
function send(baseUrl: string, write: Write, index: number): Promise<Response> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.${Math.floor(index / 250) % 250}.${index % 250}.${write.kind === 'rating' ? 1 : 2}` };
  if (write.kind === 'rating') {
    return fetch(`${baseUrl}/api/game-ratings/${GAME}`, {
      method: 'PUT',
      headers: { ...headers, 'x-client-id': write.key },
      body: JSON.stringify({ rating: write.rating }),
    });
  }
  return fetch(`${baseUrl}/api/notify/anonymous`, { method: 'POST', headers, body: JSON.stringify({ email: write.key, tournamentTitle: TITLE }) });
}

/** Sends the whole burst at once and kills the server after KILL_AFTER_ACKS acknowledgements. */
async function burstThenKill(server: ServerProcess, writes: Write[]): Promise<Write[]> {
  const acknowledged: Write[] = [];
  let killing: Promise<void> | null = null;
  await Promise.allSettled(
    writes.map(async (write, index) => {
      const response = await send(server.url, write, index);
      if (response.status === 200 || response.status === 201) {
        acknowledged.push(write);
        if (acknowledged.length >= KILL_AFTER_ACKS && !killing) killing = server.kill();
      } else {
        await response.body?.cancel();
      }
    }),
  );
  await (killing ?? server.kill());
  return acknowledged;
}

function burst(): Write[] {
  const writes: Write[] = [];
  for (let index = 0; index < BURST; index++) {
    writes.push({ kind: 'rating', key: randomUUID(), rating: 1 + (index % 5) });
    writes.push({ kind: 'signup', key: `crash-${index}@example.com` });
  }
  return writes;
}

interface Mode {
  name: string;
  /** Starts (or restarts) a server process on the mode's data. */
  start(): Promise<ServerProcess>;
  /** The stored data, read directly once no server runs. */
  open(): Promise<Database>;
  cleanUp(): Promise<void>;
}

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
const ENV = { JWT_SECRET, TRUST_PROXY: 'true' };

function embeddedMode(): Mode {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'versus-crash-'));
  let db: Database | null = null;
  return {
    name: 'embedded PGlite (same DATA_DIR after the crash)',
    start: () => startServerProcess(ENV, { dataDir }),
    async open() {
      db = await openPglite(path.join(dataDir, 'pglite'));
      return db;
    },
    async cleanUp() {
      await db?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresMode(baseUrl: string): Mode {
  let shared: SharedPostgres | null = null;
  return {
    name: 'PostgreSQL',
    async start() {
      shared ??= await createSharedPostgres(baseUrl);
      return startServerProcess({ ...ENV, DATABASE_URL: shared.url });
    },
    async open() {
      return shared!.open();
    },
    async cleanUp() {
      await shared?.drop();
    },
  };
}

function describeKilledDuringWrites(mode: Mode): void {
  let restarted: ServerProcess | null = null;
  afterAll(async () => {
    await restarted?.stop();
    await mode.cleanUp();
  });

  test(`${mode.name}: every acknowledged rating and sign-up is stored once, with its value`, async () => {
    const writes = burst();
    const acknowledged = await burstThenKill(await mode.start(), writes);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    // Some writes were still in flight: the kill really landed inside the burst.
    expect(acknowledged.length).toBeLessThan(writes.length);

    restarted = await mode.start();
    const summary = await fetch(`${restarted.url}/api/game-ratings/${GAME}`);
    expect(summary.status).toBe(200);
    const { count } = (await summary.json()) as { count: number };
    await restarted.stop();
    restarted = null;

    const db = await mode.open();
    const ratings = await db.query<{ client_id: string; rating: number }>('SELECT client_id, rating FROM game_ratings WHERE game_key = $1', [GAME]);
    const signups = await db.query<{ email: string }>('SELECT email FROM notify_signups WHERE tournament_title = $1', [TITLE]);

    const storedRatings = new Map(ratings.map((row) => [row.client_id, row.rating]));
    const storedEmails = signups.map((row) => row.email);
    expect(storedRatings.size).toBe(ratings.length);
    expect(new Set(storedEmails).size).toBe(storedEmails.length);
    // The summary the restarted server gives counts exactly what is stored.
    expect(count).toBe(ratings.length);

    for (const write of acknowledged) {
      if (write.kind === 'rating') expect({ client: write.key, rating: storedRatings.get(write.key) }).toEqual({ client: write.key, rating: write.rating });
      else expect(storedEmails).toContain(write.key);
    }
  });
}

describe('SIGKILL during a burst of writes, embedded database', () => describeKilledDuringWrites(embeddedMode()));
describeWithServices(['postgres'], 'SIGKILL during a burst of writes, PostgreSQL', ({ postgres }) => describeKilledDuringWrites(postgresMode(postgres)));
