import fc from 'fast-check';
import { applyReport, listDependentMatches } from '../../../../server/routes/brackets/engine/report';
import { computeStandings, podium } from '../../../../server/routes/brackets/engine/standings';
import type { BracketFormat, BracketOptions, BracketState, Match, MatchReport, Placement, Withdrawal } from '../../../../server/routes/brackets/engine/types';
import { reinstateParticipant, withdrawParticipant } from '../../../../server/routes/brackets/engine/withdraw';
import { bracket, loserId, match, playOut, randomStream, refusal, score, sides, win, winnerId } from './support';

const withdraw = (state: BracketState, participantId: string, reason: Withdrawal = 'forfeit') => withdrawParticipant(state, participantId, reason).state;
const ids = (matches: { id: string }[]) => matches.map((each) => each.id);
const standingOf = (state: BracketState, participantId: string) => computeStandings(state).find((standing) => standing.participantId === participantId)!;
const byes = (state: BracketState) => state.matches.map((each) => [each.id, each.bye]);
/** Each side as [participant, score, result, forfeit]. */
const outcomeOf = (state: BracketState, id: string) =>
  match(state, id).opponents.map((opponent) => opponent && [opponent.participantId, opponent.score, opponent.result, opponent.forfeit]);
const matchesOf = (state: BracketState, participantId: string) => state.matches.filter((each) => each.opponents.some((opponent) => opponent?.participantId === participantId));
const lobbyPlayers = (state: BracketState, id: string) => match(state, id).opponents.map((opponent) => opponent!.participantId);

let reports = 0;

/** Reports a lobby with players finishing in the order given, no kills. */
function finish(state: BracketState, id: string, order: string[]): BracketState {
  const placements: Placement[] = order.map((participantId, index) => ({ participantId, place: index + 1, kills: 0 }));
  return applyReport(state, id, { reportId: `withdrawals-lobby-${++reports}`, placements }).state;
}

describe('a withdrawal in elimination leaves what was played as it was', () => {
  test.each(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'] as const)(
    '%s of 6: the player who went through a BYE and lost 1–2 is disqualified; the loss and the winner’s record stand',
    (format) => {
      let state = score(bracket(format, 6), 'winners-1-2', [2, 0]);
      state = score(state, 'winners-2-1', [1, 2]);
      const outcome = withdrawParticipant(state, 'p1', 'disqualified');
      expect(outcome.changedMatches).toEqual([]);
      expect(outcomeOf(outcome.state, 'winners-2-1')).toEqual([
        ['p1', 1, 'loss', false],
        ['p4', 2, 'win', false],
      ]);
      expect(match(outcome.state, 'winners-2-1')).toEqual(match(state, 'winners-2-1'));
      expect(match(outcome.state, 'winners-1-1')).toEqual(match(state, 'winners-1-1'));
      expect(byes(outcome.state)).toEqual(byes(state));
      expect(standingOf(outcome.state, 'p4')).toEqual(standingOf(state, 'p4'));
      expect(standingOf(outcome.state, 'p4')).toMatchObject({ wins: 2, losses: 0 });
      expect(standingOf(outcome.state, 'p1')).toMatchObject({ wins: 0, losses: 1, withdrawn: 'disqualified' });
    },
  );

  test('double elimination of 6: the disqualified player then loses the losers-bracket match they reach by forfeit', () => {
    let state = score(bracket('DOUBLE_ELIMINATION', 6), 'winners-1-2', [2, 0]);
    state = score(state, 'winners-2-1', [1, 2]);
    state = withdraw(state, 'p1', 'disqualified');
    state = win(state, 'winners-1-4', 'p3');
    expect(match(state, 'losers-1-2')).toMatchObject({ bye: true, status: 'completed' });
    expect(winnerId(state, 'losers-1-2')).toBe('p6');
    expect(match(state, 'losers-2-2')).toMatchObject({ bye: false, status: 'completed', reportId: null });
    expect(outcomeOf(state, 'losers-2-2')).toEqual([
      ['p1', null, 'loss', true],
      ['p6', null, 'win', false],
    ]);
  });

  test('double elimination: a forfeit after a losers-bracket BYE keeps the BYE, and the next match is lost by forfeit', () => {
    let state = win(bracket('DOUBLE_ELIMINATION', 6), 'winners-1-4', 'p3');
    const bye = match(state, 'losers-1-2');
    expect(bye).toMatchObject({ bye: true, status: 'completed' });
    expect(winnerId(state, 'losers-1-2')).toBe('p6');
    const outcome = withdrawParticipant(state, 'p6', 'forfeit');
    expect(outcome.changedMatches).toEqual([]);
    expect(match(outcome.state, 'losers-1-2')).toEqual(bye);
    state = win(outcome.state, 'winners-1-2', 'p4');
    state = win(state, 'winners-2-1', 'p1');
    expect(match(state, 'losers-2-2')).toMatchObject({ bye: false, status: 'completed', reportId: null });
    expect(outcomeOf(state, 'losers-2-2')).toEqual([
      ['p4', null, 'win', false],
      ['p6', null, 'loss', true],
    ]);
    expect(standingOf(state, 'p6')).toMatchObject({ wins: 0, losses: 2, withdrawn: 'forfeit' });
  });

  test('a participant who withdraws after their BYE keeps it and loses their next match by forfeit', () => {
    let state = withdraw(bracket('SINGLE_ELIMINATION', 6), 'p1');
    expect(match(state, 'winners-1-1').opponents[0]).toMatchObject({ participantId: 'p1', result: 'win', forfeit: false });
    expect(match(state, 'winners-2-1')).toMatchObject({ bye: false, status: 'waiting' });
    state = win(state, 'winners-1-2', 'p5');
    expect(outcomeOf(state, 'winners-2-1')).toEqual([
      ['p1', null, 'loss', true],
      ['p5', null, 'win', false],
    ]);
    expect(sides(state, 'winners-3-1')).toEqual(['p5', null]);
  });

  test('an earlier forfeit win stands when its winner withdraws in turn', () => {
    const state = withdraw(bracket('SINGLE_ELIMINATION', 4), 'p4');
    expect(winnerId(state, 'winners-1-1')).toBe('p1');
    const outcome = withdrawParticipant(state, 'p1', 'forfeit');
    expect(outcome.changedMatches).toEqual([]);
    expect(match(outcome.state, 'winners-1-1')).toEqual(match(state, 'winners-1-1'));
    const final = win(outcome.state, 'winners-1-2', 'p3');
    expect(outcomeOf(final, 'winners-2-1')).toEqual([
      ['p1', null, 'loss', true],
      ['p3', null, 'win', false],
    ]);
    expect(final.status).toBe('completed');
  });

  test('double elimination: the first grand final played stands when a finalist forfeits the reset', () => {
    let state = bracket('DOUBLE_ELIMINATION', 4);
    for (const [id, winner] of [
      ['winners-1-1', 'p1'],
      ['winners-1-2', 'p2'],
      ['winners-2-1', 'p1'],
      ['losers-1-1', 'p3'],
      ['losers-2-1', 'p2'],
      ['final-1-1', 'p2'],
    ] as const) {
      state = win(state, id, winner);
    }
    expect(match(state, 'final-2-1')).toMatchObject({ status: 'ready', bye: false });
    const outcome = withdrawParticipant(state, 'p1', 'forfeit');
    expect(ids(outcome.changedMatches)).toEqual(['final-2-1']);
    expect(match(outcome.state, 'final-1-1')).toEqual(match(state, 'final-1-1'));
    expect(outcomeOf(outcome.state, 'final-2-1')).toEqual([
      ['p1', null, 'loss', true],
      ['p2', null, 'win', false],
    ]);
    expect(outcome.state.status).toBe('completed');
    expect(podium(outcome.state)!.map((place) => place.participantId)).toEqual(['p2', 'p1', 'p3']);
  });
});

describe('a withdrawal in round robin, Swiss and battle royale leaves what was played as it was', () => {
  test('round robin: played results stand, the rest is lost by forfeit, and a forfeit win stands when its winner withdraws', () => {
    let state = score(bracket('ROUND_ROBIN', 4), 'group-1-1-1', [1, 1]);
    state = score(state, 'group-1-1-2', [0, 3]);
    const played = state;
    state = withdraw(state, 'p3');
    for (const id of ['group-1-1-1', 'group-1-1-2']) expect(match(state, id)).toEqual(match(played, id));
    const forfeited = matchesOf(state, 'p3').filter((each) => each.id !== 'group-1-1-2');
    expect(forfeited.map((each) => [each.status, each.reportId, each.opponents.find((opponent) => opponent!.participantId === 'p3')!.forfeit])).toEqual([
      ['completed', null, true],
      ['completed', null, true],
    ]);
    expect(standingOf(state, 'p3')).toMatchObject({ wins: 1, losses: 2, scoreFor: 3, scoreAgainst: 0, withdrawn: 'forfeit' });

    const againstP1 = forfeited.find((each) => each.opponents.some((opponent) => opponent!.participantId === 'p1'))!;
    expect(winnerId(state, againstP1.id)).toBe('p1');
    const outcome = withdrawParticipant(state, 'p1', 'forfeit');
    expect(match(outcome.state, againstP1.id)).toEqual(againstP1);
    expect(match(outcome.state, 'group-1-1-1')).toEqual(match(played, 'group-1-1-1'));
    expect(standingOf(outcome.state, 'p1')).toMatchObject({ wins: 1, draws: 1, losses: 1 });
  });

  test('Swiss: the rounds played stand, the match left is lost by forfeit, a forfeit win stands, and later rounds leave the player out', () => {
    let state = bracket('SWISS', 8);
    for (const id of ['swiss-1-1', 'swiss-1-2', 'swiss-1-3', 'swiss-1-4']) state = win(state, id, match(state, id).opponents[0]!.participantId);
    const [first, second] = state.matches.filter((each) => each.round === 2);
    state = win(state, first!.id, first!.opponents[0]!.participantId);
    const [leaving, staying] = second!.opponents.map((opponent) => opponent!.participantId) as [string, string];
    const outcome = withdrawParticipant(state, leaving, 'forfeit');
    expect(ids(outcome.changedMatches)).toEqual([second!.id]);
    for (const completed of state.matches.filter((each) => each.status === 'completed')) expect(match(outcome.state, completed.id)).toEqual(completed);
    expect(outcomeOf(outcome.state, second!.id)).toEqual([
      [leaving, null, 'loss', true],
      [staying, null, 'win', false],
    ]);

    const again = withdrawParticipant(outcome.state, staying, 'disqualified');
    expect(match(again.state, second!.id)).toEqual(match(outcome.state, second!.id));
    state = again.state;
    for (const ready of state.matches.filter((each) => each.status === 'ready')) state = win(state, ready.id, ready.opponents[0]!.participantId);
    const round3 = state.matches.filter((each) => each.round === 3).flatMap((each) => each.opponents.map((opponent) => opponent?.participantId));
    expect(round3).toHaveLength(6);
    expect(round3).not.toContain(leaving);
    expect(round3).not.toContain(staying);
  });

  test('battle royale: a lobby played stands; the player takes no place in the lobby left and none in later rounds', () => {
    let state = finish(bracket('BATTLE_ROYALE', 3, { rounds: 3 }), 'lobby-1-1', ['p2', 'p1', 'p3']);
    const outcome = withdrawParticipant(state, 'p2', 'forfeit');
    expect(ids(outcome.changedMatches)).toEqual(['lobby-2-1']);
    expect(match(outcome.state, 'lobby-1-1')).toEqual(match(state, 'lobby-1-1'));
    expect(match(outcome.state, 'lobby-2-1').opponents.find((opponent) => opponent!.participantId === 'p2')).toMatchObject({ forfeit: true, result: 'loss', place: null });
    expect(standingOf(outcome.state, 'p2')).toMatchObject({ points: 12, bestPlace: 1, withdrawn: 'forfeit' });
    state = finish(outcome.state, 'lobby-2-1', ['p3', 'p1']);
    expect(lobbyPlayers(state, 'lobby-3-1').sort()).toEqual(['p1', 'p3']);
  });
});

describe('correcting a lobby after a withdrawal', () => {
  const correct = (state: BracketState, order: string[]) => () =>
    applyReport(state, 'lobby-1-1', {
      reportId: `withdrawals-correction-${++reports}`,
      correct: true,
      placements: order.map((participantId, index) => ({ participantId, place: index + 1, kills: 0 })),
    });

  test('a player who played the lobby and withdrew since is placed in the correction like the others', () => {
    const state = withdraw(finish(bracket('BATTLE_ROYALE', 3, { rounds: 3 }), 'lobby-1-1', ['p2', 'p1', 'p3']), 'p2');
    expect(refusal(correct(state, ['p1', 'p3']))).toEqual({ kind: 'invalid', message: 'Placements must list each player of the lobby once; missing: Player 2.' });
    const corrected = correct(state, ['p1', 'p2', 'p3'])().state;
    expect(match(corrected, 'lobby-1-1').opponents.map((opponent) => [opponent!.participantId, opponent!.place, opponent!.result])).toEqual([
      ['p1', 1, 'win'],
      ['p2', 2, 'loss'],
      ['p3', 3, 'loss'],
    ]);
  });

  test('a player reinstated after a lobby was played without them stays out of its correction', () => {
    let state = finish(withdraw(bracket('BATTLE_ROYALE', 3, { rounds: 3 }), 'p2'), 'lobby-1-1', ['p3', 'p1']);
    state = reinstateParticipant(state, 'p2').state;
    expect(refusal(correct(state, ['p1', 'p2', 'p3']))).toEqual({ kind: 'invalid', message: 'Player 2 did not play this lobby: leave them out of the placements.' });
    const corrected = correct(state, ['p1', 'p3'])().state;
    expect(match(corrected, 'lobby-1-1').opponents.map((opponent) => [opponent!.participantId, opponent!.place, opponent!.forfeit])).toEqual([
      ['p1', 1, false],
      ['p2', null, true],
      ['p3', 2, false],
    ]);
  });
});

describe('reinstatement', () => {
  test('single elimination: the forfeited match is ready again, and a match played after it is reset as by a correction', () => {
    let state = withdraw(bracket('SINGLE_ELIMINATION', 8), 'p8', 'disqualified');
    state = win(state, 'winners-1-2', 'p4');
    state = win(state, 'winners-2-1', 'p1');
    state = win(state, 'winners-1-3', 'p2');
    const outcome = reinstateParticipant(state, 'p8');
    expect(ids(outcome.changedMatches)).toEqual(['winners-1-1', 'winners-2-1', 'winners-3-1']);
    expect(outcome.resetMatchIds).toEqual(['winners-2-1']);
    expect(outcomeOf(outcome.state, 'winners-1-1')).toEqual([
      ['p1', null, null, false],
      ['p8', null, null, false],
    ]);
    expect(match(outcome.state, 'winners-1-1')).toMatchObject({ status: 'ready', reportId: null, bye: false });
    expect(match(outcome.state, 'winners-2-1')).toMatchObject({ status: 'waiting', reportId: null });
    expect(sides(outcome.state, 'winners-2-1')).toEqual([null, 'p4']);
    for (const kept of ['winners-1-2', 'winners-1-3']) expect(match(outcome.state, kept)).toEqual(match(state, kept));
    expect(outcome.state.participants.find((participant) => participant.id === 'p8')!.withdrawn).toBeNull();
    expect(standingOf(outcome.state, 'p8')).toMatchObject({ wins: 0, losses: 0, withdrawn: null });

    state = win(outcome.state, 'winners-1-1', 'p8');
    expect(sides(state, 'winners-2-1')).toEqual(['p8', 'p4']);
    expect(match(state, 'winners-2-1').status).toBe('ready');
  });

  test('single elimination: the player who withdrew after their BYE plays the next match again; the BYE is untouched', () => {
    let state = withdraw(bracket('SINGLE_ELIMINATION', 6), 'p1');
    state = win(state, 'winners-1-2', 'p5');
    expect(loserId(state, 'winners-2-1')).toBe('p1');
    const outcome = reinstateParticipant(state, 'p1');
    expect(ids(outcome.changedMatches)).toEqual(['winners-2-1', 'winners-3-1']);
    expect(outcome.resetMatchIds).toEqual([]);
    expect(match(outcome.state, 'winners-1-1')).toEqual(match(state, 'winners-1-1'));
    expect(match(outcome.state, 'winners-2-1')).toMatchObject({ status: 'ready', bye: false });
    expect(outcomeOf(outcome.state, 'winners-2-1')).toEqual([
      ['p1', null, null, false],
      ['p5', null, null, false],
    ]);
  });

  test.each(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'] as const)('%s of 6: reinstating the disqualified player changes no result played', (format) => {
    let state = score(bracket(format, 6), 'winners-1-2', [2, 0]);
    state = score(state, 'winners-2-1', [1, 2]);
    state = win(withdraw(state, 'p1', 'disqualified'), 'winners-1-4', 'p3');
    const outcome = reinstateParticipant(state, 'p1');
    for (const played of state.matches.filter((each) => each.reportId !== null)) expect(match(outcome.state, played.id)).toEqual(played);
    if (format === 'SINGLE_ELIMINATION') {
      expect(outcome.changedMatches).toEqual([]);
    } else {
      expect(ids(outcome.changedMatches)).toEqual(['losers-2-2', 'losers-3-1']);
      expect(match(outcome.state, 'losers-2-2')).toMatchObject({ status: 'ready', reportId: null });
      expect(outcomeOf(outcome.state, 'losers-2-2')).toEqual([
        ['p1', null, null, false],
        ['p6', null, null, false],
      ]);
    }
  });

  test('double elimination: both matches the withdrawal decided are to be played, and the bracket plays to the end', () => {
    let state = withdraw(bracket('DOUBLE_ELIMINATION', 8), 'p1');
    state = win(state, 'winners-1-2', 'p4');
    expect(winnerId(state, 'winners-1-1')).toBe('p8');
    expect(winnerId(state, 'losers-1-1')).toBe('p5');
    const outcome = reinstateParticipant(state, 'p1');
    expect(match(outcome.state, 'winners-1-1')).toMatchObject({ status: 'ready', reportId: null });
    expect(match(outcome.state, 'losers-1-1')).toMatchObject({ status: 'waiting', reportId: null });
    expect(sides(outcome.state, 'losers-1-1')).toEqual([null, 'p5']);
    expect(sides(outcome.state, 'winners-2-1')).toEqual([null, 'p4']);
    expect(match(outcome.state, 'winners-1-2')).toEqual(match(state, 'winners-1-2'));
    state = win(outcome.state, 'winners-1-1', 'p1');
    expect(sides(state, 'losers-1-1')).toEqual(['p8', 'p5']);
    expect(sides(state, 'winners-2-1')).toEqual(['p1', 'p4']);
    expect(playOut(state).status).toBe('completed');
  });

  test('double elimination: a losers-bracket BYE the withdrawal created is to be played again once its feeder is', () => {
    let state = withdraw(bracket('DOUBLE_ELIMINATION', 8), 'p5');
    state = win(state, 'winners-1-3', 'p2');
    state = win(state, 'winners-1-4', 'p3');
    state = win(state, 'winners-2-2', 'p2');
    const before = state;
    state = withdraw(state, 'p8');
    // p8 and p5 both had withdrawn when they met: nobody goes on, and p3 has a BYE.
    expect(outcomeOf(state, 'losers-1-1')).toEqual([
      ['p8', null, 'loss', true],
      ['p5', null, 'loss', true],
    ]);
    expect(match(state, 'losers-2-1')).toMatchObject({ bye: true, status: 'completed' });
    expect(winnerId(state, 'losers-2-1')).toBe('p3');
    const outcome = reinstateParticipant(state, 'p8');
    expect(match(outcome.state, 'winners-1-1')).toMatchObject({ status: 'ready' });
    expect(match(outcome.state, 'losers-1-1')).toMatchObject({ status: 'waiting', bye: false });
    expect(match(outcome.state, 'losers-2-1')).toMatchObject({ status: 'waiting', bye: false });
    expect(sides(outcome.state, 'losers-2-1')).toEqual(['p3', null]);
    expect(outcome.state).toEqual(before);
  });

  test('round robin: the forfeited matches are ready again, the played one is unchanged, and they are reported as usual', () => {
    let state = score(bracket('ROUND_ROBIN', 4), 'group-1-1-2', [0, 3]);
    state = withdraw(state, 'p3');
    const forfeited = matchesOf(state, 'p3').filter((each) => each.reportId === null);
    expect(forfeited.map((each) => each.status)).toEqual(['completed', 'completed']);
    const outcome = reinstateParticipant(state, 'p3');
    expect(ids(outcome.changedMatches)).toEqual(ids(forfeited));
    expect(outcome.resetMatchIds).toEqual([]);
    for (const each of forfeited) {
      expect(match(outcome.state, each.id).status).toBe('ready');
      expect(outcomeOf(outcome.state, each.id).map((side) => side!.slice(1))).toEqual([
        [null, null, false],
        [null, null, false],
      ]);
    }
    expect(match(outcome.state, 'group-1-1-2')).toEqual(match(state, 'group-1-1-2'));
    expect(standingOf(outcome.state, 'p3')).toMatchObject({ wins: 1, losses: 0, withdrawn: null });
    state = win(outcome.state, forfeited[0]!.id, 'p3');
    expect(standingOf(state, 'p3')).toMatchObject({ wins: 2, losses: 0 });
  });

  test('Swiss: the forfeited match is ready again; a round paired meanwhile keeps its pairings, and the next round takes the player back', () => {
    let state = withdraw(bracket('SWISS', 8), 'p7');
    for (const id of ['swiss-1-1', 'swiss-1-2', 'swiss-1-4']) state = win(state, id, match(state, id).opponents[0]!.participantId);
    const round2 = state.matches.filter((each) => each.round === 2);
    expect(round2.flatMap((each) => each.opponents.map((opponent) => opponent?.participantId))).not.toContain('p7');
    const outcome = reinstateParticipant(state, 'p7');
    expect(ids(outcome.changedMatches)).toEqual(['swiss-1-3']);
    expect(match(outcome.state, 'swiss-1-3').status).toBe('ready');
    expect(outcomeOf(outcome.state, 'swiss-1-3')).toEqual([
      ['p3', null, null, false],
      ['p7', null, null, false],
    ]);
    expect(outcome.state.matches.filter((each) => each.round === 2)).toEqual(round2);

    state = outcome.state;
    for (const ready of round2.filter((each) => each.status === 'ready')) state = win(state, ready.id, ready.opponents[0]!.participantId);
    expect(state.matches.some((each) => each.round === 3)).toBe(false);
    state = win(state, 'swiss-1-3', 'p7');
    const round3 = state.matches.filter((each) => each.round === 3).flatMap((each) => each.opponents.map((opponent) => opponent?.participantId));
    expect(round3.sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
  });

  test('battle royale: before their lobby is reported the player is to be placed again; a lobby played without them stands', () => {
    const fresh = bracket('BATTLE_ROYALE', 3, { rounds: 3 });
    const outcome = reinstateParticipant(withdraw(fresh, 'p2'), 'p2');
    expect(ids(outcome.changedMatches)).toEqual(['lobby-1-1']);
    expect(outcome.state).toEqual(fresh);

    let state = finish(withdraw(fresh, 'p2'), 'lobby-1-1', ['p3', 'p1']);
    const back = reinstateParticipant(state, 'p2');
    expect(back.changedMatches).toEqual([]);
    expect(match(back.state, 'lobby-1-1')).toEqual(match(state, 'lobby-1-1'));
    expect(lobbyPlayers(back.state, 'lobby-2-1').sort()).toEqual(['p1', 'p3']);
    state = finish(back.state, 'lobby-2-1', ['p1', 'p3']);
    expect(lobbyPlayers(state, 'lobby-3-1').sort()).toEqual(['p1', 'p2', 'p3']);
  });

  test('refused for a participant who has not withdrawn, in a completed bracket, and for someone not in the bracket', () => {
    const state = bracket('SINGLE_ELIMINATION', 4);
    expect(refusal(() => reinstateParticipant(state, 'p3'))).toEqual({ kind: 'conflict', message: 'Player 3 has not withdrawn.' });
    const completed = playOut(withdraw(state, 'p3'));
    expect(completed.status).toBe('completed');
    expect(refusal(() => reinstateParticipant(completed, 'p3'))).toEqual({ kind: 'conflict', message: 'The bracket is completed: nobody can be reinstated any more.' });
    expect(refusal(() => reinstateParticipant(state, 'nobody'))).toEqual({ kind: 'not_found', message: 'Participant nobody is not in this bracket.' });
  });
});

describe('any bracket, any sequence of reports, corrections, withdrawals and reinstatements', () => {
  const FORMATS: BracketFormat[] = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN', 'SWISS', 'BATTLE_ROYALE'];
  const OPTIONS: Record<BracketFormat, BracketOptions> = {
    SINGLE_ELIMINATION: { thirdPlaceMatch: true },
    DOUBLE_ELIMINATION: {},
    ROUND_ROBIN: {},
    SWISS: {},
    BATTLE_ROYALE: { rounds: 3, lobbySize: 4 },
  };

  const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

  function shuffled<T>(items: T[], random: () => number): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** A random result for a match: placements of the lobby's players (those who did not forfeit it), or scores. */
  function randomResult(state: BracketState, chosen: Match, random: () => number): MatchReport {
    const reportId = `property-${++reports}`;
    if (chosen.bracket === 'lobby') {
      const players = shuffled(
        chosen.opponents.filter((opponent) => !opponent!.forfeit).map((opponent) => opponent!.participantId),
        random,
      );
      return { reportId, placements: players.map((participantId, index) => ({ participantId, place: index + 1, kills: index % 2 })) };
    }
    const drawAllowed = state.settings.format === 'ROUND_ROBIN' || state.settings.format === 'SWISS';
    const roll = random();
    return { reportId, scores: drawAllowed && roll < 0.2 ? [1, 1] : roll < 0.6 ? [2, 1] : [0, 3] };
  }

  function reportOne(state: BracketState, random: () => number): BracketState {
    const ready = state.matches.filter((each) => each.status === 'ready');
    expect(ready.length).toBeGreaterThan(0);
    const chosen = pick(ready, random);
    return applyReport(state, chosen.id, randomResult(state, chosen, random)).state;
  }

  function correctOne(state: BracketState, random: () => number): BracketState {
    const chosen = pick(
      state.matches.filter((each) => each.reportId !== null),
      random,
    );
    return applyReport(state, chosen.id, { ...randomResult(state, chosen, random), correct: true }).state;
  }

  /** What a withdrawal of this participant decided: the matches they lost by forfeit, unreported. */
  const forfeitedBy = (state: BracketState, participantId: string): Match[] =>
    state.matches.filter((each) => each.reportId === null && each.opponents.some((opponent) => opponent?.participantId === participantId && opponent.forfeit));

  test('a withdrawal changes no completed match; reinstating changes no reported one but what depended on the forfeits; corrections mixed in, the bracket plays to the end', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMATS), fc.integer({ min: 2, max: 12 }), fc.integer(), (format, count, seed) => {
        const random = randomStream(seed);
        let state = bracket(format, count, OPTIONS[format]);
        for (let step = 0; step < 40 && state.status === 'running'; step++) {
          const roll = random();
          const active = state.participants.filter((participant) => participant.withdrawn === null);
          const withdrawn = state.participants.filter((participant) => participant.withdrawn !== null);
          if (roll < 0.2 && active.length > 0) {
            const leaving = pick(active, random).id;
            const outcome = withdrawParticipant(state, leaving, random() < 0.5 ? 'forfeit' : 'disqualified');
            for (const completed of state.matches.filter((each) => each.status === 'completed')) expect(match(outcome.state, completed.id)).toEqual(completed);
            // Taken back at once, the withdrawal leaves no trace (unless it let a new round open or ended the bracket).
            if (outcome.state.status === 'running' && outcome.state.matches.length === state.matches.length) {
              expect(reinstateParticipant(outcome.state, leaving).state).toEqual(state);
            }
            state = outcome.state;
          } else if (roll < 0.3 && withdrawn.length > 0) {
            const returning = pick(withdrawn, random).id;
            const dependants = new Set(forfeitedBy(state, returning).flatMap((each) => ids(listDependentMatches(state, each.id))));
            const outcome = reinstateParticipant(state, returning);
            for (const reported of state.matches.filter((each) => each.reportId !== null && !dependants.has(each.id))) {
              expect(match(outcome.state, reported.id)).toEqual(reported);
            }
            expect(outcome.resetMatchIds.filter((id) => !dependants.has(id))).toEqual([]);
            expect(forfeitedBy(outcome.state, returning)).toEqual([]);
            state = outcome.state;
          } else if (roll < 0.35 && state.matches.some((each) => each.reportId !== null)) {
            state = correctOne(state, random);
          } else if (state.matches.some((each) => each.status === 'ready')) {
            state = reportOne(state, random);
          }
        }
        while (state.status === 'running') state = reportOne(state, random);
      }),
      { numRuns: 150 },
    );
  });
});
