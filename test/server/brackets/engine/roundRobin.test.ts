import fc from 'fast-check';
import { createBracket } from '../../../../server/routes/brackets/engine/createBracket';
import { computeStandings, podium } from '../../../../server/routes/brackets/engine/standings';
import type { BracketState } from '../../../../server/routes/brackets/engine/types';
import { bracket, playOut, score, sides } from './support';

/** Reports the match between `first` and `second` as first's score, second's score. */
function result(state: BracketState, first: string, firstScore: number, second: string, secondScore: number): BracketState {
  const found = state.matches.find((candidate) => {
    const ids = candidate.opponents.map((opponent) => opponent?.participantId);
    return ids.includes(first) && ids.includes(second);
  })!;
  const scores = found.opponents[0]!.participantId === first ? [firstScore, secondScore] : [secondScore, firstScore];
  return score(state, found.id, scores);
}

const table = (state: BracketState) => computeStandings(state).map(({ rank, participantId, wins, draws, losses, points }) => [rank, participantId, wins, draws, losses, points]);

describe('round robin: schedule', () => {
  test('every pairing of a group once, nobody twice in a round, n - 1 rounds (n when odd)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }).chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: Math.ceil(count / 32), max: Math.floor(count / 2) }))),
        ([count, groups]) => {
          const state = bracket('ROUND_ROBIN', count, { groups });
          const members = new Map<number, Set<string>>();
          const pairs = new Set<string>();
          for (const played of state.matches) {
            expect(played.status).toBe('ready');
            const [first, second] = played.opponents.map((opponent) => opponent!.participantId) as [string, string];
            const key = [first, second].sort().join('-');
            expect(pairs.has(key)).toBe(false);
            pairs.add(key);
            const group = members.get(played.group!) ?? new Set();
            members.set(played.group!, group.add(first).add(second));
          }
          expect([...members.values()].reduce((sum, group) => sum + group.size, 0)).toBe(count);
          for (const [group, ids] of members) {
            const size = ids.size;
            const groupMatches = state.matches.filter((played) => played.group === group);
            expect(groupMatches).toHaveLength((size * (size - 1)) / 2);
            const rounds = new Set(groupMatches.map((played) => played.round));
            expect(rounds.size).toBe(size % 2 === 0 ? size - 1 : size);
            for (const round of rounds) {
              const inRound = groupMatches.filter((played) => played.round === round).flatMap((played) => played.opponents.map((opponent) => opponent!.participantId));
              expect(new Set(inRound).size).toBe(inRound.length);
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  test('groups are dealt by snake seeding, and round 1 pairs the top of a group with its bottom', () => {
    const state = bracket('ROUND_ROBIN', 8, { groups: 2 });
    const groupOf = (group: number) => [...new Set(state.matches.filter((played) => played.group === group).flatMap((played) => played.opponents.map((opponent) => opponent!.participantId)))].sort();
    expect(groupOf(1)).toEqual(['p1', 'p4', 'p5', 'p8']);
    expect(groupOf(2)).toEqual(['p2', 'p3', 'p6', 'p7']);
    expect(sides(state, 'group-1-1-1')).toEqual(['p1', 'p8']);
    expect(sides(state, 'group-2-1-1')).toEqual(['p2', 'p7']);
    expect(state.matches.slice(0, 4).map((played) => [played.group, played.round])).toEqual([
      [1, 1],
      [1, 1],
      [2, 1],
      [2, 1],
    ]);
  });

  test('a group count that leaves a group with fewer than 2 participants is refused', () => {
    expect(() => bracket('ROUND_ROBIN', 5, { groups: 3 })).toThrow('groups must be a whole number from 1 to 2 for 5 participants (at least 2 and at most 32 in each group).');
    expect(() => bracket('ROUND_ROBIN', 40, { groups: 1 })).toThrow('groups must be a whole number from 2 to 20');
    expect(bracket('ROUND_ROBIN', 40).settings).toEqual({ format: 'ROUND_ROBIN', groups: 2 });
  });
});

describe('round robin: standings and tiebreaks', () => {
  test('a four-team group, as Toornament ranks it: 3 points a win', () => {
    let state = createBracket({
      format: 'ROUND_ROBIN',
      participants: [
        { id: 'poceblo', name: 'POCEBLO' },
        { id: 'fly', name: 'twitch.tv/mrs_fly' },
        { id: 'ballec', name: 'Ballec Squad' },
        { id: 'aquelle', name: 'AQUELLEHEURE?!' },
      ],
    });
    state = result(state, 'poceblo', 16, 'aquelle', 9);
    state = result(state, 'ballec', 3, 'fly', 16);
    state = result(state, 'fly', 16, 'aquelle', 0);
    state = result(state, 'poceblo', 16, 'ballec', 2);
    state = result(state, 'ballec', 16, 'aquelle', 12);
    expect(state.status).toBe('running');
    state = result(state, 'fly', 4, 'poceblo', 16);
    expect(state.status).toBe('completed');
    expect(table(state)).toEqual([
      [1, 'poceblo', 3, 0, 0, 9],
      [2, 'fly', 2, 0, 1, 6],
      [3, 'ballec', 1, 0, 2, 3],
      [4, 'aquelle', 0, 0, 3, 0],
    ]);
    expect(computeStandings(state)[0]).toMatchObject({ scoreFor: 48, scoreAgainst: 15, group: 1 });
    expect(podium(state)!.map((place) => place.name)).toEqual(['POCEBLO', 'twitch.tv/mrs_fly', 'Ballec Squad']);
  });

  test('level on points, the winner of their match ranks first, even with a worse score difference', () => {
    let state = bracket('ROUND_ROBIN', 4);
    state = result(state, 'p2', 1, 'p1', 0);
    state = result(state, 'p1', 5, 'p3', 0);
    state = result(state, 'p1', 5, 'p4', 0);
    state = result(state, 'p3', 5, 'p2', 0);
    state = result(state, 'p2', 1, 'p4', 0);
    state = result(state, 'p4', 1, 'p3', 0);
    // p1 and p2 have 6 points, p1 the better difference (+9 against -3); p3 and p4 have 3, p3 the better difference.
    expect(table(state).map(([rank, id, , , , points]) => [rank, id, points])).toEqual([
      [1, 'p2', 6],
      [2, 'p1', 6],
      [3, 'p4', 3],
      [4, 'p3', 3],
    ]);
  });

  test('three level on points who beat each other in a circle are split by score difference, then by seed', () => {
    let state = bracket('ROUND_ROBIN', 4);
    state = result(state, 'p1', 1, 'p2', 0);
    state = result(state, 'p2', 1, 'p3', 0);
    state = result(state, 'p3', 3, 'p1', 0);
    state = result(state, 'p1', 4, 'p4', 0);
    state = result(state, 'p2', 1, 'p4', 0);
    state = result(state, 'p3', 1, 'p4', 0);
    // Differences: p1 +2, p2 +1, p3 +3.
    expect(table(state).map(([, id]) => id)).toEqual(['p3', 'p1', 'p2', 'p4']);

    let level = bracket('ROUND_ROBIN', 3);
    level = result(level, 'p1', 1, 'p2', 1);
    level = result(level, 'p2', 2, 'p3', 2);
    level = result(level, 'p3', 0, 'p1', 0);
    expect(table(level)).toEqual([
      [1, 'p1', 0, 2, 0, 2],
      [2, 'p2', 0, 2, 0, 2],
      [3, 'p3', 0, 2, 0, 2],
    ]);
  });

  test('with groups, each group is ranked from 1 and the podium takes the group winners first', () => {
    const state = playOut(bracket('ROUND_ROBIN', 6, { groups: 2 }));
    expect(computeStandings(state).map((standing) => [standing.group, standing.rank, standing.participantId])).toEqual([
      [1, 1, 'p1'],
      [1, 2, 'p4'],
      [1, 3, 'p5'],
      [2, 1, 'p2'],
      [2, 2, 'p3'],
      [2, 3, 'p6'],
    ]);
    expect(podium(state)!.map((place) => [place.place, place.participantId])).toEqual([
      [1, 'p1'],
      [2, 'p2'],
      [3, 'p3'],
    ]);
  });
});
