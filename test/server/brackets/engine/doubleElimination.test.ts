import fc from 'fast-check';
import { computeStandings, podium } from '../../../../server/routes/brackets/engine/standings';
import type { BracketState, Match } from '../../../../server/routes/brackets/engine/types';
import { bracket, loserId, match, playedDuels, playOut, randomStream, randomWinner, sides, win, winnerId } from './support';

/** Plays the whole winners bracket with the better seed winning, leaving the losers bracket to be played. */
function playWinnersBracket(state: BracketState): BracketState {
  for (;;) {
    const next = state.matches.find((candidate) => candidate.bracket === 'winners' && candidate.status === 'ready');
    if (!next) return state;
    const [first, second] = next.opponents.map((opponent) => opponent!.participantId) as [string, string];
    state = win(state, next.id, Number(first.slice(1)) < Number(second.slice(1)) ? first : second);
  }
}

/** The losers-bracket side each winners-bracket loser drops to, as "loser of winners-r-n → losers-r-n". */
function dropMap(state: BracketState): Record<string, string> {
  const drops: Record<string, string> = {};
  for (const candidate of state.matches.filter((each) => each.bracket === 'losers')) {
    candidate.sources!.forEach((source, side) => {
      if ('loserOf' in source) drops[source.loserOf] = `${candidate.id}#${side}`;
    });
  }
  return drops;
}

describe('double elimination: generation', () => {
  test('16 participants: 4 winners rounds, 6 losers rounds, a grand final and its reset (31 matches)', () => {
    const state = bracket('DOUBLE_ELIMINATION', 16);
    const rounds = (side: Match['bracket']) => new Set(state.matches.filter((candidate) => candidate.bracket === side).map((candidate) => candidate.round)).size;
    expect([rounds('winners'), rounds('losers'), rounds('final')]).toEqual([4, 6, 2]);
    expect(state.matches).toHaveLength(31);
    expect(bracket('DOUBLE_ELIMINATION', 16, { grandFinalReset: false }).matches).toHaveLength(30);
  });

  test('256 participants: 511 matches in a state of reasonable size', () => {
    const state = bracket('DOUBLE_ELIMINATION', 256);
    expect(state.matches).toHaveLength(255 + 254 + 2);
    expect(JSON.stringify(state).length).toBeLessThan(200_000);
    expect(state.matches.filter((candidate) => candidate.status === 'ready')).toHaveLength(128);
  });
});

describe('double elimination: the drop into the losers bracket', () => {
  test('4 participants: round 1 losers meet, then the winners final loser meets their survivor', () => {
    expect(dropMap(bracket('DOUBLE_ELIMINATION', 4))).toEqual({
      'winners-1-1': 'losers-1-1#0',
      'winners-1-2': 'losers-1-1#1',
      'winners-2-1': 'losers-2-1#0',
    });
    let state = playWinnersBracket(bracket('DOUBLE_ELIMINATION', 4));
    expect(sides(state, 'losers-1-1')).toEqual(['p4', 'p3']);
    state = win(state, 'losers-1-1', 'p3');
    expect(sides(state, 'losers-2-1')).toEqual(['p2', 'p3']);
  });

  test('8 participants: round 2 losers cross over, so nobody meets at once the player they just lost to', () => {
    expect(dropMap(bracket('DOUBLE_ELIMINATION', 8))).toEqual({
      'winners-1-1': 'losers-1-1#0',
      'winners-1-2': 'losers-1-1#1',
      'winners-1-3': 'losers-1-2#0',
      'winners-1-4': 'losers-1-2#1',
      'winners-2-1': 'losers-2-2#0',
      'winners-2-2': 'losers-2-1#0',
      'winners-3-1': 'losers-4-1#0',
    });
  });

  test('16 participants: round 2 losers reversed within each half, round 3 losers swapped', () => {
    expect(dropMap(bracket('DOUBLE_ELIMINATION', 16))).toEqual({
      ...Object.fromEntries(Array.from({ length: 8 }, (_, index) => [`winners-1-${index + 1}`, `losers-1-${Math.floor(index / 2) + 1}#${index % 2}`])),
      'winners-2-1': 'losers-2-2#0',
      'winners-2-2': 'losers-2-1#0',
      'winners-2-3': 'losers-2-4#0',
      'winners-2-4': 'losers-2-3#0',
      'winners-3-1': 'losers-4-2#0',
      'winners-3-2': 'losers-4-1#0',
      'winners-4-1': 'losers-6-1#0',
    });
    // As in brackets-manager's own test: the losers of the first two matches meet, and the survivor
    // waits on the second side of losers round 2.
    let state = bracket('DOUBLE_ELIMINATION', 16);
    state = win(state, 'winners-1-1', 'p1');
    state = win(state, 'winners-1-2', 'p9');
    expect(sides(state, 'losers-1-1')).toEqual(['p16', 'p8']);
    state = win(state, 'losers-1-1', 'p16');
    expect(sides(state, 'losers-2-1')).toEqual([null, 'p16']);
  });

  test('6 participants: the BYEs of the top seeds leave the round 1 losers to wait for round 2 losers', () => {
    let state = bracket('DOUBLE_ELIMINATION', 6);
    // Round 1: 1 v BYE, 4 v 5, 2 v BYE, 3 v 6. A BYE has no loser to drop.
    expect(match(state, 'losers-1-1')).toMatchObject({ bye: true, status: 'locked' });
    state = win(state, 'winners-1-2', 'p4');
    state = win(state, 'winners-1-4', 'p3');
    expect(match(state, 'losers-1-1')).toMatchObject({ bye: true, status: 'completed' });
    expect(winnerId(state, 'losers-1-1')).toBe('p5');
    expect(winnerId(state, 'losers-1-2')).toBe('p6');
    expect(sides(state, 'losers-2-1')).toEqual([null, 'p5']);
    expect(sides(state, 'losers-2-2')).toEqual([null, 'p6']);
    state = win(state, 'winners-2-1', 'p1');
    state = win(state, 'winners-2-2', 'p2');
    // The loser of 2 v 3 drops against 5 (who came from the 4 v 5 side), the loser of 1 v 4 against 6.
    expect(sides(state, 'losers-2-1')).toEqual(['p3', 'p5']);
    expect(sides(state, 'losers-2-2')).toEqual(['p4', 'p6']);
  });

  test('5 participants: a losers match with two BYEs gives a BYE to the next one', () => {
    let state = bracket('DOUBLE_ELIMINATION', 5);
    // Round 1: 1 v BYE, 4 v 5, 2 v BYE, 3 v BYE; losers round 1 match 2 has nobody at all.
    expect(match(state, 'losers-1-2')).toMatchObject({ bye: true, status: 'completed', opponents: [null, null] });
    state = win(state, 'winners-1-2', 'p4');
    state = win(state, 'winners-2-1', 'p1');
    // The loser of 1 v 4 meets nobody in losers round 2 and goes straight to losers round 3.
    expect(match(state, 'losers-2-2')).toMatchObject({ bye: true, status: 'completed' });
    expect(sides(state, 'losers-3-1')).toEqual([null, 'p4']);
  });

  test('no dropped player meets, in their first losers match, someone they met in the winners bracket (round 1 and 2 drops, up to 256)', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 12, 16, 24, 32, 48, 64, 100, 128, 256), fc.integer(), (count, seed) => {
        const random = randomStream(seed);
        let state = bracket('DOUBLE_ELIMINATION', count);
        // Play the winners bracket's first two rounds and the losers bracket as far as it goes.
        for (;;) {
          const next = state.matches.find(
            (candidate) => (candidate.status === 'ready' && candidate.bracket === 'winners' && candidate.round <= 2) || (candidate.status === 'ready' && candidate.bracket === 'losers'),
          );
          if (!next) break;
          state = win(state, next.id, randomWinner(random)(next));
        }
        const met = new Map<string, Set<string>>();
        for (const duel of playedDuels(state).filter((each) => each.match.bracket === 'winners')) {
          met.set(duel.participant, (met.get(duel.participant) ?? new Set()).add(duel.opponent));
        }
        for (const first of state.matches.filter((candidate) => candidate.bracket === 'losers' && candidate.round <= 2)) {
          const [dropped, other] = first.opponents;
          if (dropped && other) expect(met.get(dropped.participantId)?.has(other.participantId) ?? false).toBe(false);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('double elimination: grand final', () => {
  test('the winners-bracket champion wins the grand final: no reset is played', () => {
    const state = playOut(bracket('DOUBLE_ELIMINATION', 4));
    expect(sides(state, 'final-1-1')).toEqual(['p1', 'p2']);
    expect(winnerId(state, 'final-1-1')).toBe('p1');
    expect(match(state, 'final-2-1')).toMatchObject({ bye: true, status: 'completed', opponents: [null, null] });
    expect(state.status).toBe('completed');
    expect(podium(state)!.map((place) => place.participantId)).toEqual(['p1', 'p2', 'p3']);
  });

  test('the losers-bracket champion wins the grand final: the reset is played and decides', () => {
    let state = bracket('DOUBLE_ELIMINATION', 4);
    state = playOut(state, (next) => (next.id === 'final-1-1' ? 'p2' : next.opponents[0]!.participantId));
    expect(loserId(state, 'final-1-1')).toBe('p1');
    expect(sides(state, 'final-2-1')).toEqual(['p1', 'p2']);
    expect(match(state, 'final-2-1').status).toBe('completed');
    // The winners-bracket champion keeps the first side; the chooser above gives them the reset.
    expect(winnerId(state, 'final-2-1')).toBe('p1');
    // p4 lost the losers final to p2.
    expect(podium(state)!.map((place) => place.participantId)).toEqual(['p1', 'p2', 'p4']);

    const lowerChampion = playOut(bracket('DOUBLE_ELIMINATION', 4), (next) => (next.id.startsWith('final') ? 'p2' : next.opponents[0]!.participantId));
    expect(podium(lowerChampion)!.map((place) => place.participantId)).toEqual(['p2', 'p1', 'p4']);
  });

  test('the reset waits for the first grand final, and is ready only when it is needed', () => {
    let needed = bracket('DOUBLE_ELIMINATION', 4);
    for (const id of ['winners-1-1', 'winners-1-2', 'winners-2-1', 'losers-1-1', 'losers-2-1']) needed = win(needed, id, match(needed, id).opponents[0]!.participantId);
    expect(match(needed, 'final-2-1').status).toBe('locked');
    needed = win(needed, 'final-1-1', match(needed, 'final-1-1').opponents[1]!.participantId);
    expect(match(needed, 'final-2-1')).toMatchObject({ status: 'ready', bye: false });
    expect(needed.status).toBe('running');
  });

  test('without a reset, the first grand final decides', () => {
    const state = playOut(bracket('DOUBLE_ELIMINATION', 4, { grandFinalReset: false }), (next) => (next.id === 'final-1-1' ? next.opponents[1]!.participantId : next.opponents[0]!.participantId));
    expect(state.matches.some((candidate) => candidate.id === 'final-2-1')).toBe(false);
    expect(state.status).toBe('completed');
    expect(podium(state)![0]!.participantId).toBe(winnerId(state, 'final-1-1'));
  });

  test('two participants: the loser of the only winners match gets a second chance in the grand final', () => {
    let state = bracket('DOUBLE_ELIMINATION', 2);
    expect(state.matches.map((candidate) => candidate.id)).toEqual(['winners-1-1', 'final-1-1', 'final-2-1']);
    state = win(state, 'winners-1-1', 'p1');
    expect(sides(state, 'final-1-1')).toEqual(['p1', 'p2']);
    state = win(state, 'final-1-1', 'p2');
    state = win(state, 'final-2-1', 'p2');
    expect(podium(state)!.map((place) => place.participantId)).toEqual(['p2', 'p1']);
  });
});

describe('double elimination: placements', () => {
  test('8 participants: 1, 2, then one rank per losers round, shared within a round (1 2 3 4 5 5 7 7)', () => {
    const state = playOut(bracket('DOUBLE_ELIMINATION', 8));
    expect(computeStandings(state).map((standing) => standing.rank)).toEqual([1, 2, 3, 4, 5, 5, 7, 7]);
    expect(computeStandings(state).map((standing) => standing.participantId)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8']);
  });

  test('any count, any results: everyone but the champion is out after exactly two losses, and nobody plays after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer(), fc.boolean(), (count, seed, grandFinalReset) => {
        const state = playOut(bracket('DOUBLE_ELIMINATION', count, { grandFinalReset }), randomWinner(randomStream(seed)));
        expect(state.status).toBe('completed');
        const losses = new Map<string, number>();
        for (const duel of playedDuels(state)) {
          expect(losses.get(duel.participant) ?? 0).toBeLessThan(2);
          if (duel.result === 'loss') losses.set(duel.participant, (losses.get(duel.participant) ?? 0) + 1);
        }
        const [champion, ...others] = computeStandings(state);
        expect(champion!.rank).toBe(1);
        expect(losses.get(champion!.participantId) ?? 0).toBeLessThanOrEqual(1);
        // Without a reset, the winners-bracket champion is out of the grand final after one loss.
        const runnerUpLosses = grandFinalReset ? 2 : losses.get(others[0]!.participantId);
        expect(others.map((standing) => losses.get(standing.participantId))).toEqual([runnerUpLosses, ...others.slice(1).map(() => 2)]);
      }),
      { numRuns: 40 },
    );
  });
});
