import type { InjectOptions } from 'fastify';
import type { Bracket, Participant } from '../../../common/contract/brackets';
import type { Tournament } from '../../../common/contract/tournaments';
import { createAccount, type TestAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { as, type Callers, createCallers, report } from '../brackets/support';
import { checkIn, createEvent, listParticipants, minutesFromNow, register } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);
const asAdmin = (request: InjectOptions) => inject(as(callers.admin.authorization, request));
const readTournament = async (id: string) => (await inject({ method: 'GET', url: `/api/tournaments/${id}` })).json<Tournament>();
const entrantNames = (bracket: Bracket) => [...new Set(bracket.matches.flatMap((match) => match.opponents.flatMap((side) => (side ? [side.name] : []))))].sort();
const statuses = (participants: Participant[]) => Object.fromEntries(participants.map((entry) => [entry.name, entry.status]));

async function enter(id: string, count: number): Promise<TestAccount[]> {
  const players = await Promise.all(Array.from({ length: count }, () => createAccount(server.app)));
  for (const player of players) expect((await inject(register(player, id))).statusCode).toBe(201);
  return players;
}

test('starting makes the tournament LIVE with the format the bracket was drawn in; a DRAFT stays a DRAFT', async () => {
  const id = await createEvent(server.app, callers.admin);
  await enter(id, 4);
  const started = await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: { format: 'ROUND_ROBIN' } });
  expect(started.statusCode).toBe(201);
  expect(await readTournament(id)).toMatchObject({ status: 'LIVE', format: 'ROUND_ROBIN', hasBracket: true });

  const draft = await createEvent(server.app, callers.admin, { status: 'DRAFT' });
  await asAdmin({ method: 'POST', url: `/api/tournaments/${draft}/participants`, payload: { participants: [{ name: 'Ann' }, { name: 'Bo' }] } });
  await asAdmin({ method: 'POST', url: `/api/tournaments/${draft}/bracket`, payload: {} });
  const read = await asAdmin({ method: 'GET', url: `/api/admin/tournaments?q=${encodeURIComponent((await asAdmin({ method: 'GET', url: `/api/tournaments/${draft}` })).json().title)}` });
  expect(read.json().items[0]).toMatchObject({ status: 'DRAFT', hasBracket: true });
});

test('a preview answers the bracket a start would make and stores nothing', async () => {
  const id = await createEvent(server.app, callers.admin);
  const players = await enter(id, 5);
  const preview = await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket/preview`, payload: { thirdPlaceMatch: true } });
  expect(preview.statusCode).toBe(200);
  expect(preview.json<Bracket>()).toMatchObject({ format: 'SINGLE_ELIMINATION', version: 0 });
  expect(entrantNames(preview.json<Bracket>())).toEqual(players.map((player) => player.username).sort());
  expect((await inject({ method: 'GET', url: `/api/tournaments/${id}/bracket` })).statusCode).toBe(404);
  expect(await readTournament(id)).toMatchObject({ status: 'UPCOMING', hasBracket: false });
  expect((await inject(as(callers.user.authorization, { method: 'POST', url: `/api/tournaments/${id}/bracket/preview`, payload: {} }))).statusCode).toBe(403);
});

describe('dropping no-shows at the start', () => {
  test('entries that did not check in are withdrawn; checked-in waitlisted ones take their places in waitlist order', async () => {
    const id = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(20), registration: { capacity: 4, checkInMinutes: 30 } });
    // The first on the waitlist did not check in: the second takes the place.
    const [a, b, c, noShow, firstWaiting, secondWaiting, thirdWaiting] = await enter(id, 7);
    for (const player of [a, b, c, secondWaiting, thirdWaiting]) await inject(checkIn(player!.authorization, id));

    const preview = await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket/preview`, payload: { dropNotCheckedIn: true } });
    const expected = [a, b, c, secondWaiting].map((player) => player!.username).sort();
    expect(entrantNames(preview.json<Bracket>())).toEqual(expected);
    expect(statuses(await listParticipants(server.app, id))[noShow!.username]).toBe('registered');

    const started = await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: { dropNotCheckedIn: true } });
    expect(entrantNames(started.json<Bracket>())).toEqual(expected);
    expect(statuses(await listParticipants(server.app, id))).toMatchObject({
      [noShow!.username]: 'withdrawn',
      [firstWaiting!.username]: 'waitlisted',
      [secondWaiting!.username]: 'checked_in',
      [thirdWaiting!.username]: 'waitlisted',
    });
  });

  test('without it, everyone holding a place plays, checked in or not', async () => {
    const id = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(20), registration: { capacity: 2, checkInMinutes: 30 } });
    const [a, b, waiting] = await enter(id, 3);
    await inject(checkIn(waiting!.authorization, id));
    const started = await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: {} });
    expect(entrantNames(started.json<Bracket>())).toEqual([a!.username, b!.username].sort());
  });

  test('fewer than two checked in: refused, nothing changes', async () => {
    const id = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(20), registration: { checkInMinutes: 30 } });
    const [a] = await enter(id, 3);
    await inject(checkIn(a!.authorization, id));
    const refused = await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: { dropNotCheckedIn: true } });
    expect([refused.statusCode, refused.json().msg]).toEqual([409, 'A bracket needs at least 2 participants; 1 checked in.']);
    expect(Object.values(statuses(await listParticipants(server.app, id)))).toEqual(['checked_in', 'registered', 'registered']);
  });
});

describe('reset to seeding', () => {
  test('before any result, the bracket goes and everything it changed comes back', async () => {
    const id = await createEvent(server.app, callers.admin, { startAt: minutesFromNow(20), registration: { capacity: 2, checkInMinutes: 30 } });
    const [a, noShow, waiting] = await enter(id, 3);
    for (const player of [a, waiting]) await inject(checkIn(player!.authorization, id));
    await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/participants/seed`, payload: { order: [] } });
    await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: { dropNotCheckedIn: true, format: 'ROUND_ROBIN' } });
    const seeds = (await listParticipants(server.app, id)).map((entry) => [entry.name, entry.seed]);

    const reset = await asAdmin({ method: 'DELETE', url: `/api/tournaments/${id}/bracket` });
    expect(reset.statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: `/api/tournaments/${id}/bracket` })).statusCode).toBe(404);
    expect(await readTournament(id)).toMatchObject({ status: 'UPCOMING', format: 'SINGLE_ELIMINATION', hasBracket: false });
    const after = await listParticipants(server.app, id);
    expect(statuses(after)).toEqual({ [a!.username]: 'checked_in', [noShow!.username]: 'registered', [waiting!.username]: 'waitlisted' });
    expect(after.filter((entry) => entry.status !== 'waitlisted').map((entry) => [entry.name, entry.seed])).toEqual(
      seeds.filter(([name]) => name !== waiting!.username),
    );
    // And it can start again.
    expect((await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: {} })).statusCode).toBe(201);
  });

  test('once a result is stored it is refused, and a user may never', async () => {
    const id = await createEvent(server.app, callers.admin);
    await enter(id, 4);
    await asAdmin({ method: 'POST', url: `/api/tournaments/${id}/bracket`, payload: {} });
    expect((await inject(as(callers.user.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/bracket` }))).statusCode).toBe(403);
    expect((await inject(report(callers.admin.authorization, id, 'winners-1-1', { scores: [2, 0] }))).statusCode).toBe(200);
    const refused = await asAdmin({ method: 'DELETE', url: `/api/tournaments/${id}/bracket` });
    expect([refused.statusCode, refused.json().msg]).toEqual([409, 'Results are in: the bracket can no longer go back to seeding. Correct a result instead.']);
    expect((await inject({ method: 'GET', url: `/api/tournaments/${id}/bracket` })).statusCode).toBe(200);
  });
});
