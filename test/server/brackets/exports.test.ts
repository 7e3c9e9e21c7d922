import type { InjectOptions } from 'fastify';
import { build, type TestServer } from '../build';
import { as, type Callers, createCallers, report, startedBracket } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);
const exported = (tournamentId: string, what: string, authorization = callers.admin.authorization) =>
  inject(as(authorization, { method: 'GET', url: `/api/admin/tournaments/${tournamentId}/export.csv?what=${what}` }));
const lines = (body: string) => body.trimEnd().split('\r\n');

test('participants, matches and placements of a completed bracket, as CSV attachments', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  await inject(as(callers.admin.authorization, { method: 'PATCH', url: `/api/tournaments/${tournamentId}`, payload: { results: [{ place: 1, name: 'To be decided', prize: '€300' }] } }));
  for (const [matchId, scores] of [
    ['winners-1-1', [2, 0]],
    ['winners-1-2', [2, 1]],
    ['winners-2-1', [3, 2]],
  ] as const) {
    expect((await inject(report(callers.admin.authorization, tournamentId, matchId, { scores }))).statusCode).toBe(200);
  }

  const participants = await exported(tournamentId, 'participants');
  expect(participants.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(participants.headers['content-disposition']).toBe(`attachment; filename="participants-${tournamentId}.csv"`);
  expect(lines(participants.body)).toEqual([
    '"seed","name","status","checked_in","waitlist_position","usernames"',
    '"1","Player 1","registered","no","",""',
    '"2","Player 2","registered","no","",""',
    '"3","Player 3","registered","no","",""',
    '"4","Player 4","registered","no","",""',
  ]);

  const matches = lines((await exported(tournamentId, 'matches')).body);
  expect(matches[0]).toBe('"match_id","bracket","group","round","number","status","side_1","score_1","side_2","score_2","winner","disputed"');
  expect(matches).toContain('"winners-2-1","winners","","2","1","completed","Player 1","3","Player 2","2","Player 1","no"');

  const placements = lines((await exported(tournamentId, 'placements')).body);
  expect(placements[0]).toBe('"place","name","prize"');
  expect(placements[1]).toBe('"1","Player 1","€300"');
});

test('a name that a spreadsheet would run as a formula is defused; only staff may export; an unknown export is refused', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 2);
  await server.db.query(`UPDATE bracket_participants SET name = '=HYPERLINK("x")' WHERE tournament_id = $1 AND seed = 1`, [tournamentId]);
  expect(lines((await exported(tournamentId, 'participants')).body)[1]).toBe(`"1","'=HYPERLINK(""x"")","registered","no","",""`);
  expect((await exported(tournamentId, 'participants', callers.user.authorization)).statusCode).toBe(403);
  expect((await exported(tournamentId, 'everything')).statusCode).toBe(400);
  expect((await exported('0123456789abcdef01234567', 'matches')).statusCode).toBe(404);
});
