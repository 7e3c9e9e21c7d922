/**
 * Faults: the server is killed with SIGKILL in the middle of a burst of writes — game
 * ratings by visitors and tournament sign-ups by e-mail — then started again on the same data. The
 * clients then send again every write they have no acknowledgement for, with the same key (the
 * rater's client id, the e-mail), as a client whose request failed does. Every write acknowledged or
 * retried is then stored exactly once, with the value sent.
 * Runs on the embedded database (the same DATA_DIR reopened after the crash) and on PostgreSQL
 * (TEST_DATABASE_URL). Chat messages: test/server/chat/killedProcess.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describeWithServices } from '../../../support/requiredServices';
import type { ServerProcess } from '../../chat/serverProcess';
import { type CrashMode, embeddedCrashMode, postgresCrashMode } from '../../crashModes';

jest.setTimeout(3 * 60_000);

const GAME = 'valorant';
const TITLE = 'Crash Cup';
const BURST = 150;
/** Kill once this many writes of each kind are acknowledged: well inside the burst. */
const KILL_AFTER_ACKS_PER_KIND = 20;
/**
 * Whether the kill lands between a write being stored and its answer reaching the client is down
 * to timing. So, of each kind, the last answers received before the kill count as lost, and those
 * writes are retried too: the retry of a write already stored is then sure to happen.
 */
const LOST_ANSWERS_PER_KIND = 5;

const KINDS = ['rating', 'signup'] as const;

interface Write {
  kind: (typeof KINDS)[number];
  /** What makes a repeat the same write: the rater's client id, or the e-mail. */
  key: string;
  rating?: number;
  /** Each write has its own address (TRUST_PROXY), so the per-address limits stay out of the way. */
  address: string;
}

/** The answers that say the write is stored; a sign-up already there (409) is shown as done too. */
function isStored(write: Write, status: number | null): boolean {
  return write.kind === 'rating' ? status === 200 : status === 201 || status === 409;
}

/** The answer's status, or null when none came (the connection broke). */
async function send(baseUrl: string, write: Write): Promise<number | null> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': write.address };
  try {
    const response =
      write.kind === 'rating'
        ? await fetch(`${baseUrl}/api/game-ratings/${GAME}`, {
            method: 'PUT',
            headers: { ...headers, 'x-client-id': write.key },
            body: JSON.stringify({ rating: write.rating }),
          })
        : await fetch(`${baseUrl}/api/notify/anonymous`, { method: 'POST', headers, body: JSON.stringify({ email: write.key, tournamentTitle: TITLE }) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

interface BurstOutcome {
  /** In the order their answers arrived. */
  acknowledged: Write[];
  /** Cut off by the kill, or answered with an error: the client sends these again. */
  unacknowledged: Write[];
}

const ofKind = (kind: Write['kind'], writes: Write[]) => writes.filter((write) => write.kind === kind);

/** Sends the whole burst at once and kills the server once each kind has KILL_AFTER_ACKS_PER_KIND acknowledgements. */
async function burstThenKill(server: ServerProcess, writes: Write[]): Promise<BurstOutcome> {
  const outcome: BurstOutcome = { acknowledged: [], unacknowledged: [] };
  let killing: Promise<void> | null = null;
  const enoughAcknowledged = () => KINDS.every((kind) => ofKind(kind, outcome.acknowledged).length >= KILL_AFTER_ACKS_PER_KIND);
  await Promise.all(
    writes.map(async (write) => {
      if (!isStored(write, await send(server.url, write))) {
        outcome.unacknowledged.push(write);
        return;
      }
      outcome.acknowledged.push(write);
      if (!killing && enoughAcknowledged()) killing = server.kill();
    }),
  );
  await (killing ?? server.kill());
  return outcome;
}

function burst(): Write[] {
  const writes: Write[] = [];
  for (let index = 0; index < BURST; index++) {
    const address = (kind: number) => `10.${Math.floor(index / 250) % 250}.${index % 250}.${kind}`;
    writes.push({ kind: 'rating', key: randomUUID(), rating: 1 + (index % 5), address: address(1) });
    writes.push({ kind: 'signup', key: `crash-${index}@example.com`, address: address(2) });
  }
  return writes;
}

/** Of each kind, the writes whose answers arrived last before the kill. */
function lastAnswered(acknowledged: Write[]): Write[] {
  return KINDS.flatMap((kind) => ofKind(kind, acknowledged).slice(-LOST_ANSWERS_PER_KIND));
}

const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';
const ENV = { JWT_SECRET, TRUST_PROXY: 'true' };

function describeKilledDuringWrites(mode: CrashMode): void {
  let restarted: ServerProcess | null = null;
  afterAll(async () => {
    await restarted?.stop();
    await mode.cleanUp();
  });

  test(`${mode.name}: every rating and sign-up acknowledged or retried is stored exactly once, with its value`, async () => {
    const writes = burst();
    const { acknowledged, unacknowledged } = await burstThenKill(await mode.start(), writes);
    for (const kind of KINDS) expect(ofKind(kind, acknowledged).length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS_PER_KIND);
    // Some writes were still in flight: the kill really landed inside the burst.
    expect(unacknowledged.length).toBeGreaterThan(0);
    const lostAnswers = lastAnswered(acknowledged);

    restarted = await mode.start();
    const retried = [...unacknowledged, ...lostAnswers];
    const retries = await Promise.all(retried.map(async (write) => ({ ...write, status: await send(restarted!.url, write) })));
    expect(retries.filter((retry) => !isStored(retry, retry.status))).toEqual([]);

    const summary = await fetch(`${restarted.url}/api/game-ratings/${GAME}`);
    expect(summary.status).toBe(200);
    const { count } = (await summary.json()) as { count: number };
    await restarted.stop();
    restarted = null;

    const db = await mode.open();
    const ratings = await db.query<{ client_id: string; rating: number }>('SELECT client_id, rating FROM game_ratings WHERE game_key = $1', [GAME]);
    const signups = await db.query<{ email: string }>('SELECT email FROM notify_signups WHERE tournament_title = $1', [TITLE]);
    // The summary the restarted server gave counts exactly what is stored.
    expect(count).toBe(ratings.length);

    // Each write sent is stored once: a rating with its value, a sign-up with its e-mail.
    const stored = new Map<string, Array<number | null>>();
    const keep = (key: string, value: number | null) => stored.set(key, [...(stored.get(key) ?? []), value]);
    for (const row of ratings) keep(row.client_id, row.rating);
    for (const row of signups) keep(row.email, null);
    const wrong = writes
      .map((write) => ({ kind: write.kind, key: write.key, sent: write.rating ?? null, copies: stored.get(write.key) ?? [] }))
      .filter(({ sent, copies }) => copies.length !== 1 || copies[0] !== sent);
    expect(wrong).toEqual([]);
    // Every write of the burst was acknowledged or retried, so nothing else is stored either.
    expect(ratings.length + signups.length).toBe(writes.length);
  });
}

describe('SIGKILL during a burst of writes, embedded database', () => describeKilledDuringWrites(embeddedCrashMode(ENV)));
describeWithServices(['postgres'], 'SIGKILL during a burst of writes, PostgreSQL', ({ postgres }) => describeKilledDuringWrites(postgresCrashMode(ENV, postgres)));
