import fc from 'fast-check';
import { applyReport } from '../../../../server/routes/brackets/engine/report';
import { computeStandings, podium } from '../../../../server/routes/brackets/engine/standings';
import { maxSwissRounds } from '../../../../server/routes/brackets/engine/swiss';
import type { BracketState, Match } from '../../../../server/routes/brackets/engine/types';
import { bracket, playedDuels, playOut, randomStream, score, win } from './support';

const pairsOf = (state: BracketState, round: number) =>
  state.matches.filter((played) => played.round === round).map((played) => played.opponents.map((opponent) => opponent?.participantId ?? null));

/** Reports every ready match of the current round with scores drawn from `random` (draws included). */
function playRound(state: BracketState, random: () => number): BracketState {
  for (const ready of state.matches.filter((played) => played.status === 'ready')) {
    state = score(state, ready.id, [Math.floor(random() * 3), Math.floor(random() * 3)]);
  }
  return state;
}

describe('Swiss: pairings', () => {
  test('round 1 pairs the top half with the bottom half: 1 v 5, 2 v 6, 3 v 7, 4 v 8', () => {
    const state = bracket('SWISS', 8);
    expect(state.settings).toEqual({ format: 'SWISS', rounds: 3 });
    expect(pairsOf(state, 1)).toEqual([
      ['p1', 'p5'],
      ['p2', 'p6'],
      ['p3', 'p7'],
      ['p4', 'p8'],
    ]);
  });

  test('with an odd count the lowest seed has the BYE, which counts as a win', () => {
    const state = bracket('SWISS', 7);
    expect(pairsOf(state, 1)).toEqual([
      ['p1', 'p4'],
      ['p2', 'p5'],
      ['p3', 'p6'],
      ['p7', null],
    ]);
    expect(state.matches[3]).toMatchObject({ id: 'swiss-1-4', bye: true, status: 'completed' });
    expect(computeStandings(state).find((standing) => standing.participantId === 'p7')).toMatchObject({ wins: 1, points: 1 });
  });

  test('the next round is paired only once every match of the current one is completed, and comes back with the report', () => {
    let state = bracket('SWISS', 8);
    state = win(state, 'swiss-1-1', 'p1');
    state = win(state, 'swiss-1-2', 'p2');
    state = win(state, 'swiss-1-3', 'p7');
    expect(state.matches.some((played) => played.round === 2)).toBe(false);
    const outcome = applyReport(state, 'swiss-1-4', { reportId: 'last', scores: [0, 1] });
    expect(outcome.changedMatches.map((changed) => changed.id)).toEqual(['swiss-1-4', 'swiss-2-1', 'swiss-2-2', 'swiss-2-3', 'swiss-2-4']);
    // Winners meet winners and losers meet losers, top half against bottom half of each group.
    expect(pairsOf(outcome.state, 2)).toEqual([
      ['p1', 'p7'],
      ['p2', 'p8'],
      ['p3', 'p5'],
      ['p4', 'p6'],
    ]);
  });

  test('the BYE goes to the lowest-ranked player who has not had one', () => {
    let state = bracket('SWISS', 5);
    expect(pairsOf(state, 1)).toEqual([
      ['p1', 'p3'],
      ['p2', 'p4'],
      ['p5', null],
    ]);
    state = win(state, 'swiss-1-1', 'p1');
    state = win(state, 'swiss-1-2', 'p2');
    // p5 (BYE, 1 point) ranks among the winners; p4 is now the lowest-ranked without a BYE.
    const byes = state.matches.filter((played) => played.round === 2 && played.bye).map((played) => played.opponents[0]!.participantId);
    expect(byes).toEqual(['p4']);
  });

  test('equal on points, the player whose opponents scored more ranks first (Buchholz), before the seed', () => {
    let state = bracket('SWISS', 4, { rounds: 2 });
    state = score(state, 'swiss-1-1', [1, 1]); // p1 draws p3
    state = win(state, 'swiss-1-2', 'p4'); // p4 beats p2
    expect(pairsOf(state, 2)).toEqual([
      ['p4', 'p1'],
      ['p3', 'p2'],
    ]);
    state = win(state, 'swiss-2-1', 'p1');
    state = win(state, 'swiss-2-2', 'p2');
    expect(state.status).toBe('completed');
    expect(computeStandings(state).map(({ rank, participantId, points, buchholz }) => [rank, participantId, points, buchholz])).toEqual([
      [1, 'p1', 1.5, 1.5],
      [2, 'p4', 1, 2.5],
      [3, 'p2', 1, 1.5],
      [4, 'p3', 0.5, 2.5],
    ]);
    expect(podium(state)!.map((place) => place.participantId)).toEqual(['p1', 'p4', 'p2']);
  });

  test('the bracket completes after the set number of rounds (default: enough for one unbeaten player)', () => {
    const state = playOut(bracket('SWISS', 16));
    expect(Math.max(...state.matches.map((played) => played.round))).toBe(4);
    expect(state.status).toBe('completed');
    expect(computeStandings(state)[0]).toMatchObject({ participantId: 'p1', wins: 4, losses: 0 });
    expect(() => bracket('SWISS', 16, { rounds: 8 })).toThrow('rounds must be a whole number from 1 to 7 for 16 participants.');
  });
});

describe('Swiss: no rematches', () => {
  test('any count, any number of rounds, any results: nobody meets the same opponent twice or has two BYEs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: maxSwissRounds(count) }), fc.integer())),
        ([count, rounds, seed]) => {
          const random = randomStream(seed);
          let state = bracket('SWISS', count, { rounds });
          while (state.status === 'running') state = playRound(state, random);
          expect(new Set(state.matches.map((played: Match) => played.round)).size).toBe(rounds);
          const met = new Set<string>();
          for (const duel of playedDuels(state)) {
            const key = `${duel.participant}>${duel.opponent}`;
            expect(met.has(key)).toBe(false);
            met.add(key);
          }
          const byes = state.matches.filter((played) => played.bye).map((played) => played.opponents[0]!.participantId);
          expect(new Set(byes).size).toBe(byes.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  test('large fields pair without rematches too (128 and 200 players, maximum rounds)', () => {
    for (const count of [128, 200]) {
      const random = randomStream(count);
      let state = bracket('SWISS', count, { rounds: maxSwissRounds(count) });
      while (state.status === 'running') state = playRound(state, random);
      const keys = playedDuels(state).map((duel) => `${duel.participant}>${duel.opponent}`);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
