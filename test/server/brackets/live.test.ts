import type { AddressInfo } from 'node:net';
import type { Bracket, BracketUpdate } from '../../../common/contract/brackets';
import { standingsAfter } from '../../../src/features/brackets/bracketUpdates';
import { describeWithServices } from '../../support/requiredServices';
import { build, type TestServer } from '../build';
import { createSharedPostgres, type SharedPostgres } from '../chat/sharedPostgres';
import { connectSocket, nextEvent, recordEvents, type TestSocket } from '../chat/realtimeClients';
import { addPlayers, as, type Callers, callMatch, createCallers, createTournament, matchOf, readBracket, report, startedBracket } from './support';

const openSockets: TestSocket[] = [];
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.close();
});

async function watcher(url: string, tournamentId: string, token?: string): Promise<TestSocket> {
  const socket = await connectSocket(url, token);
  openSockets.push(socket);
  await expect(socket.emitWithAck('watch_tournament', { tournamentId })).resolves.toEqual({ ok: true });
  return socket;
}

async function connected(url: string, token?: string): Promise<TestSocket> {
  const socket = await connectSocket(url, token);
  openSockets.push(socket);
  return socket;
}

async function setStatus(server: TestServer, authorization: string, tournamentId: string, status: string): Promise<void> {
  const patched = await server.app.inject(as(authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: { status } }));
  expect(patched.statusCode).toBe(200);
}

/** Events on one connection arrive in order: once this answers, what the server sent before has arrived. */
const roundTrip = (socket: TestSocket) => socket.emitWithAck('watch_tournament', { tournamentId: 'f'.repeat(24) });

const tokenOf = (authorization: string) => authorization.replace(/^Bearer /, '');

describe('one process', () => {
  let server: TestServer;
  let url: string;
  let callers: Callers;

  beforeAll(async () => {
    server = await build();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    callers = await createCallers(server.app);
  });
  afterAll(() => server.close());

  test('each stored report reaches every watcher, visitor and user, as one bracket_updated with the new version', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const other = await startedBracket(server.app, callers.admin, 4);
    const visitor = await watcher(url, tournamentId);
    const user = await watcher(url, tournamentId, tokenOf(callers.user.authorization));
    const elsewhere = await watcher(url, other.tournamentId);
    const heardByVisitor = recordEvents(visitor, 'bracket_updated');
    const heardByUser = recordEvents(user, 'bracket_updated');
    const heardElsewhere = recordEvents(elsewhere, 'bracket_updated');

    const reported = await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 1] }));
    expect(reported.statusCode).toBe(200);
    await Promise.all([roundTrip(visitor), roundTrip(user), roundTrip(elsewhere)]);

    expect(heardByVisitor).toHaveLength(1);
    const update = heardByVisitor[0]!;
    expect(update).toMatchObject({ tournamentId, status: 'running', version: 2 });
    expect(update.matches).toEqual(reported.json().matches);
    expect(update.changedStandings.map((row) => row.participantId).sort()).toEqual(
      reported.json().matches[0].opponents.map((opponent: { participantId: string }) => opponent.participantId).sort(),
    );
    expect(heardByUser).toEqual(heardByVisitor);
    expect(heardElsewhere).toEqual([]);
  });

  test('a called match reaches the watchers as running, once: calling it again sends nothing', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const socket = await watcher(url, tournamentId);
    const heard = recordEvents(socket, 'bracket_updated');

    const called = await server.app.inject(callMatch(callers.admin.authorization, tournamentId, 'winners-1-2'));
    expect(called.statusCode).toBe(200);
    await server.app.inject(callMatch(callers.admin.authorization, tournamentId, 'winners-1-2'));
    await roundTrip(socket);

    expect(heard).toEqual([{ tournamentId, matches: called.json().matches, changedStandings: [], status: 'running', version: 2 }]);
    expect(matchOf(await readBracket(server.app, tournamentId), 'winners-1-2').status).toBe('running');
  });

  test('an update carries only the standings rows the change altered, the order only when it changed: applied to the bracket before, they give the bracket after', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const socket = await watcher(url, tournamentId);
    const heard = recordEvents(socket, 'bracket_updated');
    const reportAndRead = async (matchId: string, body: Record<string, unknown>) => {
      const before = await readBracket(server.app, tournamentId);
      expect((await server.app.inject(report(callers.admin.authorization, tournamentId, matchId, body))).statusCode).toBe(200);
      await roundTrip(socket);
      const update = heard.at(-1)!;
      const after = await readBracket(server.app, tournamentId);
      expect(update.version).toBe(after.version);
      expect(standingsAfter(before.standings, update)).toEqual(after.standings);
      const unchanged = (row: Bracket['standings'][number]) => before.standings.some((old) => JSON.stringify(old) === JSON.stringify(row));
      expect(update.changedStandings.filter(unchanged)).toEqual([]);
      return { update, orderChanged: before.standings.some((row, index) => row.participantId !== after.standings[index]!.participantId) };
    };

    // Seed 1 beats seed 4: two rows change (a win, a loss and a place), the order stays.
    const first = await reportAndRead('winners-1-1', { scores: [2, 1] });
    expect(first.update.changedStandings).toHaveLength(2);
    expect(first.orderChanged).toBe(false);
    expect(first.update.standingsOrder).toBeUndefined();
    // Seed 3 beats seed 2: seed 2 falls below seed 3, and the update names the new order.
    const upset = await reportAndRead('winners-1-2', { scores: [0, 2] });
    expect(upset.orderChanged).toBe(true);
    expect(upset.update.standingsOrder).toHaveLength(4);
    // The same winner with another score: the standings do not change, and none travel.
    const corrected = await reportAndRead('winners-1-1', { scores: [2, 0], correct: true });
    expect(corrected.update.changedStandings).toEqual([]);
    expect(corrected.update.standingsOrder).toBeUndefined();
  });

  test('a refused or repeated report sends nothing; after unwatch_tournament nothing arrives', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const socket = await watcher(url, tournamentId);
    const heard = recordEvents(socket, 'bracket_updated');
    const body = { reportId: 'once', scores: [2, 0] };
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', body));
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', body));
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [1, 1] }));
    await roundTrip(socket);
    expect(heard.map((update) => update.version)).toEqual([2]);

    socket.emit('unwatch_tournament', { tournamentId });
    await roundTrip(socket);
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [2, 0] }));
    await roundTrip(socket);
    expect(heard).toHaveLength(1);
  });

  test('a page that was away sees a version gap and catches up by reading the bracket once', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const page = await watcher(url, tournamentId);
    const held = (await readBracket(server.app, tournamentId)).version;
    page.close();
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 0] }));

    const back = await watcher(url, tournamentId);
    const next = nextEvent(back, 'bracket_updated');
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', { scores: [2, 0] }));
    const update: BracketUpdate = await next;
    expect(update.version).toBe(held + 2);
    const caughtUp = await readBracket(server.app, tournamentId);
    expect(caughtUp.version).toBe(update.version);
    expect(caughtUp.matches.filter((match) => match.status === 'completed' && match.round === 1)).toHaveLength(2);
  });

  test('a page watching before the start hears tournament_changed when participants change, when the bracket starts and when the status changes, and nothing for a report sent again', async () => {
    const tournamentId = await createTournament(server.app);
    const page = await watcher(url, tournamentId);
    const changes = recordEvents(page, 'tournament_changed');
    const updates = recordEvents(page, 'bracket_updated');

    const [first] = await addPlayers(server.app, callers.admin, tournamentId, 4);
    await roundTrip(page);
    expect(changes).toEqual([{ tournamentId }]);

    const removed = await server.app.inject(as(callers.admin.authorization, { method: 'DELETE', url: `/api/tournaments/${tournamentId}/participants/${first!.id}` }));
    expect(removed.statusCode).toBe(200);
    await addPlayers(server.app, callers.admin, tournamentId, 1);
    await roundTrip(page);
    expect(changes).toHaveLength(3);

    const started = await server.app.inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: {} }));
    expect(started.statusCode).toBe(201);
    await roundTrip(page);
    expect(changes).toHaveLength(4);
    // What the page then reads: the tournament says it has a bracket, and the bracket is there.
    const tournament = await server.app.inject({ method: 'GET', url: `/api/tournaments/${tournamentId}` });
    expect(tournament.json()).toMatchObject({ hasBracket: true });
    expect((await readBracket(server.app, tournamentId)).matches.length).toBeGreaterThan(0);

    // The organisers then set it LIVE: the pages read the tournament again, whose status decides what they show.
    const madeLive = await server.app.inject(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: { status: 'LIVE' } }));
    expect(madeLive.statusCode).toBe(200);
    await roundTrip(page);
    expect(changes).toHaveLength(5);

    const body = { reportId: 'twice', scores: [2, 0] };
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', body));
    await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', body));
    await roundTrip(page);
    expect(updates).toHaveLength(1);
    expect(changes).toHaveLength(5);
  });

  test('a DRAFT is watched by staff only: a visitor or a user is answered as for a missing tournament and hears none of its updates', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    await setStatus(server, callers.admin.authorization, tournamentId, 'DRAFT');
    const refused = { ok: false, msg: 'Tournament not found' };
    const visitor = await connected(url);
    const user = await connected(url, tokenOf(callers.user.authorization));
    await expect(visitor.emitWithAck('watch_tournament', { tournamentId })).resolves.toEqual(refused);
    await expect(user.emitWithAck('watch_tournament', { tournamentId })).resolves.toEqual(refused);
    await expect(visitor.emitWithAck('watch_tournament', { tournamentId: 'f'.repeat(24) })).resolves.toEqual(refused);
    const staff = await watcher(url, tournamentId, tokenOf(callers.master.authorization));
    const heard = { visitor: recordEvents(visitor, 'bracket_updated'), user: recordEvents(user, 'bracket_updated'), staff: recordEvents(staff, 'bracket_updated') };

    expect((await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 1] }))).statusCode).toBe(200);
    await Promise.all([roundTrip(visitor), roundTrip(user), roundTrip(staff)]);
    expect(heard.staff).toHaveLength(1);
    expect(heard.visitor).toEqual([]);
    expect(heard.user).toEqual([]);
  });

  test('when a tournament turns DRAFT its watchers hear tournament_changed and are sent away, but a staff watcher stays', async () => {
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const visitor = await watcher(url, tournamentId);
    const user = await watcher(url, tournamentId, tokenOf(callers.user.authorization));
    const staff = await watcher(url, tournamentId, tokenOf(callers.admin.authorization));
    const changes = recordEvents(visitor, 'tournament_changed');
    const heard = { visitor: recordEvents(visitor, 'bracket_updated'), user: recordEvents(user, 'bracket_updated'), staff: recordEvents(staff, 'bracket_updated') };

    await setStatus(server, callers.admin.authorization, tournamentId, 'DRAFT');
    expect((await server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 1] }))).statusCode).toBe(200);
    await Promise.all([roundTrip(visitor), roundTrip(user), roundTrip(staff)]);
    expect(changes).toEqual([{ tournamentId }]);
    expect(heard.visitor).toEqual([]);
    expect(heard.user).toEqual([]);
    expect(heard.staff).toHaveLength(1);
  });

  test('watch_tournament refuses what is not a tournament id', async () => {
    const socket = await connectSocket(url);
    openSockets.push(socket);
    await expect(socket.emitWithAck('watch_tournament', { tournamentId: 'x' })).resolves.toEqual({ ok: false, msg: 'tournamentId must be a tournament id' });
  });
});

describeWithServices(['postgres', 'redis'], 'two server processes on one PostgreSQL and Redis', ({ postgres, redis }) => {
  let database: SharedPostgres;
  let first: { server: TestServer; url: string };
  let second: { server: TestServer; url: string };

  async function start() {
    const server = await build({ REDIS_URL: redis }, { db: database.open() });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return { server, url: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    database = await createSharedPostgres(postgres);
    [first, second] = await Promise.all([start(), start()]);
  }, 30_000);
  afterAll(async () => {
    await Promise.allSettled([first?.server.close(), second?.server.close()]);
    await database?.drop();
  });

  test('a report stored on one process reaches the watchers on the other, once, and its reads see it', async () => {
    const callers = await createCallers(first.server.app);
    const { tournamentId } = await startedBracket(first.server.app, callers.admin, 8, 'DOUBLE_ELIMINATION');
    const onSecond = await watcher(second.url, tournamentId);
    const onFirst = await watcher(first.url, tournamentId);
    const heard = recordEvents(onSecond, 'bracket_updated');
    const arrived = nextEvent(onSecond, 'bracket_updated');
    const arrivedHere = nextEvent(onFirst, 'bracket_updated');

    const reported = await first.server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 0] }));
    expect(reported.statusCode).toBe(200);
    const update = await arrived;
    expect(update).toMatchObject({ tournamentId, version: 2 });
    expect(update.matches).toEqual(reported.json().matches);
    expect(await arrivedHere).toEqual(update);

    // The second process's reads see it too (its cache keeps an answer briefly; it had none).
    expect((await readBracket(second.server.app, tournamentId)).version).toBe(2);
    await roundTrip(onSecond);
    expect(heard).toHaveLength(1);
  });

  test("a tournament turned DRAFT on one process sends the visitors watching it on the other away, and keeps the staff's watchers", async () => {
    const callers = await createCallers(first.server.app);
    const { tournamentId } = await startedBracket(first.server.app, callers.admin, 4);
    const visitor = await watcher(second.url, tournamentId);
    const staff = await watcher(second.url, tournamentId, tokenOf(callers.master.authorization));
    const heard = { visitor: recordEvents(visitor, 'bracket_updated'), staff: recordEvents(staff, 'bracket_updated') };
    const staffHeard = nextEvent(staff, 'bracket_updated');

    await setStatus(first.server, callers.admin.authorization, tournamentId, 'DRAFT');
    expect((await first.server.app.inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: [2, 1] }))).statusCode).toBe(200);
    await staffHeard;
    await roundTrip(visitor);
    expect(heard.visitor).toEqual([]);
    expect(heard.staff).toHaveLength(1);
  });
});
