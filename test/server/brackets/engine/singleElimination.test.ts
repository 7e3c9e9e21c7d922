import fc from 'fast-check';
import { applyReport } from '../../../../server/routes/brackets/engine/report';
import { standardSeedPositions } from '../../../../server/routes/brackets/engine/seeding';
import { computeStandings, podium } from '../../../../server/routes/brackets/engine/standings';
import { bracket, match, playOut, randomStream, randomWinner, sides, win, winnerId } from './support';

const ranks = (state: ReturnType<typeof bracket>) => computeStandings(state).map((standing) => [standing.participantId, standing.rank]);

describe('single elimination: generation', () => {
  test('16 participants make 4 rounds and 15 matches, all of round 1 ready', () => {
    const state = bracket('SINGLE_ELIMINATION', 16);
    expect(state.matches).toHaveLength(15);
    expect(Math.max(...state.matches.map((candidate) => candidate.round))).toBe(4);
    expect(state.matches.filter((candidate) => candidate.round === 1).every((candidate) => candidate.status === 'ready')).toBe(true);
    expect(state.matches.filter((candidate) => candidate.round > 1).every((candidate) => candidate.status === 'locked')).toBe(true);
  });

  test('round 1 follows the standard seeding: 1 v 8, 4 v 5, 2 v 7, 3 v 6', () => {
    const state = bracket('SINGLE_ELIMINATION', 8);
    expect([1, 2, 3, 4].map((number) => sides(state, `winners-1-${number}`))).toEqual([
      ['p1', 'p8'],
      ['p4', 'p5'],
      ['p2', 'p7'],
      ['p3', 'p6'],
    ]);
  });

  test('BYEs go to the top seeds, are completed at once and put them in round 2', () => {
    // Six players in a tree of eight: seeds 7 and 8 do not exist, so seeds 1 and 2 have a BYE.
    const state = bracket('SINGLE_ELIMINATION', 6);
    expect(match(state, 'winners-1-1')).toMatchObject({ bye: true, status: 'completed' });
    expect(match(state, 'winners-1-1').opponents).toEqual([expect.objectContaining({ participantId: 'p1', result: 'win', score: null }), null]);
    expect(match(state, 'winners-1-3')).toMatchObject({ bye: true, status: 'completed' });
    expect(sides(state, 'winners-1-3')).toEqual(['p2', null]);
    expect(match(state, 'winners-1-2')).toMatchObject({ bye: false, status: 'ready' });
    expect(sides(state, 'winners-2-1')).toEqual(['p1', null]);
    expect(match(state, 'winners-2-1').status).toBe('waiting');
    expect(sides(state, 'winners-2-2')).toEqual(['p2', null]);
  });

  test('for every count, the BYEs are exactly seeds 1 to (tree size - count)', () => {
    for (let count = 2; count <= 70; count++) {
      const state = bracket('SINGLE_ELIMINATION', count);
      const byed = state.matches.filter((candidate) => candidate.round === 1 && candidate.bye).map((candidate) => candidate.opponents[0]!.participantId);
      const size = 2 ** Math.ceil(Math.log2(count));
      expect(byed.sort()).toEqual(Array.from({ length: size - count }, (_, index) => `p${index + 1}`).sort());
      // Nobody plays round 1 against a BYE on the first side, and no match is BYE against BYE.
      expect(state.matches.every((candidate) => candidate.round > 1 || candidate.opponents[0] !== null)).toBe(true);
    }
  });

  test('seeds 1 and 2 can meet only in the final, 1 to 4 only from the semifinals', () => {
    for (const size of [2, 4, 8, 16, 32, 64, 128, 256]) {
      const positions = standardSeedPositions(size);
      expect(positions.indexOf(1) < size / 2).not.toBe(positions.indexOf(2) < size / 2);
      if (size >= 4) {
        const quarter = (seed: number) => Math.floor(positions.indexOf(seed) / (size / 4));
        expect(new Set([1, 2, 3, 4].map(quarter)).size).toBe(4);
      }
    }
    // When the better seed always wins, the final is 1 v 2 whatever the count.
    for (let count = 2; count <= 40; count++) {
      const state = playOut(bracket('SINGLE_ELIMINATION', count));
      const rounds = Math.max(...state.matches.map((candidate) => candidate.round));
      expect(sides(state, `winners-${rounds}-1`)).toEqual(['p1', 'p2']);
    }
  });
});

describe('single elimination: progression', () => {
  test('a winner moves to the next round on the side of their match', () => {
    let state = bracket('SINGLE_ELIMINATION', 8);
    state = win(state, 'winners-1-2', 'p5');
    expect(sides(state, 'winners-2-1')).toEqual([null, 'p5']);
    expect(match(state, 'winners-2-1').status).toBe('waiting');
    state = win(state, 'winners-1-1', 'p1');
    expect(sides(state, 'winners-2-1')).toEqual(['p1', 'p5']);
    expect(match(state, 'winners-2-1').status).toBe('ready');
  });

  test('a report answers with every match it changed, once each', () => {
    const state = bracket('SINGLE_ELIMINATION', 8);
    const outcome = applyReport(state, 'winners-1-1', { reportId: 'a', scores: [3, 1] });
    expect(outcome.changedMatches.map((changed) => changed.id)).toEqual(['winners-1-1', 'winners-2-1']);
    expect(match(outcome.state, 'winners-1-1').opponents.map((opponent) => [opponent?.score, opponent?.result])).toEqual([
      [3, 'win'],
      [1, 'loss'],
    ]);
    // The state given is left as it was.
    expect(match(state, 'winners-1-1').status).toBe('ready');
  });

  test('a draw is refused', () => {
    const state = bracket('SINGLE_ELIMINATION', 4);
    expect(() => applyReport(state, 'winners-1-1', { reportId: 'a', scores: [1, 1] })).toThrow('A draw is not possible in single elimination: one side must score more.');
  });

  test('two participants play one match, which completes the bracket', () => {
    let state = bracket('SINGLE_ELIMINATION', 2, { thirdPlaceMatch: true });
    expect(state.matches.map((candidate) => candidate.id)).toEqual(['winners-1-1']);
    state = win(state, 'winners-1-1', 'p2');
    expect(state.status).toBe('completed');
    expect(podium(state)).toEqual([
      { place: 1, participantId: 'p2', name: 'Player 2' },
      { place: 2, participantId: 'p1', name: 'Player 1' },
    ]);
  });

  test('any count, any results: the bracket completes with one champion who never lost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 80 }), fc.integer(), (count, seed) => {
        const state = playOut(bracket('SINGLE_ELIMINATION', count), randomWinner(randomStream(seed)));
        expect(state.status).toBe('completed');
        const standings = computeStandings(state);
        expect(standings.filter((standing) => standing.rank === 1)).toHaveLength(1);
        expect(standings[0]!.losses).toBe(0);
        expect(standings.slice(1).every((standing) => standing.losses === 1)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

describe('single elimination: third-place match and placements', () => {
  test('the semifinal losers play for 3rd place, alongside the final', () => {
    let state = bracket('SINGLE_ELIMINATION', 4, { thirdPlaceMatch: true });
    state = win(state, 'winners-1-1', 'p1');
    state = win(state, 'winners-1-2', 'p3');
    expect(sides(state, 'final-1-1')).toEqual(['p4', 'p2']);
    expect(match(state, 'final-1-1')).toMatchObject({ bracket: 'final', status: 'ready' });
    expect(match(state, 'winners-2-1').status).toBe('ready');
    state = win(state, 'winners-2-1', 'p1');
    expect(state.status).toBe('running');
    state = win(state, 'final-1-1', 'p2');
    expect(state.status).toBe('completed');
    expect(ranks(state)).toEqual([
      ['p1', 1],
      ['p3', 2],
      ['p2', 3],
      ['p4', 4],
    ]);
    expect(podium(state)!.map((place) => [place.place, place.name])).toEqual([
      [1, 'Player 1'],
      [2, 'Player 3'],
      [3, 'Player 2'],
    ]);
  });

  test('without a third-place match both semifinal losers share 3rd, quarterfinal losers 5th', () => {
    const state = playOut(bracket('SINGLE_ELIMINATION', 8));
    expect(ranks(state)).toEqual([
      ['p1', 1],
      ['p2', 2],
      ['p3', 3],
      ['p4', 3],
      ['p5', 5],
      ['p6', 5],
      ['p7', 5],
      ['p8', 5],
    ]);
    expect(podium(state)!.map((place) => place.place)).toEqual([1, 2, 3, 3]);
  });

  test('with three participants the third-place match is decided by the BYE', () => {
    let state = bracket('SINGLE_ELIMINATION', 3, { thirdPlaceMatch: true });
    state = win(state, 'winners-1-2', 'p2');
    expect(match(state, 'final-1-1')).toMatchObject({ bye: true, status: 'completed' });
    expect(winnerId(state, 'final-1-1')).toBe('p3');
    state = win(state, 'winners-2-1', 'p1');
    expect(ranks(state)).toEqual([
      ['p1', 1],
      ['p2', 2],
      ['p3', 3],
    ]);
  });

  test('while the bracket runs, those still in share the top rank', () => {
    let state = bracket('SINGLE_ELIMINATION', 4);
    state = win(state, 'winners-1-1', 'p1');
    expect(ranks(state)).toEqual([
      ['p1', 1],
      ['p2', 1],
      ['p3', 1],
      ['p4', 4],
    ]);
    expect(podium(state)).toBeNull();
  });
});
