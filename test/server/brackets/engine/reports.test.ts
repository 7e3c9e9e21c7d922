import { createBracket } from '../../../../server/routes/brackets/engine/createBracket';
import { applyReport, startMatch } from '../../../../server/routes/brackets/engine/report';
import type { BracketState, MatchReport } from '../../../../server/routes/brackets/engine/types';
import { bracket, match, refusal, win } from './support';

const report = (state: BracketState, matchId: string, body: Partial<MatchReport> & Record<string, unknown>) => () =>
  applyReport(state, matchId, { reportId: 'report', ...body } as MatchReport);

describe('reports: impossible scores are refused with a clear message', () => {
  const state = bracket('SINGLE_ELIMINATION', 8);

  test.each([
    ['a negative score', [-1, 2], 'Scores cannot be negative (-1).'],
    ['a fraction', [1.5, 0], 'Scores must be whole numbers (1.5 is not).'],
    ['three scores', [1, 2, 3], 'Scores must be two numbers, one for each side: [a, b].'],
    ['one score', [1], 'Scores must be two numbers, one for each side: [a, b].'],
    ['a string', ['2', 1], 'Scores must be numbers.'],
    ['NaN', [Number.NaN, 1], 'Scores must be numbers.'],
    ['Infinity', [Infinity, 1], 'Scores must be numbers.'],
    ['a draw in elimination', [3, 3], 'A draw is not possible in single elimination: one side must score more.'],
  ])('%s', (_case, scores, message) => {
    expect(refusal(report(state, 'winners-1-1', { scores: scores as number[] }))).toEqual({ kind: 'invalid', message });
  });

  test('a report without scores, with both scores and placements, or without a reportId', () => {
    expect(refusal(report(state, 'winners-1-1', {}))).toEqual({ kind: 'invalid', message: 'A report needs scores, or placements for a lobby.' });
    expect(refusal(report(state, 'winners-1-1', { scores: [1, 0], placements: [] }))).toEqual({ kind: 'invalid', message: 'A report has scores or placements, not both.' });
    expect(refusal(report(state, 'winners-1-1', { placements: [] }))).toEqual({ kind: 'invalid', message: 'Match winners-1-1 is a duel: report scores, not placements.' });
    expect(refusal(report(state, 'winners-1-1', { reportId: '', scores: [1, 0] }))).toEqual({ kind: 'invalid', message: 'A report needs a reportId.' });
  });

  test('an unknown match', () => {
    expect(refusal(report(state, 'winners-9-9', { scores: [1, 0] }))).toEqual({ kind: 'not_found', message: 'Match winners-9-9 is not in this bracket.' });
  });

  test('draws are fine where the format has them', () => {
    const roundRobin = applyReport(bracket('ROUND_ROBIN', 4), 'group-1-1-1', { reportId: 'r', scores: [2, 2] }).state;
    expect(match(roundRobin, 'group-1-1-1').opponents.map((opponent) => opponent!.result)).toEqual(['draw', 'draw']);
    const swiss = applyReport(bracket('SWISS', 4), 'swiss-1-1', { reportId: 'r', scores: [0, 0] }).state;
    expect(match(swiss, 'swiss-1-1').opponents.map((opponent) => opponent!.result)).toEqual(['draw', 'draw']);
  });
});

describe('reports: matches that cannot take one now', () => {
  test('a match whose opponents are not both known, or a BYE', () => {
    const state = bracket('SINGLE_ELIMINATION', 6);
    expect(refusal(report(state, 'winners-2-1', { scores: [1, 0] }))).toEqual({ kind: 'conflict', message: 'Match winners-2-1 is not ready: its opponents are not both known yet.' });
    expect(refusal(report(state, 'winners-1-1', { scores: [1, 0] }))).toEqual({ kind: 'conflict', message: 'Match winners-1-1 is a BYE: nobody plays it.' });
  });

  test('a completed match takes another result only as a correction', () => {
    const state = win(bracket('SINGLE_ELIMINATION', 4), 'winners-1-1', 'p1');
    expect(refusal(report(state, 'winners-1-1', { reportId: 'another', scores: [0, 1] }))).toEqual({
      kind: 'conflict',
      message: 'Match winners-1-1 is already completed; an admin can correct its result.',
    });
    const corrected = applyReport(state, 'winners-1-1', { reportId: 'another', scores: [0, 1], correct: true }).state;
    expect(match(corrected, 'winners-1-1').opponents.map((opponent) => opponent!.result)).toEqual(['loss', 'win']);
  });
});

describe('reports: the same report twice', () => {
  test('applies once: the second time changes nothing and says so', () => {
    const state = bracket('SINGLE_ELIMINATION', 4);
    const first = applyReport(state, 'winners-1-1', { reportId: 'bot-42', scores: [2, 1] });
    expect(first.duplicate).toBe(false);
    const again = applyReport(first.state, 'winners-1-1', { reportId: 'bot-42', scores: [2, 1] });
    expect(again).toEqual({ state: first.state, changedMatches: [], resetMatchIds: [], duplicate: true });
    // Even a replay carrying other scores, or a correction flag, is the same report.
    expect(applyReport(first.state, 'winners-1-1', { reportId: 'bot-42', scores: [0, 5], correct: true }).duplicate).toBe(true);
    expect(match(first.state, 'winners-1-1').reportId).toBe('bot-42');
  });

  test('a lobby report sent twice is applied once', () => {
    const state = createBracket({ format: 'BATTLE_ROYALE', participants: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }], options: { rounds: 2 } });
    const placements = [
      { participantId: 'a', place: 1, kills: 2 },
      { participantId: 'b', place: 2, kills: 0 },
    ];
    const first = applyReport(state, 'lobby-1-1', { reportId: 'lobby-once', placements });
    expect(first.changedMatches.map((changed) => changed.id)).toEqual(['lobby-1-1', 'lobby-2-1']);
    const again = applyReport(first.state, 'lobby-1-1', { reportId: 'lobby-once', placements });
    expect(again.duplicate).toBe(true);
    expect(again.state.matches).toHaveLength(2);
  });
});

describe('reports: a match being played', () => {
  test('a ready match can start, then takes its result', () => {
    const state = bracket('SINGLE_ELIMINATION', 4);
    const started = startMatch(state, 'winners-1-1');
    expect(started.changedMatches.map((changed) => [changed.id, changed.status])).toEqual([['winners-1-1', 'running']]);
    expect(refusal(() => startMatch(started.state, 'winners-1-1'))).toEqual({ kind: 'conflict', message: 'Match winners-1-1 cannot start: it is already running.' });
    expect(refusal(() => startMatch(state, 'winners-2-1'))).toEqual({ kind: 'conflict', message: 'Match winners-2-1 cannot start: its opponents are not both known yet.' });
    const other = win(started.state, 'winners-1-2', 'p2');
    expect(match(other, 'winners-1-1').status).toBe('running');
    const done = win(other, 'winners-1-1', 'p4');
    expect(match(done, 'winners-1-1').status).toBe('completed');
    expect(match(done, 'winners-2-1').opponents.map((opponent) => opponent!.participantId)).toEqual(['p4', 'p2']);
  });
});

describe('creating a bracket: impossible input is refused', () => {
  const two = [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ];

  test.each([
    [{ format: 'SWISS', participants: [{ id: 'a', name: 'A' }] }, 'A bracket needs at least 2 participants.'],
    [{ format: 'SWISS', participants: [...two, { id: 'a', name: 'Again' }] }, 'Participant a is listed twice.'],
    [{ format: 'SWISS', participants: [...two, { id: 'c', name: '  ' }] }, 'Participant c needs a name.'],
    [{ format: 'SWISS', participants: [...two, { id: 'c', name: 'C', seed: 0 }] }, 'The seed of C must be a whole number of 1 or more.'],
    [{ format: 'KNOCKOUT', participants: two }, 'The format must be one of SINGLE_ELIMINATION, DOUBLE_ELIMINATION, ROUND_ROBIN, SWISS, BATTLE_ROYALE.'],
    [{ format: 'SINGLE_ELIMINATION', participants: two, options: { groups: 2 } }, 'groups does not apply to a single elimination bracket.'],
    [{ format: 'DOUBLE_ELIMINATION', participants: two, options: { grandFinalReset: 'yes' } }, 'grandFinalReset must be true or false.'],
    [{ format: 'BATTLE_ROYALE', participants: two, options: { lobbySize: 1 } }, 'lobbySize must be a whole number from 2 to 200.'],
    [{ format: 'BATTLE_ROYALE', participants: two, options: { placementPoints: [10, -1] } }, 'The points of place 2 must be a number from 0 to 1000.'],
  ])('%j', (input, message) => {
    expect(refusal(() => createBracket(input as Parameters<typeof createBracket>[0]))).toEqual({ kind: 'invalid', message });
  });

  test('seeds order the participants; those without one come after, in the order given', () => {
    const state = createBracket({
      format: 'SINGLE_ELIMINATION',
      participants: [
        { id: 'late', name: 'Late' },
        { id: 'second', name: 'Second', seed: 7 },
        { id: 'first', name: 'First', seed: 2 },
        { id: 'later', name: 'Later', seed: null },
      ],
    });
    expect(state.participants.map((participant) => [participant.id, participant.seed])).toEqual([
      ['first', 1],
      ['second', 2],
      ['late', 3],
      ['later', 4],
    ]);
    // The state is plain JSON: it survives a round trip through text unchanged.
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
