import { applyReport } from '../../../../server/routes/brackets/engine/report';
import { computeStandings } from '../../../../server/routes/brackets/engine/standings';
import type { BracketState } from '../../../../server/routes/brackets/engine/types';
import { withdrawParticipant } from '../../../../server/routes/brackets/engine/withdraw';
import { bracket, loserId, match, playedDuels, playOut, sides, win, winnerId } from './support';

const withdraw = (state: BracketState, participantId: string, reason: 'forfeit' | 'disqualified' = 'forfeit') => withdrawParticipant(state, participantId, reason);

describe('forfeits in elimination', () => {
  test('the pending match of a withdrawn participant is lost by forfeit and the opponent goes on', () => {
    const state = bracket('SINGLE_ELIMINATION', 8);
    const outcome = withdraw(state, 'p8', 'disqualified');
    expect(outcome.changedMatches.map((changed) => changed.id)).toEqual(['winners-1-1', 'winners-2-1']);
    expect(match(outcome.state, 'winners-1-1')).toMatchObject({ status: 'completed', reportId: null });
    expect(match(outcome.state, 'winners-1-1').opponents).toEqual([
      expect.objectContaining({ participantId: 'p1', result: 'win', score: null, forfeit: false }),
      expect.objectContaining({ participantId: 'p8', result: 'loss', score: null, forfeit: true }),
    ]);
    expect(sides(outcome.state, 'winners-2-1')).toEqual(['p1', null]);
    expect(outcome.state.participants.find((participant) => participant.id === 'p8')!.withdrawn).toBe('disqualified');
  });

  test('a participant who withdraws while waiting for an opponent loses when the opponent is known', () => {
    let state = win(bracket('SINGLE_ELIMINATION', 8), 'winners-1-1', 'p1');
    state = withdraw(state, 'p1').state;
    expect(match(state, 'winners-2-1').status).toBe('waiting');
    state = win(state, 'winners-1-2', 'p5');
    expect(winnerId(state, 'winners-2-1')).toBe('p5');
    expect(sides(state, 'winners-3-1')).toEqual(['p5', null]);
  });

  test('in double elimination a withdrawn participant is out: they also lose their losers-bracket match', () => {
    let state = withdraw(bracket('DOUBLE_ELIMINATION', 8), 'p1').state;
    expect(winnerId(state, 'winners-1-1')).toBe('p8');
    expect(sides(state, 'losers-1-1')).toEqual(['p1', null]);
    state = win(state, 'winners-1-2', 'p4');
    expect(winnerId(state, 'losers-1-1')).toBe('p5');
    state = playOut(state);
    expect(state.status).toBe('completed');
    const duels = playedDuels(state).filter((duel) => duel.participant === 'p1');
    expect(duels.map((duel) => [duel.match.id, duel.result])).toEqual([
      ['winners-1-1', 'loss'],
      ['losers-1-1', 'loss'],
    ]);
    expect(computeStandings(state).find((standing) => standing.participantId === 'p1')).toMatchObject({ rank: 7, withdrawn: 'forfeit', wins: 0, losses: 2 });
  });

  test('when both sides had withdrawn before they met nobody goes on, and the next opponent has a BYE', () => {
    let state = withdraw(bracket('DOUBLE_ELIMINATION', 8), 'p8').state;
    state = withdraw(state, 'p5').state;
    expect(match(state, 'losers-1-1').opponents.map((opponent) => [opponent!.participantId, opponent!.result, opponent!.forfeit])).toEqual([
      ['p8', 'loss', true],
      ['p5', 'loss', true],
    ]);
    expect(match(state, 'losers-2-1')).toMatchObject({ bye: true, status: 'locked' });
    state = win(state, 'winners-1-3', 'p2');
    state = win(state, 'winners-1-4', 'p3');
    state = win(state, 'winners-2-2', 'p2');
    expect(match(state, 'losers-2-1')).toMatchObject({ bye: true, status: 'completed' });
    expect(winnerId(state, 'losers-2-1')).toBe('p3');
  });

  test('a match decided by a forfeit has no result to correct', () => {
    const state = withdraw(bracket('SINGLE_ELIMINATION', 4), 'p4').state;
    expect(() => applyReport(state, 'winners-1-1', { reportId: 'fix', scores: [0, 1], correct: true })).toThrow(
      'Match winners-1-1 was decided by a forfeit, not played: it has no result to correct.',
    );
  });
});

describe('forfeits in round robin, Swiss and battle royale', () => {
  test('round robin: every match left to play is lost by forfeit; results already played stand', () => {
    let state = win(bracket('ROUND_ROBIN', 4), 'group-1-1-2', 'p2');
    state = withdraw(state, 'p2').state;
    const matchesOfP2 = state.matches.filter((each) => each.opponents.some((opponent) => opponent?.participantId === 'p2'));
    expect(matchesOfP2.map((each) => [each.id, each.status, each.reportId === null])).toEqual([
      ['group-1-1-2', 'completed', false],
      ['group-1-2-2', 'completed', true],
      ['group-1-3-1', 'completed', true],
    ]);
    expect(computeStandings(state).find((standing) => standing.participantId === 'p2')).toMatchObject({ wins: 1, losses: 2, points: 3, withdrawn: 'forfeit' });
  });

  test('Swiss: the current match is lost by forfeit and later rounds leave the participant out', () => {
    let state = withdraw(bracket('SWISS', 8), 'p7').state;
    expect(loserId(state, 'swiss-1-3')).toBe('p7');
    for (const id of ['swiss-1-1', 'swiss-1-2', 'swiss-1-4']) state = win(state, id, match(state, id).opponents[0]!.participantId);
    const round2 = state.matches.filter((each) => each.round === 2);
    expect(round2.flatMap((each) => each.opponents.map((opponent) => opponent?.participantId)).filter(Boolean).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p8']);
    expect(round2.at(-1)).toMatchObject({ bye: true });
  });

  test('battle royale: a withdrawn player takes no place in their lobby and is left out of the next rounds', () => {
    let state = withdraw(bracket('BATTLE_ROYALE', 3, { rounds: 2 }), 'p2').state;
    expect(match(state, 'lobby-1-1').opponents.find((opponent) => opponent!.participantId === 'p2')).toMatchObject({ forfeit: true, result: 'loss', place: null });
    expect(() =>
      applyReport(state, 'lobby-1-1', { reportId: 'bad', placements: [{ participantId: 'p1', place: 1, kills: 0 }, { participantId: 'p2', place: 2, kills: 0 }, { participantId: 'p3', place: 3, kills: 0 }] }),
    ).toThrow('Player 2 has withdrawn: leave them out of the placements.');
    state = applyReport(state, 'lobby-1-1', { reportId: 'ok', placements: [{ participantId: 'p3', place: 1, kills: 0 }, { participantId: 'p1', place: 2, kills: 0 }] }).state;
    expect(match(state, 'lobby-2-1').opponents.map((opponent) => opponent!.participantId)).toEqual(['p3', 'p1']);
  });
});

describe('forfeits that cannot be taken', () => {
  test('an unknown participant, a second withdrawal, an unknown reason, a completed bracket', () => {
    const state = bracket('SINGLE_ELIMINATION', 4);
    expect(() => withdraw(state, 'nobody')).toThrow('Participant nobody is not in this bracket.');
    const once = withdraw(state, 'p3').state;
    expect(() => withdraw(once, 'p3')).toThrow('Player 3 has already withdrawn.');
    expect(() => withdrawParticipant(state, 'p3', 'bored' as 'forfeit')).toThrow('The reason must be forfeit or disqualified.');
    expect(() => withdraw(playOut(state), 'p3')).toThrow('The bracket is completed: nobody can withdraw any more.');
  });
});
