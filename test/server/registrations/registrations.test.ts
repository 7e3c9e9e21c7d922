import type { InjectOptions } from 'fastify';
import type { Tournament } from '../../../common/contract/tournaments';
import { OutboxRepository } from '../../../server/notifications/outboxRepository';
import { createAccount, type TestAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { as, type Callers, createCallers } from '../brackets/support';
import { checkIn, createEvent, entryMails, listParticipants, mine, minutesFromNow, register } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);
const players = (count: number) => Promise.all(Array.from({ length: count }, () => createAccount(server.app)));
const refusal = async (request: InjectOptions) => {
  const response = await inject(request);
  return [response.statusCode, response.json<{ msg: string }>().msg];
};

describe('event settings', () => {
  test('an admin sets registration, best-of and prizes; the tournament answers them, with defaults for the rest', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { capacity: 16 } });
    const created = await inject({ method: 'GET', url: `/api/tournaments/${id}` });
    expect(created.json<Tournament>()).toMatchObject({
      registration: { capacity: 16, opensAt: null, closesAt: null, teamSize: 1, checkInMinutes: 0 },
      bestOf: 1,
      prizes: [],
    });
    const changed = await inject(
      as(callers.admin.authorization, {
        method: 'PATCH',
        url: `/api/tournaments/${id}`,
        payload: { registration: { teamSize: 5, checkInMinutes: 30 }, bestOf: 3, prizes: [{ place: 2, prize: ' €150 ' }, { place: 1, prize: '€300' }] },
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Tournament>()).toMatchObject({
      registration: { capacity: 16, teamSize: 5, checkInMinutes: 30 },
      bestOf: 3,
      prizes: [
        { place: 1, prize: '€300' },
        { place: 2, prize: '€150' },
      ],
    });
  });

  test('a window that closes before it opens, a place listed twice and a best-of of 2 are refused, and nothing changes', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { opensAt: '2030-01-10T00:00:00.000Z' } });
    const patch = (payload: Record<string, unknown>) => refusal(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${id}`, payload }));
    expect(await patch({ registration: { closesAt: '2030-01-09T00:00:00.000Z' } })).toEqual([400, 'Closes at must be later than opens at (body.registration.closesAt).']);
    expect(await patch({ prizes: [{ place: 1, prize: 'A' }, { place: 1, prize: 'B' }] })).toEqual([400, 'Prizes lists place 1 twice (body.prizes).']);
    expect((await patch({ bestOf: 2 }))[0]).toBe(400);
    expect((await patch({ registration: { teamSize: 11 } }))[0]).toBe(400);
    const read = await inject({ method: 'GET', url: `/api/tournaments/${id}` });
    expect(read.json<Tournament>()).toMatchObject({ registration: { closesAt: null, teamSize: 1 }, bestOf: 1, prizes: [] });
  });
});

describe('a player registers', () => {
  test('in one call; the list shows the entry linked to the account, and their own status says registered', async () => {
    const id = await createEvent(server.app, callers.admin);
    const [ana] = await players(1);
    const response = await inject(register(ana!, id));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      registration: { status: 'registered', position: null, participant: { name: ana!.username, username: ana!.username, usernames: [ana!.username], status: 'registered' } },
    });
    expect(await mine(server.app, ana!, id)).toMatchObject({ status: 'registered', position: null, checkedIn: false });
    expect(await mine(server.app, callers.user, id)).toMatchObject({ status: 'none' });
    expect(await entryMails(server.app, id)).toEqual([['registered', ana!.username]]);
  });

  test('once: a second registration is refused, signed out it needs a login', async () => {
    const id = await createEvent(server.app, callers.admin);
    const [ana] = await players(1);
    await inject(register(ana!, id));
    expect(await refusal(register(ana!, id))).toEqual([409, `${ana!.username} is already registered for this tournament.`]);
    expect((await inject(register(null, id))).statusCode).toBe(401);
    expect(await listParticipants(server.app, id)).toHaveLength(1);
  });

  test('only while registration is open: not announced, before or after its window, completed, or once the bracket started', async () => {
    const [ana] = await players(1);
    const announced = await createEvent(server.app, callers.admin, { status: 'COMING_SOON' });
    expect(await refusal(register(ana!, announced))).toEqual([409, 'Registration is not open yet.']);
    const opensAt = minutesFromNow(60).toISOString();
    const early = await createEvent(server.app, callers.admin, { registration: { opensAt } });
    expect(await refusal(register(ana!, early))).toEqual([409, `Registration opens at ${opensAt}.`]);
    const late = await createEvent(server.app, callers.admin, { registration: { opensAt: minutesFromNow(-60).toISOString(), closesAt: minutesFromNow(-1).toISOString() } });
    expect(await refusal(register(ana!, late))).toEqual([409, 'Registration is closed for this tournament.']);
    const completed = await createEvent(server.app, callers.admin, { status: 'COMPLETED' });
    expect(await refusal(register(ana!, completed))).toEqual([409, 'Registration is closed for this tournament.']);
    const draft = await createEvent(server.app, callers.admin, { status: 'DRAFT' });
    expect((await inject(register(ana!, draft))).statusCode).toBe(404);

    const started = await createEvent(server.app, callers.admin);
    const [bo, cy] = await players(2);
    await inject(register(bo!, started));
    await inject(register(cy!, started));
    expect((await inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${started}/bracket`, payload: {} }))).statusCode).toBe(201);
    expect(await refusal(register(ana!, started))).toEqual([409, 'Registration is closed for this tournament.']);
  });

  test('a banned account is refused', async () => {
    const id = await createEvent(server.app, callers.admin);
    const [banned] = await players(1);
    await server.db.query(`UPDATE users SET banned_until = now() + interval '1 day' WHERE id = $1`, [banned!.id]);
    const key = await registrationsKey();
    expect(await refusal(register(`Bearer ${key}`, id, { username: banned!.username }))).toEqual([403, `${banned!.username} is banned and cannot enter tournaments.`]);
    expect(await listParticipants(server.app, id)).toEqual([]);
  });
});

describe('capacity and waitlist', () => {
  test('past the capacity entries wait in order; a place freed goes to the first, who is mailed', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { capacity: 2 } });
    const [a, b, c, d] = await players(4);
    for (const player of [a, b]) expect((await inject(register(player!, id))).json().registration.status).toBe('registered');
    const third = await inject(register(c!, id));
    expect(third.json().registration).toMatchObject({ status: 'waitlisted', position: 1 });
    expect((await inject(register(d!, id))).json().registration).toMatchObject({ status: 'waitlisted', position: 2 });
    expect((await listParticipants(server.app, id)).map((p) => [p.name, p.status, p.waitlistPosition])).toEqual([
      [a!.username, 'registered', null],
      [b!.username, 'registered', null],
      [c!.username, 'waitlisted', 1],
      [d!.username, 'waitlisted', 2],
    ]);

    const left = await inject(as(a!.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/registrations/mine` }));
    expect(left.statusCode).toBe(200);
    expect(await mine(server.app, a!, id)).toMatchObject({ status: 'none' });
    expect(await mine(server.app, c!, id)).toMatchObject({ status: 'registered', position: null });
    expect(await mine(server.app, d!, id)).toMatchObject({ status: 'waitlisted', position: 1 });
    // The mail of an entry that left goes with it.
    expect(await entryMails(server.app, id)).toEqual([
      ['registered', b!.username],
      ['waitlisted', c!.username],
      ['waitlisted', d!.username],
      ['moved-up', c!.username],
    ]);
  });

  test('a waitlisted player who leaves frees no place; a larger capacity moves the waitlist up', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { capacity: 2 } });
    const [a, b, c, d, e] = await players(5);
    for (const player of [a, b, c, d, e]) await inject(register(player!, id));
    await inject(as(c!.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/registrations/mine` }));
    expect(await mine(server.app, d!, id)).toMatchObject({ status: 'waitlisted', position: 1 });
    await inject(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${id}`, payload: { registration: { capacity: 3 } } }));
    expect(await mine(server.app, d!, id)).toMatchObject({ status: 'registered' });
    expect(await mine(server.app, e!, id)).toMatchObject({ status: 'waitlisted', position: 1 });
  });

  test('an admin removing a participant also moves the waitlist up', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { capacity: 2 } });
    const [a, b, c] = await players(3);
    for (const player of [a, b, c]) await inject(register(player!, id));
    const [first] = await listParticipants(server.app, id);
    await inject(as(callers.admin.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/participants/${first!.id}` }));
    expect(await mine(server.app, c!, id)).toMatchObject({ status: 'registered' });
  });

  test('the bracket is drawn from the places only: the waitlist stays out', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { capacity: 2 } });
    const [a, b, c] = await players(3);
    for (const player of [a, b, c]) await inject(register(player!, id));
    const started = await inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: {} }));
    expect(started.statusCode).toBe(201);
    const names = started.json<{ matches: Array<{ opponents: Array<{ name: string } | null> }> }>().matches.flatMap((match) => match.opponents.map((side) => side?.name));
    expect(names).not.toContain(c!.username);
    expect(await refusal(as(a!.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/registrations/mine` }))).toEqual([
      409,
      'The bracket has started: ask an organizer to withdraw you.',
    ]);
  });
});

describe('teams', () => {
  test('a captain registers a roster of exactly the team size; its members are in, alone they cannot enter again', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { teamSize: 3 } });
    const [captain, mate, other, outsider] = await players(4);
    const roster = [mate!.username, captain!.username.toUpperCase(), other!.username];
    const response = await inject(register(captain!, id, { teamName: ' Night Owls ', roster }));
    expect(response.statusCode).toBe(201);
    expect(response.json().registration.participant).toMatchObject({ name: 'Night Owls', usernames: [captain!.username, mate!.username, other!.username] });
    expect(await mine(server.app, mate!, id)).toMatchObject({ status: 'registered', teamName: 'Night Owls' });
    expect(await refusal(register(outsider!, id, { teamName: 'Larks', roster: [outsider!.username, mate!.username, callers.user.username] }))).toEqual([
      409,
      `${mate!.username} is already registered for this tournament.`,
    ]);
    expect(await refusal(as(mate!.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/registrations/mine` }))).toEqual([
      409,
      'Only the team’s captain can take the team out of the tournament.',
    ]);
    expect((await inject(as(captain!.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/registrations/mine` }))).statusCode).toBe(200);
    expect(await mine(server.app, mate!, id)).toMatchObject({ status: 'none' });
  });

  test('a wrong roster is refused with the reason, and nothing is stored', async () => {
    const id = await createEvent(server.app, callers.admin, { registration: { teamSize: 2 } });
    const [captain, mate] = await players(2);
    expect(await refusal(register(captain!, id))).toEqual([400, 'This tournament takes teams of 2: send teamName and a roster of 2 usernames.']);
    expect(await refusal(register(captain!, id, { teamName: 'Duo', roster: [captain!.username] }))).toEqual([400, 'A team has exactly 2 players; the roster lists 1.']);
    expect(await refusal(register(captain!, id, { teamName: 'Duo', roster: [captain!.username, 'nobody_here'] }))).toEqual([400, 'No VERSUS account is named nobody_here.']);
    expect(await refusal(register(captain!, id, { teamName: 'Duo', roster: [mate!.username, callers.user.username] }))).toEqual([
      400,
      'Put yourself on the roster: the player who registers a team is its captain.',
    ]);
    expect(await refusal(register(captain!, id, { teamName: 'Duo', roster: [mate!.username, mate!.username.toUpperCase()] }))).toEqual([400, 'The roster lists a player twice.']);
    expect(await listParticipants(server.app, id)).toEqual([]);
  });
});

describe("the bot's key with the registrations scope", () => {
  test('registers players by username and checks them in; an unknown username is refused', async () => {
    const id = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(20), registration: { checkInMinutes: 30 } });
    const key = `Bearer ${await registrationsKey()}`;
    const [ana] = await players(1);
    const response = await inject(register(key, id, { username: ana!.username.toUpperCase() }));
    expect(response.json().registration.participant).toMatchObject({ username: ana!.username });
    expect(await refusal(register(key, id, { username: 'nobody_here' }))).toEqual([400, 'No VERSUS account is named nobody_here.']);
    expect(await refusal(register(key, id))).toEqual([400, 'An API key names the player: send { username }.']);
    expect((await inject(checkIn(key, id, { username: ana!.username }))).json()).toEqual({ status: 'checked_in' });
    expect(await mine(server.app, ana!, id)).toMatchObject({ status: 'checked_in', checkedIn: true });
  });

  test('a key without the scope cannot register anyone', async () => {
    const id = await createEvent(server.app, callers.admin);
    const created = await inject(as(callers.admin.authorization, { method: 'POST', url: '/api/admin/api-keys', payload: { name: 'Results only', scopes: ['results'] } }));
    expect(await refusal(register(`Bearer ${created.json().key}`, id, { username: callers.user.username }))).toEqual([
      403,
      'This API key cannot do this: its scopes are results.',
    ]);
  });
});

describe('check-in', () => {
  test('opens checkInMinutes before the start and closes at the start', async () => {
    const [ana] = await players(1);
    const later = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(90), registration: { checkInMinutes: 60 } });
    await inject(register(ana!, later));
    expect(await refusal(checkIn(ana!.authorization, later))).toEqual([409, 'Check-in opens 60 minutes before the start.']);
    const none = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(10) });
    await inject(register(ana!, none));
    expect(await refusal(checkIn(ana!.authorization, none))).toEqual([409, 'This tournament has no check-in.']);

    const open = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(30), registration: { checkInMinutes: 60 } });
    expect(await refusal(checkIn(ana!.authorization, open))).toEqual([404, 'You are not registered for this tournament.']);
    await inject(register(ana!, open));
    expect((await inject(checkIn(ana!.authorization, open))).json()).toEqual({ status: 'checked_in' });
    expect((await listParticipants(server.app, open))[0]).toMatchObject({ status: 'checked_in', checkedIn: true });

    const past = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(-1), registration: { checkInMinutes: 60 } });
    await inject(register(ana!, past));
    expect(await refusal(checkIn(ana!.authorization, past))).toEqual([409, 'Check-in has closed.']);
  });

  test('a waitlisted player may check in; an admin checks in anyone, whatever the window', async () => {
    const id = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(30), registration: { capacity: 2, checkInMinutes: 60 } });
    const [a, b, c] = await players(3);
    for (const player of [a, b, c]) await inject(register(player!, id));
    await inject(checkIn(c!.authorization, id));
    expect(await mine(server.app, c!, id)).toMatchObject({ status: 'waitlisted', position: 1, checkedIn: true });
    const [first] = await listParticipants(server.app, id);
    const marked = await inject(as(callers.admin.authorization, { method: 'POST', url: `/api/tournaments/${id}/participants/${first!.id}/check-in` }));
    expect(marked.json().participant).toMatchObject({ id: first!.id, status: 'checked_in' });
    expect((await inject(as(a!.authorization, { method: 'POST', url: `/api/tournaments/${id}/participants/${first!.id}/check-in` }))).statusCode).toBe(403);
  });

  test('"check-in is open" is queued once for each entry not checked in, however often the sender looks', async () => {
    const id = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(30), registration: { checkInMinutes: 60 } });
    const [a, b] = await players(2);
    for (const player of [a, b]) await inject(register(player!, id));
    await inject(checkIn(a!.authorization, id));
    const outbox = new OutboxRepository(server.db);
    await outbox.enqueueOpenCheckIns();
    await outbox.enqueueOpenCheckIns();
    expect((await entryMails(server.app, id)).filter(([kind]) => kind === 'check-in-open')).toEqual([['check-in-open', b!.username]]);
  });
});

async function registrationsKey(): Promise<string> {
  const created = await inject(as(callers.admin.authorization, { method: 'POST', url: '/api/admin/api-keys', payload: { name: `Bot ${Math.random().toString(36).slice(2, 8)}`, scopes: ['registrations', 'results'] } }));
  if (created.statusCode !== 201) throw new Error(created.body);
  return created.json<{ key: string }>().key;
}

export type { TestAccount };
