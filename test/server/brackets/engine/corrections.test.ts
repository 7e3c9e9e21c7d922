import fc from 'fast-check';
import { applyReport, listDependentMatches, startMatch } from '../../../../server/routes/brackets/engine/report';
import { computeStandings, podium } from '../../../../server/routes/brackets/engine/standings';
import type { BracketState } from '../../../../server/routes/brackets/engine/types';
import { bracket, match, playOut, randomStream, randomWinner, score, sides, win, winnerId } from './support';

/** Corrects a completed duel so that its other side wins. */
function flip(state: BracketState, matchId: string) {
  const [first] = match(state, matchId).opponents;
  return applyReport(state, matchId, { reportId: `flip-${matchId}`, scores: first!.result === 'win' ? [0, 1] : [1, 0], correct: true });
}

const ids = (matches: { id: string }[]) => matches.map((each) => each.id);
const reportIds = (state: BracketState) => new Map(state.matches.map((each) => [each.id, each.reportId]));

describe('corrections in elimination', () => {
  test('a new winner resets exactly the later matches that were played with the old one', () => {
    const played = playOut(bracket('SINGLE_ELIMINATION', 8));
    // p4 beat p5, then lost to p1, who won the final.
    expect(ids(listDependentMatches(played, 'winners-1-2'))).toEqual(['winners-2-1', 'winners-3-1']);
    const outcome = flip(played, 'winners-1-2');
    expect(outcome.resetMatchIds).toEqual(['winners-2-1', 'winners-3-1']);
    expect(ids(outcome.changedMatches)).toEqual(['winners-1-2', 'winners-2-1', 'winners-3-1']);
    expect(sides(outcome.state, 'winners-2-1')).toEqual(['p1', 'p5']);
    expect(match(outcome.state, 'winners-2-1')).toMatchObject({ status: 'ready', reportId: null });
    expect(sides(outcome.state, 'winners-3-1')).toEqual([null, 'p2']);
    expect(match(outcome.state, 'winners-3-1').status).toBe('waiting');
    for (const untouched of ['winners-1-1', 'winners-1-3', 'winners-1-4', 'winners-2-2']) {
      expect(match(outcome.state, untouched)).toEqual(match(played, untouched));
    }
    expect(outcome.state.status).toBe('running');
    expect(podium(outcome.state)).toBeNull();
  });

  test('a match being played with the old winner goes back to ready', () => {
    let state = win(bracket('SINGLE_ELIMINATION', 4), 'winners-1-1', 'p1');
    state = win(state, 'winners-1-2', 'p2');
    state = startMatch(state, 'winners-2-1').state;
    expect(ids(listDependentMatches(state, 'winners-1-1'))).toEqual(['winners-2-1']);
    const outcome = flip(state, 'winners-1-1');
    expect(outcome.resetMatchIds).toEqual(['winners-2-1']);
    expect(match(outcome.state, 'winners-2-1')).toMatchObject({ status: 'ready', opponents: [expect.objectContaining({ participantId: 'p4' }), expect.objectContaining({ participantId: 'p2' })] });
  });

  test('a corrected score with the same winner resets nothing', () => {
    const played = playOut(bracket('SINGLE_ELIMINATION', 8));
    const outcome = applyReport(played, 'winners-1-2', { reportId: 'typo', scores: [3, 2], correct: true });
    expect(outcome.resetMatchIds).toEqual([]);
    expect(ids(outcome.changedMatches)).toEqual(['winners-1-2']);
    expect(outcome.state.status).toBe('completed');
  });

  test('in double elimination the reset follows both the winner and the loser', () => {
    const played = playOut(bracket('DOUBLE_ELIMINATION', 8));
    // p1 beat p8 in round 1, then p4, then p2, and won the grand final; p8 lost losers round 1 to
    // p5, who lost to p3 next; p4 dropped against p6. The reset was not needed, so not played.
    const dependants = ids(listDependentMatches(played, 'winners-1-1'));
    expect(dependants).toEqual(['winners-2-1', 'winners-3-1', 'losers-1-1', 'losers-2-1', 'losers-2-2', 'losers-3-1', 'losers-4-1', 'final-1-1']);
    const outcome = flip(played, 'winners-1-1');
    expect(outcome.resetMatchIds).toEqual(dependants);
    expect(sides(outcome.state, 'winners-2-1')).toEqual(['p8', 'p4']);
    expect(sides(outcome.state, 'losers-1-1')).toEqual(['p1', 'p5']);
    // Not fed by the corrected match: kept as played.
    for (const kept of ['winners-1-2', 'winners-1-3', 'winners-1-4', 'winners-2-2', 'losers-1-2']) expect(match(outcome.state, kept).reportId).toBe(match(played, kept).reportId);
    // Replaying from there completes the bracket again.
    expect(playOut(outcome.state).status).toBe('completed');
  });

  test('correcting the first grand final to a win of the winners-bracket champion cancels the reset', () => {
    const played = playOut(bracket('DOUBLE_ELIMINATION', 4), (next) => (next.id === 'final-1-1' ? 'p2' : next.opponents[0]!.participantId));
    expect(match(played, 'final-2-1').reportId).not.toBeNull();
    const outcome = flip(played, 'final-1-1');
    expect(outcome.resetMatchIds).toEqual(['final-2-1']);
    expect(match(outcome.state, 'final-2-1')).toMatchObject({ bye: true, status: 'completed', opponents: [null, null] });
    expect(outcome.state.status).toBe('completed');
    expect(podium(outcome.state)![0]!.participantId).toBe('p1');
  });

  test('any bracket, any match: a correction that changes the winner resets exactly the listed dependants', () => {
    fc.assert(
      fc.property(fc.constantFrom('SINGLE_ELIMINATION' as const, 'DOUBLE_ELIMINATION' as const), fc.integer({ min: 2, max: 24 }), fc.integer(), fc.nat(), (format, count, seed, pick) => {
        const played = playOut(bracket(format, count, format === 'SINGLE_ELIMINATION' ? { thirdPlaceMatch: true } : {}), randomWinner(randomStream(seed)));
        const reported = played.matches.filter((each) => each.reportId !== null);
        const corrected = reported[pick % reported.length]!;
        const listed = ids(listDependentMatches(played, corrected.id));
        const outcome = flip(played, corrected.id);
        expect(outcome.resetMatchIds).toEqual(listed);
        const before = reportIds(played);
        for (const [id, reportId] of reportIds(outcome.state)) {
          if (id === corrected.id) expect(reportId).toBe(`flip-${id}`);
          else if (listed.includes(id)) expect(reportId).toBeNull();
          else expect(reportId).toBe(before.get(id));
        }
        expect(playOut(outcome.state, randomWinner(randomStream(seed + 1))).status).toBe('completed');
      }),
      { numRuns: 60 },
    );
  });
});

describe('corrections in round robin, Swiss and battle royale change standings only', () => {
  test('round robin', () => {
    const played = playOut(bracket('ROUND_ROBIN', 4));
    expect(listDependentMatches(played, 'group-1-1-1')).toEqual([]);
    const outcome = flip(played, 'group-1-1-1');
    expect(outcome.resetMatchIds).toEqual([]);
    expect(ids(outcome.changedMatches)).toEqual(['group-1-1-1']);
    expect(computeStandings(outcome.state).find((standing) => standing.participantId === 'p4')).toMatchObject({ wins: 1, points: 3 });
    expect(outcome.state.status).toBe('completed');
  });

  test('Swiss: later rounds keep their pairings', () => {
    let state = bracket('SWISS', 4, { rounds: 2 });
    state = win(state, 'swiss-1-1', 'p1');
    state = win(state, 'swiss-1-2', 'p2');
    const pairings = state.matches.filter((each) => each.round === 2).map((each) => each.opponents);
    const outcome = flip(state, 'swiss-1-1');
    expect(outcome.resetMatchIds).toEqual([]);
    expect(outcome.state.matches.filter((each) => each.round === 2).map((each) => each.opponents)).toEqual(pairings);
    expect(computeStandings(outcome.state).find((standing) => standing.participantId === 'p3')).toMatchObject({ points: 1 });
  });

  test('battle royale: a corrected lobby recounts its points', () => {
    let state = bracket('BATTLE_ROYALE', 2, { rounds: 1, placementPoints: [10, 5] });
    state = applyReport(state, 'lobby-1-1', { reportId: 'first', placements: [{ participantId: 'p1', place: 1, kills: 0 }, { participantId: 'p2', place: 2, kills: 0 }] }).state;
    const outcome = applyReport(state, 'lobby-1-1', { reportId: 'fixed', correct: true, placements: [{ participantId: 'p1', place: 2, kills: 1 }, { participantId: 'p2', place: 1, kills: 0 }] });
    expect(computeStandings(outcome.state).map((standing) => [standing.participantId, standing.points])).toEqual([
      ['p2', 10],
      ['p1', 6],
    ]);
  });

  test('round robin: a correction leaves the other results alone', () => {
    let state = score(bracket('ROUND_ROBIN', 3), 'group-1-1-1', [1, 1]);
    state = score(state, 'group-1-2-1', [2, 0]);
    const outcome = applyReport(state, 'group-1-1-1', { reportId: 'fix', scores: [3, 0], correct: true });
    expect(winnerId(outcome.state, 'group-1-1-1')).toBe(match(state, 'group-1-1-1').opponents[0]!.participantId);
    expect(match(outcome.state, 'group-1-2-1')).toEqual(match(state, 'group-1-2-1'));
  });
});
