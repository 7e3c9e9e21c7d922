/**
 * Registrations at the edge of capacity, all at once: on PostgreSQL (TEST_DATABASE_URL, the CI's
 * PostgreSQL pass) they run in parallel transactions on several connections; on the embedded
 * database one after the other. Either way the places are counted exactly.
 */
import { createAccount } from '../admin/factories';
import { build, type TestServer } from '../build';
import { as, type Callers, createCallers } from '../brackets/support';
import { createEvent, listParticipants, register } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build({}, { liftRateLimits: true });
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

test('50 players registering at once for 16 places: 16 in, a waitlist numbered 1–34; 5 leaving at once move 5 up, first come first', async () => {
  const id = await createEvent(server.app, callers.admin, { registration: { capacity: 16 } });
  const players = await Promise.all(Array.from({ length: 50 }, () => createAccount(server.app)));
  const answers = await Promise.all(players.map((player) => server.app.inject(register(player, id))));
  expect(answers.map((answer) => answer.statusCode)).toEqual(players.map(() => 201));

  const before = await listParticipants(server.app, id);
  const placed = before.filter((entry) => entry.status === 'registered');
  const waiting = before.filter((entry) => entry.status === 'waitlisted');
  expect(placed).toHaveLength(16);
  expect(waiting.map((entry) => entry.waitlistPosition)).toEqual(Array.from({ length: 34 }, (_, index) => index + 1));
  // Each answer gave the position the list shows.
  const answered = new Map(answers.map((answer) => [answer.json().registration.id, answer.json().registration.position]));
  expect(waiting.map((entry) => answered.get(entry.id))).toEqual(waiting.map((entry) => entry.waitlistPosition));

  const leaving = placed.slice(0, 5).map((entry) => players.find((player) => player.username === entry.name)!);
  const left = await Promise.all(leaving.map((player) => server.app.inject(as(player.authorization, { method: 'DELETE', url: `/api/tournaments/${id}/registrations/mine` }))));
  expect(left.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);

  const after = await listParticipants(server.app, id);
  expect(after.filter((entry) => entry.status === 'registered')).toHaveLength(16);
  const movedUp = after.filter((entry) => entry.status === 'registered' && !placed.some((first) => first.id === entry.id));
  expect(movedUp.map((entry) => entry.id).sort()).toEqual(waiting.slice(0, 5).map((entry) => entry.id).sort());
  expect(after.filter((entry) => entry.status === 'waitlisted').map((entry) => [entry.id, entry.waitlistPosition])).toEqual(
    waiting.slice(5).map((entry, index) => [entry.id, index + 1]),
  );
  const mails = await server.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM notification_outbox WHERE tournament_id = $1 AND kind = 'moved-up'`, [id]);
  expect(mails[0]!.count).toBe(5);
});
