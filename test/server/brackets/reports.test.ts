import type { InjectOptions } from 'fastify';
import type { BracketMatch, ReportResponse } from '../../../common/contract/brackets';
import { build, type TestServer } from '../build';
import { as, type Callers, createApiKey, createCallers, matchOf, readBracket, report, startedBracket } from './support';

let server: TestServer;
let callers: Callers;

beforeAll(async () => {
  server = await build();
  callers = await createCallers(server.app);
});
afterAll(() => server.close());

const inject = (request: InjectOptions) => server.app.inject(request);
const ids = (matches: BracketMatch[]) => matches.map((match) => match.id).sort();

test('a report answers every match it changed, and the same reportId again answers the same and changes nothing', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  const body = { reportId: 'bot-match-1', scores: [2, 1] };
  const first = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', body));
  expect(first.statusCode).toBe(200);
  expect(ids(first.json<ReportResponse>().matches)).toEqual(['winners-1-1', 'winners-2-1']);
  const versionAfterFirst = (await readBracket(server.app, tournamentId)).version;

  const again = await inject(report(callers.master.authorization, tournamentId, 'winners-1-1', { ...body, scores: [0, 2] }));
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(first.json());
  const bracket = await readBracket(server.app, tournamentId);
  expect(bracket.version).toBe(versionAfterFirst);
  expect(matchOf(bracket, 'winners-1-1').opponents.map((opponent) => opponent?.score)).toEqual([2, 1]);

  const elsewhere = await inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', body));
  expect([elsewhere.statusCode, elsewhere.json().msg]).toEqual([409, 'reportId bot-match-1 was already used for match winners-1-1: choose a new one for each report.']);
});

test('ten reports of the same match at once: one is applied, the others are refused, and the bracket is whole', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 8);
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) => inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', { scores: index % 2 ? [2, 0] : [0, 2] }))),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([200, ...Array(9).fill(409)]);
  const applied = responses.find((response) => response.statusCode === 200)!.json<ReportResponse>();
  const bracket = await readBracket(server.app, tournamentId);
  expect(bracket.version).toBe(2);
  expect(matchOf(bracket, 'winners-1-1')).toEqual(applied.matches.find((match) => match.id === 'winners-1-1'));
  const next = matchOf(bracket, 'winners-2-1');
  const winner = matchOf(bracket, 'winners-1-1').opponents.find((opponent) => opponent?.result === 'win')!;
  expect(next.opponents[0]?.participantId).toBe(winner.participantId);
});

/*
 * Two reports of one match at once, each with its own reportId, on whatever database the run uses
 * (the embedded one by default, PostgreSQL with TEST_DATABASE_URL). On PostgreSQL the two
 * transactions truly overlap, and the bracket row's lock (SELECT … FOR UPDATE) makes the second wait
 * for the first. The embedded database (PGlite) cannot race there: it is one connection, and it runs
 * one transaction at a time, so the second report's transaction starts only once the first has
 * committed, with or without the lock, and it reads the match as completed. So here the lock is
 * not what is tested (taking FOR UPDATE away still passes on PGlite, and fails on PostgreSQL); what
 * is tested on both is the outcome: one result, one 409, one stored report, the winner moved on.
 */
test('two reports of the same match at once with different reportIds: exactly one wins, the other gets 409, the bracket is consistent', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 8);
  const reports = [
    { reportId: 'first-referee', scores: [2, 0] },
    { reportId: 'second-referee', scores: [0, 2] },
  ];
  const responses = await Promise.all(reports.map((body) => inject(report(callers.admin.authorization, tournamentId, 'winners-1-1', body))));
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  const loser = responses.find((response) => response.statusCode === 409)!;
  expect(loser.json()).toEqual({ msg: 'Match winners-1-1 is already completed; an admin can correct its result.' });
  const winningReport = reports[responses.findIndex((response) => response.statusCode === 200)]!;

  const bracket = await readBracket(server.app, tournamentId);
  expect(bracket.version).toBe(2);
  const match = matchOf(bracket, 'winners-1-1');
  expect(match.opponents.map((opponent) => opponent?.score)).toEqual(winningReport.scores);
  const winner = match.opponents.find((opponent) => opponent?.result === 'win')!;
  expect(matchOf(bracket, 'winners-2-1').opponents[0]?.participantId).toBe(winner.participantId);
  // Only the winning report is stored: the refused one left no trace that a retry would answer from.
  const stored = await server.db.query<{ report_id: string }>('SELECT report_id FROM bracket_reports WHERE tournament_id = $1', [tournamentId]);
  expect(stored.map((row) => row.report_id)).toEqual([winningReport.reportId]);
});

test('the same reportId sent ten times at once is applied once and answered the same every time', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 8);
  const body = { reportId: 'same-everywhere', scores: [3, 2] };
  const responses = await Promise.all(Array.from({ length: 10 }, () => inject(report(callers.admin.authorization, tournamentId, 'winners-1-2', body))));
  expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
  expect(new Set(responses.map((response) => response.body)).size).toBe(1);
  expect((await readBracket(server.app, tournamentId)).version).toBe(2);
});

test('impossible results answer 400 with a clear msg; a match not ready or already played answers 409', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  const send = async (matchId: string, body: Record<string, unknown>) => {
    const response = await inject(report(callers.admin.authorization, tournamentId, matchId, body));
    return [response.statusCode, response.json().msg];
  };
  expect(await send('winners-1-1', { scores: [1, 1] })).toEqual([400, 'A draw is not possible in single elimination: one side must score more.']);
  expect(await send('winners-1-1', { scores: [-1, 2] })).toEqual([400, 'Score 1 must be at least 0 (body.scores.0).']);
  expect(await send('winners-1-1', { scores: [1] })).toEqual([400, 'Scores must have at least 2 items (body.scores).']);
  expect(await send('winners-1-1', { placements: [{ participantId: 'x', place: 1, kills: 0 }] })).toEqual([400, 'Match winners-1-1 is a duel: report scores, not placements.']);
  expect(await send('winners-9-9', { scores: [1, 0] })).toEqual([404, 'Match winners-9-9 is not in this bracket.']);
  expect(await send('winners-2-1', { scores: [1, 0] })).toEqual([409, 'Match winners-2-1 is not ready: its opponents are not both known yet.']);
  expect(await send('winners-1-1', { scores: [1, 0] })).toEqual([200, undefined]);
  expect(await send('winners-1-1', { scores: [0, 1] })).toEqual([409, 'Match winners-1-1 is already completed; an admin can correct its result.']);
  expect((await readBracket(server.app, tournamentId)).version).toBe(2);
});

test('a correction names the matches it would reset, then resets them', async () => {
  const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
  for (const [matchId, scores] of [['winners-1-1', [2, 0]], ['winners-1-2', [2, 0]], ['winners-2-1', [2, 0]]] as const) {
    expect((await inject(report(callers.admin.authorization, tournamentId, matchId, { scores }))).statusCode).toBe(200);
  }
  const preview = await inject(as(callers.admin.authorization, { method: 'GET', url: `/api/tournaments/${tournamentId}/matches/winners-1-1/dependents` }));
  expect(ids(preview.json<{ matches: BracketMatch[] }>().matches)).toEqual(['winners-2-1']);
  const corrected = await inject(report(callers.master.authorization, tournamentId, 'winners-1-1', { scores: [0, 2], correct: true }));
  expect(corrected.statusCode).toBe(200);
  const final = matchOf(await readBracket(server.app, tournamentId), 'winners-2-1');
  expect(final.status).toBe('ready');
  expect(final.opponents.map((opponent) => opponent?.name)).toEqual(['Player 4', 'Player 2']);
});

test('a withdrawn participant loses what is left to play; the write is in the audit log under who made it', async () => {
  const { tournamentId, participants } = await startedBracket(server.app, callers.admin, 4);
  const response = await inject(
    as(callers.admin.authorization, {
      method: 'POST',
      url: `/api/tournaments/${tournamentId}/participants/${participants[3]!.id}/withdraw`,
      payload: { reason: 'disqualified' },
    }),
  );
  expect(response.statusCode).toBe(200);
  expect(ids(response.json<ReportResponse>().matches)).toEqual(['winners-1-1', 'winners-2-1']);
  const first = matchOf(await readBracket(server.app, tournamentId), 'winners-1-1');
  expect(first.opponents.map((opponent) => [opponent?.result, opponent?.forfeit])).toEqual([
    ['win', false],
    ['loss', true],
  ]);
  const log = await server.db.query<{ actor_name: string; action: string }>('SELECT actor_name, action FROM audit_log WHERE target = $1 ORDER BY created_at', [
    tournamentId,
  ]);
  expect(log.map((entry) => entry.action)).toEqual(['bracket.participants.added', 'bracket.started', 'bracket.participant.withdrawn']);
  expect(new Set(log.map((entry) => entry.actor_name))).toEqual(new Set([callers.admin.username]));
});

test('a withdrawal taken back reopens what it decided and answers the matches that changed; a second one is refused', async () => {
  const { tournamentId, participants } = await startedBracket(server.app, callers.admin, 4);
  const url = `/api/tournaments/${tournamentId}/participants/${participants[3]!.id}/withdraw`;
  await inject(as(callers.admin.authorization, { method: 'POST', url, payload: { reason: 'forfeit' } }));
  const reinstated = await inject(as(callers.admin.authorization, { method: 'DELETE', url }));
  expect(reinstated.statusCode).toBe(200);
  expect(ids(reinstated.json<ReportResponse>().matches)).toEqual(['winners-1-1', 'winners-2-1']);
  const first = matchOf(await readBracket(server.app, tournamentId), 'winners-1-1');
  expect(first.status).toBe('ready');
  expect(first.opponents.map((opponent) => opponent?.result ?? null)).toEqual([null, null]);
  const again = await inject(as(callers.admin.authorization, { method: 'DELETE', url }));
  expect(again.statusCode).toBe(409);
  const log = await server.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target = $1 ORDER BY created_at', [tournamentId]);
  expect(log.map((entry) => entry.action)).toContain('bracket.participant.reinstated');
});

describe('with an API key', () => {
  test('the bot adds participants and reports; its writes are in the audit log under its name', async () => {
    const key = await createApiKey(server.app, callers.admin, 'Discord bot');
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const reported = await inject(report(`Bearer ${key.key}`, tournamentId, 'winners-1-1', { scores: [2, 0] }));
    expect(reported.statusCode).toBe(200);
    const log = await server.db.query<{ actor_id: string | null; actor_name: string; details: Record<string, unknown> }>(
      "SELECT actor_id, actor_name, details FROM audit_log WHERE target = $1 AND action = 'bracket.match.reported'",
      [tournamentId],
    );
    expect(log).toEqual([{ actor_id: null, actor_name: 'API key "Discord bot"', details: expect.objectContaining({ matchId: 'winners-1-1', apiKeyId: key.id, scores: [2, 0] }) }]);
  });

  test('a key cannot correct a result, start a bracket or manage keys', async () => {
    const key = await createApiKey(server.app, callers.admin);
    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    await inject(report(`Bearer ${key.key}`, tournamentId, 'winners-1-1', { scores: [2, 0] }));
    const correct = await inject(report(`Bearer ${key.key}`, tournamentId, 'winners-1-1', { scores: [0, 2], correct: true }));
    expect([correct.statusCode, correct.json().msg]).toEqual([403, 'Only an admin or master can correct a result.']);
    const start = await inject(as(`Bearer ${key.key}`, { method: 'POST', url: `/api/tournaments/${tournamentId}/bracket`, payload: {} }));
    expect([start.statusCode, start.json().msg]).toEqual([403, 'This API key cannot do this: its scopes are results.']);
    const keys = await inject(as(`Bearer ${key.key}`, { method: 'GET', url: '/api/admin/api-keys' }));
    expect(keys.statusCode).toBe(403);
  });

  test('an admin lists keys without key material; a revoked key stops at once', async () => {
    const key = await createApiKey(server.app, callers.admin, 'Revoked bot');
    expect(key.key).toMatch(/^vsk_[A-Za-z0-9_-]{43}$/);
    const listed = await inject(as(callers.admin.authorization, { method: 'GET', url: '/api/admin/api-keys' }));
    expect(listed.json().keys).toContainEqual(expect.objectContaining({ id: key.id, name: 'Revoked bot', scopes: ['results'], createdBy: callers.admin.username }));
    expect(listed.body).not.toContain(key.key);
    const stored = await server.db.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE id = $1', [key.id]);
    expect(stored[0]!.key_hash).not.toContain(key.key);

    const { tournamentId } = await startedBracket(server.app, callers.admin, 4);
    const revoked = await inject(as(callers.admin.authorization, { method: 'DELETE', url: `/api/admin/api-keys/${key.id}` }));
    expect(revoked.statusCode).toBe(200);
    const refused = await inject(report(`Bearer ${key.key}`, tournamentId, 'winners-1-1', { scores: [2, 0] }));
    expect([refused.statusCode, refused.json().msg]).toEqual([401, 'This API key is not valid, or it was revoked.']);
    const after = await inject(as(callers.admin.authorization, { method: 'GET', url: '/api/admin/api-keys' }));
    expect(after.json().keys.map((listedKey: { id: string }) => listedKey.id)).not.toContain(key.id);
  });
});
